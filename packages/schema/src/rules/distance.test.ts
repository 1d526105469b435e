import { describe, expect, it } from 'vitest';
import { DEFAULT_RANGE, distanceUnit, RANGE_OPTIONS } from './distance';

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
