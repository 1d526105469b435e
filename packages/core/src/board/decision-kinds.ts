import { isPageType, type Page, pageAccess } from '@jobboard/schema';
import type { NavigationDecision } from '../router/navigation-decision';
import type { ResolvedRoute } from '../router/resolved-route';

// What the board controller asks of a navigation decision before carrying it out.

/**
 * Whether carrying out a decision needs the visitor's tokens: the login guard's and the site
 * password gate's redirects (the browser may hold the token), and an employer token's login
 * (the browser must keep it).
 */
export function needsBrowserTokens(decision: NavigationDecision<Page>): boolean {
  if (decision.kind === 'employer-login') return true;
  return (
    decision.kind === 'redirect' &&
    (decision.reason === 'login-required' || decision.reason === 'site-auth')
  );
}

/** A redirect of the login guard or the guest-only guard: it depends on the session. */
export function isGuardRedirect(decision: NavigationDecision<Page>): boolean {
  return (
    decision.kind === 'redirect' &&
    (decision.reason === 'login-required' || decision.reason === 'guest-only')
  );
}

/** The site page a route shows: its page, or the site's own not-found page for a 404. */
export function shownPage(route: ResolvedRoute<Page>): Page | null {
  if (route.kind === 'page') return route.page;
  return route.kind === 'not-found' ? route.notFoundPage : null;
}

/**
 * Login, register and the password pages, where a remembered path waits for the login, and the
 * screens without a page (the site password form, which returns there too).
 */
export function isAccountEntry(page: Page | null): boolean {
  return page === null || (isPageType(page.key) && pageAccess(page.key) === 'guest');
}
