import { create, is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { buildOrganisation, buildUser, failureOf } from './fixtures';
import { User } from './user';

describe('User', () => {
  it('accepts a candidate and an employer with a client', () => {
    expect(is(buildUser(), User)).toBe(true);
    const employer = buildUser({
      isCandidate: false,
      client: { uuid: 'client-1', organisations: [buildOrganisation()] },
      pricing: { discount: 10 },
    });
    expect(is(employer, User)).toBe(true);
    const withCompanies = {
      ...employer,
      clients: [
        { id: 1, uuid: 'client-1', name: 'Acme', current: true },
        { id: 2, uuid: 'client-2', name: 'Globex', current: false },
      ],
    };
    expect(is(withCompanies, User)).toBe(true);
  });

  it('reads a user without favourites as empty lists', () => {
    const user = create(
      { uuid: 'u-1', given_name: 'Jan', family_name: 'Jansen', isCandidate: false },
      User,
    );
    expect(user.favourite_jobs).toEqual([]);
    expect(user.favourite_organisations).toEqual([]);
  });

  it.each([
    ['a missing uuid', { uuid: undefined }, ['uuid']],
    ['isCandidate as text', { isCandidate: 'true' }, ['isCandidate']],
    [
      'a favourite job without job_uuid',
      { favourite_jobs: [{ uuid: 'f' }] },
      ['favourite_jobs', 0, 'job_uuid'],
    ],
    ['a client without uuid', { client: { organisations: [] } }, ['client', 'uuid']],
    [
      'a company without its membership id',
      { clients: [{ uuid: 'c', name: 'Acme', current: true }] },
      ['clients', 0, 'id'],
    ],
  ])('rejects %s', (_case, overrides, path) => {
    expect(failureOf(User, { ...buildUser(), ...overrides })?.path).toEqual(path);
  });
});
