import { describe, expect, it } from 'vitest';
import { candidateProfileProgress } from './profile-progress';

describe('candidateProfileProgress', () => {
  it.each([
    [false, false, 20],
    [true, false, 60],
    [false, true, 60],
    [true, true, 100],
  ])('resume %s, job alert %s is %i%%', (hasResume, hasJobAlert, expected) => {
    expect(candidateProfileProgress({ hasResume, hasJobAlert })).toBe(expected);
  });
});
