import { parseBoardUrl } from '../board-url';
import type { NavigationInput } from '../navigation-input';
import { resolveRoute } from '../resolve-route';
import type { ResolvedRoute } from '../resolved-route';
import { FIXTURE_LOCALES, type FixturePage, fixtureSitePages } from './fixture-pages';

/** An open, published site whose API was found, a guest, nl shown: nothing gets in the way. */
export function navigationInput(
  url: string,
  overrides: Partial<NavigationInput<FixturePage>> = {},
): NavigationInput<FixturePage> {
  return {
    url: parseBoardUrl(url),
    pages: fixtureSitePages(),
    locales: FIXTURE_LOCALES,
    redirect: null,
    site: {
      apiAddress: 'https://api.example.com',
      status: 'published',
      passwordEnabled: false,
      hasValidSiteToken: false,
    },
    loggedIn: false,
    ...overrides,
  };
}

/** The input and its resolved route, for testing one step alone. */
export function stepArguments(
  url: string,
  overrides: Partial<NavigationInput<FixturePage>> = {},
): [NavigationInput<FixturePage>, ResolvedRoute<FixturePage>] {
  const input = navigationInput(url, overrides);
  return [input, resolveRoute(input.pages, input.url.path, input.locales)];
}
