import { describe, expect, it } from 'vitest';
import { numberMarks, parseAmount } from './parse-amount';

describe('numberMarks', () => {
  it.each([
    ['nl', { group: '.', decimal: ',' }],
    ['en-US', { group: ',', decimal: '.' }],
    ['ro', { group: '.', decimal: ',' }],
  ])('%s writes %j', (locale, marks) => {
    expect(numberMarks(locale)).toEqual(marks);
  });
});

describe('parseAmount', () => {
  // nl and ro write numbers alike; en-US swaps the marks.
  it.each([
    ['nl', '3500', 3500],
    ['nl', ' 3.500 ', 3500],
    ['nl', '3.500,50', 3500.5],
    ['nl', '2500,5', 2500.5],
    ['nl', '1.234.567', 1234567],
    ['nl', '0', 0],
    ['ro', '3.500', 3500],
    ['ro', '15,75', 15.75],
    ['en-US', '3,500', 3500],
    ['en-US', '3,500.50', 3500.5],
    ['en-US', '2500.5', 2500.5],
    ['nl', '', undefined],
    ['nl', '  ', undefined],
  ])('%s reads %j as %j', (locale, typed, amount) => {
    expect(parseAmount(typed, numberMarks(locale))).toBe(amount);
  });

  it.each([
    // Three decimals read as a thousands group the other way: 3.5 or 3500?
    ['nl', '3,500'],
    ['ro', '3,500'],
    ['en-US', '3.500'],
    // Another locale's way, or marks where no locale puts them.
    ['nl', '2500.5'],
    ['nl', '3,500.50'],
    ['en-US', '3.500,50'],
    ['en-US', '2500,5'],
    ['nl', '35.00'],
    ['nl', '3.50.0'],
    ['nl', '3,5,0'],
  ])('%s refuses %j as not written its way', (locale, typed) => {
    expect(parseAmount(typed, numberMarks(locale))).toBe('format');
  });

  it.each([['-5'], ['abc'], ['3 500'], ['€ 3500'], [',5'], ['3,'], ['1e3']])(
    'refuses %j as no amount',
    (typed) => {
      expect(parseAmount(typed, numberMarks('nl'))).toBe('number');
    },
  );
});
