import { describe, expect, it } from 'vitest';
import { DEFAULT_RANGE, distanceUnit, RANGE_OPTIONS, rangeChoices } from './distance';

describe('distanceUnit', () => {
  it.each([
    [true, 'mi'],
    [false, 'km'],
    [undefined, 'km'],
  ])('imperial %j gives %s', (useImperial, expected) => {
    expect(distanceUnit(useImperial)).toBe(expected);
  });
});

describe('range options', () => {
  it('contain the default range of 25', () => {
    expect(DEFAULT_RANGE).toBe(25);
    expect(RANGE_OPTIONS).toContain(DEFAULT_RANGE);
  });
});

describe('rangeChoices', () => {
  it('is the shared list for a radius in it', () => {
    expect(rangeChoices(25)).toEqual([...RANGE_OPTIONS]);
  });

  it('puts another radius in its place among them', () => {
    expect(rangeChoices(7)).toEqual([5, 7, 10, 15, 25, 50, 75, 100]);
    expect(rangeChoices(250)).toEqual([5, 10, 15, 25, 50, 75, 100, 250]);
  });
});
