import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { buildJobAlert, failureOf } from './fixtures';
import { JOB_ALERT_FREQUENCIES, JobAlert } from './job-alert';

describe('JobAlert', () => {
  it.each(JOB_ALERT_FREQUENCIES)('accepts frequency %s', (frequency) => {
    expect(is(buildJobAlert({ frequency }), JobAlert)).toBe(true);
  });

  it.each([
    ['an unknown frequency', { frequency: 'hourly' }, ['frequency']],
    ['a negative range', { range: -5 }, ['range']],
    ['a missing active toggle', { active: undefined }, ['active']],
    ['segments as names', { segments: ['ICT'] }, ['segments', 0]],
  ])('rejects %s', (_case, overrides, path) => {
    expect(failureOf(JobAlert, { ...buildJobAlert(), ...overrides })?.path).toEqual(path);
  });
});
