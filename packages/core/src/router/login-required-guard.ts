import { isPageType, pageAccess } from '@jobboard/schema';
import { formatBoardUrl, parseBoardUrl } from './board-url';
import type { StepDecision } from './navigation-decision';
import type { NavigationInput } from './navigation-input';
import { pageHref } from './page-href';
import type { ResolvedRoute } from './resolved-route';
import { localePrefix } from './route-locales';

/**
 * The query a guest keeps on the way to login: `layout`, plus one more key, the first other
 * key in the URL's order (with all its values). Everything else is dropped.
 */
export function loginQuery(query: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  const layout = query.getAll('layout');
  for (const value of layout) kept.append('layout', value);
  const other = [...query.keys()].find((key) => key !== 'layout');
  if (other !== undefined) for (const value of query.getAll(other)) kept.append(other, value);
  return kept;
}

/**
 * Pages that need a login (my account and manage job alert, from the page catalogue) send a
 * guest to the site's login page in the route's locale (`/login` when the site has none),
 * remembering where the guest was headed.
 */
export function loginRequiredGuard(
  input: NavigationInput,
  route: ResolvedRoute,
): StepDecision | null {
  if (input.loggedIn || route.kind !== 'page') return null;
  const { key } = route.page;
  if (!isPageType(key) || pageAccess(key) !== 'login') return null;
  const loginPage = input.pages.find((page) => page.key === 'p-login');
  const loginPath =
    (loginPage && pageHref(loginPage, route.locale, { defaultLocale: route.defaultLocale })) ??
    `${localePrefix(route.locale, route.defaultLocale)}/login`;
  const to = { ...parseBoardUrl(loginPath), query: loginQuery(input.url.query) };
  return {
    kind: 'redirect',
    reason: 'login-required',
    to,
    remember: formatBoardUrl({ path: input.url.path, query: input.url.query }),
  };
}
