import { DEFAULT_SITE_SETTINGS, type UserType } from '@jobboard/schema';
import { describe, expect, it } from 'vitest';
import { offeredRoles, openingRole, type RoleSwitches } from './offered-roles';

const ALL: UserType[] = ['candidate', 'employer'];
const site = (switches: Partial<RoleSwitches> = {}): RoleSwitches => ({
  ...DEFAULT_SITE_SETTINGS,
  ...switches,
});

describe('offeredRoles', () => {
  it.each<[string, UserType[], Partial<RoleSwitches>, 'login' | 'register', UserType[]]>([
    ['both roles by default', ALL, {}, 'login', ALL],
    ['candidate first whatever the stored order', ['employer', 'candidate'], {}, 'login', ALL],
    ['only the roles the block enables', ['employer'], {}, 'register', ['employer']],
    [
      'not employers when the site forbids them',
      ALL,
      { allowEmployer: false },
      'login',
      ['candidate'],
    ],
    [
      'not candidates when the site forbids them',
      ALL,
      { allowCandidate: false },
      'register',
      ['employer'],
    ],
    [
      'none when the site allows none of the enabled ones',
      ['candidate'],
      { allowCandidate: false },
      'login',
      [],
    ],
    [
      'on login not a role whose login the site switched off',
      ALL,
      { employerLoginEnabled: false },
      'login',
      ['candidate'],
    ],
    [
      'on register a role whose login is off',
      ALL,
      { candidateLoginEnabled: false },
      'register',
      ALL,
    ],
  ])('offers %s', (_name, enabled, switches, form, expected) => {
    expect(offeredRoles(enabled, site(switches), form)).toEqual(expected);
  });
});

describe('openingRole', () => {
  it.each<[string, UserType[], UserType, UserType, UserType | undefined]>([
    ['the block default when offered', ALL, 'employer', 'candidate', 'employer'],
    ['the block default over the site default', ALL, 'candidate', 'employer', 'candidate'],
    [
      'the site default when the block default is not offered',
      ['employer'],
      'candidate',
      'employer',
      'employer',
    ],
    [
      'the first role when neither default is offered',
      ['employer'],
      'candidate',
      'candidate',
      'employer',
    ],
    ['nothing without a role', [], 'candidate', 'candidate', undefined],
  ])('opens on %s', (_name, roles, blockDefault, siteDefault, expected) => {
    expect(openingRole(roles, blockDefault, siteDefault)).toBe(expected);
  });
});
