import { type SiteSettings, USER_TYPES, type UserType } from '@jobboard/schema';
import { offeredRoles, openingRole, type RoleSwitches } from '../shared/account-form/offered-roles';

/** The site settings that say whose accounts may log in. */
export type LoginRoleSettings = RoleSwitches & Pick<SiteSettings, 'defaultUserType'>;

/**
 * The roles whose accounts may log in, as the login form offers them (site settings
 * `allowCandidate`, `allowEmployer` and each role's login switch), in the order the role choice
 * shows them. A site that offers none still has accounts of its default user type, so that one
 * is returned.
 */
export function loginRoles(settings: LoginRoleSettings): UserType[] {
  const roles = offeredRoles(USER_TYPES, settings, 'login');
  return roles.length > 0 ? roles : [settings.defaultUserType];
}

/**
 * The role chosen at first: the one the link asks for (`asked`, a `?role=` of the address: a
 * reset or invitation link's page leads here with its account's role) when it may log in, else
 * the site's `defaultUserType` when it may, else the first.
 */
export function initialLoginRole(
  settings: LoginRoleSettings,
  roles: readonly UserType[],
  asked?: string | null,
): UserType {
  const wanted = USER_TYPES.find((type) => type === asked) ?? settings.defaultUserType;
  return openingRole(roles, wanted, settings.defaultUserType) ?? settings.defaultUserType;
}
