import { isPageType, pageAccess } from '@jobboard/schema';
import { createBoardUrl } from './board-url';
import type { StepDecision } from './navigation-decision';
import type { NavigationInput } from './navigation-input';
import type { ResolvedRoute } from './resolved-route';
import { localePrefix } from './route-locales';

/**
 * Guest-only pages (login, register, forgot password, password change, from the page catalogue)
 * send a logged-in user home, in the route's locale; except a password reset link (the password
 * change page with its `token`), which works whoever is logged in: sent home, the user could not
 * use the link they were mailed, nor read why.
 */
export function guestOnlyGuard(input: NavigationInput, route: ResolvedRoute): StepDecision | null {
  if (!input.loggedIn || route.kind !== 'page') return null;
  const { key } = route.page;
  if (!isPageType(key) || pageAccess(key) !== 'guest') return null;
  if (key === 'p-password-change' && input.url.query.get('token')) return null;
  const home = localePrefix(route.locale, route.defaultLocale) || '/';
  return { kind: 'redirect', reason: 'guest-only', to: createBoardUrl(home) };
}
