import { describe, expect, it } from 'vitest';
import { SALARY_RANGE_ERROR, validateSalaryRange } from './salary-range';

describe('validateSalaryRange', () => {
  it.each([
    [1000, 2000, []],
    [2000, 2000, []],
    [0, 0, []],
    [undefined, 2000, []],
    [1000, null, []],
    [null, undefined, []],
    [2000, 1999, [SALARY_RANGE_ERROR]],
    [10, 0, [SALARY_RANGE_ERROR]],
  ])('min %j, max %j gives %j', (min, max, expected) => {
    expect(validateSalaryRange(min, max)).toEqual(expected);
  });
});
