import { canonicalPath, isPageType, pageAccess, toSettingsLocale } from '@jobboard/schema';
import { pageTitleOf } from '../blocks-runtime/page-heading';
import { listsPages } from '../router/lists-pages';
import { pageHref } from '../router/page-href';
import { isRouteNotFound } from './board-view';
import type { BoardState } from './create-board-controller';

type ReadyState = Extract<BoardState, { phase: 'ready' }>;

/** What a board page puts in the document's head. */
export interface PageHead {
  /** The page's title (its `page_title`, else its `page_label`), '' when it has neither. */
  title: string;
  description: string;
  /** The locale the page shows in, for `<html lang>`. */
  locale: string;
}

/**
 * The head of the page a ready state shows: the route's page, or the site's not-found page.
 * The server's render and a browser board that keeps the document's title use the same rule.
 */
export function pageHeadOf(state: ReadyState): PageHead {
  const route = state.decision.route;
  const page =
    route.kind === 'page' ? route.page : route.kind === 'not-found' ? route.notFoundPage : null;
  const locale = state.data.locale;
  return { title: pageTitleOf(page, locale), description: descriptionOf(page, locale), locale };
}

/**
 * The description of a detail page whose item is missing (a 404, which its block reports): the
 * site's not-found page's, as an unmatched address has, else none; not the detail page's own,
 * which would promise the item in a search snippet.
 */
export function missingItemDescriptionOf(state: ReadyState): string {
  const notFoundPage = state.data.site.pages.find((page) => page.key === 'p-not-found-error');
  return descriptionOf(notFoundPage ?? null, state.data.locale);
}

function descriptionOf(page: ReadyState['data']['site']['pages'][number] | null, locale: string) {
  const texts = page?.settings.find((entry) => entry.locale === toSettingsLocale(locale))?.settings;
  return texts?.page_description ?? '';
}

/**
 * The path (and query) of the canonical address the standalone server gives the page a ready
 * state shows, for a board that keeps the document's head (`documentHead`): the page's own path
 * as the board links to it (`pageHref`, the render's `path`), else (a fixed route) the URL's path
 * without a trailing slash; with a results `page` past the first on a page that lists items over
 * pages (`listsPages`) and no other query, as the
 * server's `canonicalPageUrl`. Null where the server gives none: a 404 (an unmatched route, the
 * site's not-found page) and a page that needs a login (the server answers it without state).
 * A detail page whose item is missing reports it while rendering (`PageStatus.notFound`).
 */
export function canonicalPathOf({ decision: { route }, url }: ReadyState): string | null {
  const page = route.kind === 'page' ? route.page : null;
  if (
    isRouteNotFound(route) ||
    page?.key === 'p-not-found-error' ||
    (page && isPageType(page.key) && pageAccess(page.key) === 'login')
  ) {
    return null;
  }
  // A page route carries what `pageHref` reads: its default locale and detail key.
  return canonicalPath(
    route.kind === 'page' ? pageHref(route.page, route.locale, route) : null,
    url.path,
    url.query,
    page ? listsPages(page) : false,
  );
}
