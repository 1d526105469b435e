import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { buildJobAlert, failureOf } from './fixtures';
import { JOB_ALERT_FREQUENCIES, JobAlert } from './job-alert';

describe('JobAlert', () => {
  it('accepts a place with its coordinates and the answer fields', () => {
    const alert = buildJobAlert({
      lat: 52.37,
      lon: 4.9,
      uuid: 'u-1',
      created_at: '2026-11-25T10:00:00.000Z',
    });
    expect(is(alert, JobAlert)).toBe(true);
  });

  it.each(JOB_ALERT_FREQUENCIES)('accepts frequency %s', (frequency) => {
    expect(is(buildJobAlert({ frequency }), JobAlert)).toBe(true);
  });

  it.each([
    ['an unknown frequency', { frequency: 'hourly' }, ['frequency']],
    ['a negative range', { range: -5 }, ['range']],
    ['a missing active toggle', { active: undefined }, ['active']],
    ['segments as names', { segments: ['ICT'] }, ['segments', 0]],
    ['a latitude out of range', { lat: 91 }, ['lat']],
    ['a longitude out of range', { lon: -181 }, ['lon']],
    ['a keyword of more than 200 characters', { search: 'x'.repeat(201) }, ['search']],
  ])('rejects %s', (_case, overrides, path) => {
    expect(failureOf(JobAlert, { ...buildJobAlert(), ...overrides })?.path).toEqual(path);
  });
});
