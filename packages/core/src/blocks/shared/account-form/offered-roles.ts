import { type SiteSettings, USER_TYPES, type UserType } from '@jobboard/schema';

/** The site settings that switch a role off for the whole site. */
export type RoleSwitches = Pick<
  SiteSettings,
  'allowCandidate' | 'allowEmployer' | 'candidateLoginEnabled' | 'employerLoginEnabled'
>;

/** Whether the site lets a role sign up or log in at all (`allowCandidate`, `allowEmployer`). */
const ALLOWED: Record<UserType, keyof RoleSwitches> = {
  candidate: 'allowCandidate',
  employer: 'allowEmployer',
};

/** Whether the site's login page offers a role's tab (`candidateLoginEnabled`, ...). */
const LOGIN_ENABLED: Record<UserType, keyof RoleSwitches> = {
  candidate: 'candidateLoginEnabled',
  employer: 'employerLoginEnabled',
};

/**
 * The roles a login or registration form offers, candidate first: the block's `enabledRoles`
 * that the site allows, and for the login form also those whose login the site enabled.
 */
export function offeredRoles(
  enabledRoles: readonly UserType[],
  site: RoleSwitches,
  form: 'login' | 'register',
): UserType[] {
  return USER_TYPES.filter(
    (role) =>
      enabledRoles.includes(role) &&
      site[ALLOWED[role]] &&
      (form === 'register' || site[LOGIN_ENABLED[role]]),
  );
}

/**
 * The role a form opens on: the block's default role when offered, else the site's
 * `defaultUserType` when offered, else the first role offered.
 */
export function openingRole(
  roles: readonly UserType[],
  defaultRole: UserType,
  siteDefault: UserType,
): UserType | undefined {
  if (roles.includes(defaultRole)) return defaultRole;
  if (roles.includes(siteDefault)) return siteDefault;
  return roles[0];
}
