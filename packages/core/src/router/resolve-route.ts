import { ERROR_TEXTS, isSupportedLocale } from '@jobboard/schema';
import { matchFixedRoute } from './fixed-routes';
import { isDetailPage } from './is-detail-page';
import { pagePathFor, type RoutablePage } from './page-path-for';
import type { ResolvedRoute } from './resolved-route';
import { type RouteLocales, splitLocaleSegment } from './route-locales';

interface PageMatch<P> {
  page: P;
  detailKey?: string;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matchPage<P extends RoutablePage>(
  pages: readonly P[],
  segments: readonly string[],
  pathOf: (page: P) => string | null,
): PageMatch<P> | undefined {
  // Hand-encoded links (`/over%2Dons`) name the same page as their plain form.
  const [slug, child] = segments.map(decodeSegment);
  if (slug === undefined) {
    const home = pages.find((page) => page.key === 'p-home');
    return home && { page: home };
  }
  // More than two segments give the empty slug pair, which no page has.
  if (segments.length > 2) return undefined;
  if (child !== undefined) {
    const detail = pages.find((page) => isDetailPage(page) && pathOf(page) === slug);
    if (detail) return { page: detail, detailKey: child };
  }
  const joined = child === undefined ? slug : `${slug}/${child}`;
  const page = pages.find((candidate) => pathOf(candidate) === joined);
  return page && { page };
}

/**
 * Resolves a board path to a fixed route, a site page or not found (product.md §2): an optional
 * leading locale segment; no slug gives home; one slug matches a page path for the locale; with
 * a child slug, detail page types match on the first slug and the child is the detail key,
 * otherwise the joined `slug/child` is matched (nested paths such as `werkgevers/adverteren`).
 */
export function resolveRoute<P extends RoutablePage>(
  pages: readonly P[],
  path: string,
  locales: RouteLocales,
): ResolvedRoute<P> {
  const split = splitLocaleSegment(path, locales);
  const base = {
    locale: split.locale,
    defaultLocale: locales.defaultLocale,
    switchesLocale: split.locale !== locales.locale,
  };
  const fixed = matchFixedRoute(split.segments);
  if (fixed) return { ...base, kind: 'fixed', route: fixed };

  const match = matchPage(pages, split.segments, (page) =>
    pagePathFor(page, split.locale, locales.defaultLocale),
  );
  if (match) return { ...base, kind: 'page', ...match };
  // A product locale the site does not offer (`/ro/...` on an nl and en-US site) gets its own text.
  const [first] = split.segments;
  const unsupportedLocale = !split.prefixed && first !== undefined && isSupportedLocale(first);
  return {
    ...base,
    kind: 'not-found',
    status: 404,
    message: unsupportedLocale ? ERROR_TEXTS.unsupportedLocale : ERROR_TEXTS.routeNotFound,
    notFoundPage: pages.find((page) => page.key === 'p-not-found-error') ?? null,
  };
}
