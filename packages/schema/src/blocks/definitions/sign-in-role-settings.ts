import type { SIGN_IN_ROLES } from '../options';
import { setting } from '../settings/setting';

/**
 * The role tabs of the login and registration forms (builder.md §6: each can be enabled per
 * role, and a default role tab set). The site settings may switch a role off for the whole
 * site; these choose what this form offers. A default role that is not enabled falls back to
 * the first enabled one.
 */
export function signInRoleSettings(roles: typeof SIGN_IN_ROLES) {
  return {
    enabledRoles: setting.multiSelect({
      tab: 'configuration',
      title: 'Roles',
      description: 'The role tabs the form shows; at least one.',
      allowed: roles,
      minItems: 1,
      default: [...roles],
    }),
    defaultRole: setting.select({
      tab: 'configuration',
      title: 'Default role tab',
      allowed: roles,
      default: 'candidate',
    }),
  };
}
