import { describe, expect, it } from 'vitest';
import { HOURS_PER_WEEK_OPTIONS } from './hours-per-week';

describe('hours per week options', () => {
  it('runs from 8 to 40 in steps of 4', () => {
    expect(HOURS_PER_WEEK_OPTIONS).toEqual([8, 12, 16, 20, 24, 28, 32, 36, 40]);
  });
});
