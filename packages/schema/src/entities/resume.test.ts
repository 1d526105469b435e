import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { CONNECTION_STATUSES, ContactedCandidate } from './contacted-candidate';
import { buildContactedCandidate, buildResume, failureOf } from './fixtures';
import { Resume } from './resume';

describe('Resume', () => {
  it('accepts the fixture, a bought resume and a bare one', () => {
    expect(is(buildResume(), Resume)).toBe(true);
    expect(
      is(buildResume({ client: true, given_name: 'Kim', family_name: 'de Vries' }), Resume),
    ).toBe(true);
    expect(is({ uuid: 'r-1' }, Resume)).toBe(true);
  });

  it.each([
    ['an unknown status', { status: 'busy' }, ['status']],
    ['a bought flag as text', { client: 'yes' }, ['client']],
    [
      'an education entry with a numeric name',
      { education: [{ name: 1 }] },
      ['education', 0, 'name'],
    ],
    ['a travel distance as text', { travel_distance: '25 km' }, ['travel_distance']],
    ['an unknown salary type', { salary_type: 'week' }, ['salary_type']],
  ])('rejects %s', (_case, overrides, path) => {
    expect(failureOf(Resume, { ...buildResume(), ...overrides })?.path).toEqual(path);
  });
});

describe('ContactedCandidate', () => {
  it.each(CONNECTION_STATUSES)('accepts status %s', (status) => {
    expect(is(buildContactedCandidate({ status }), ContactedCandidate)).toBe(true);
  });

  it.each([
    ['an unknown status', { status: 'pending' }, ['status']],
    ['a missing resume', { resume: undefined }, ['resume']],
    ['a resume without uuid', { resume: { city: 'Utrecht' } }, ['resume', 'uuid']],
  ])('rejects %s', (_case, overrides, path) => {
    expect(
      failureOf(ContactedCandidate, { ...buildContactedCandidate(), ...overrides })?.path,
    ).toEqual(path);
  });
});
