import {
  DEFAULT_LOCALE,
  defaultPagePath,
  isDetailPageType,
  isPageType,
  type Locale,
  type Page,
  parsePagePath,
  type Site,
  siteSettingsFromItems,
} from '@jobboard/schema';

// The board's router (@jobboard/core's resolve-route.ts, route-locales.ts, page-href.ts) takes a
// page at more than one address: an explicit default-locale prefix (`/nl/vacatures`), a prefix in
// any case (`/EN-US/job-list`), home by its own path (`/home`). A search engine must be told the
// one address the board itself links to, worked out here the same way from the rendered site (the
// server imports no code of the core, only its build's renderer).

type RoutablePage = Pick<Page, 'key' | 'path'>;

/**
 * The address the board links to for the page `path` shows on `site` (spec: "Page URLs use a
 * locale prefix, which is omitted for the default locale"): no prefix for the default locale,
 * else `/{locale}` as the site writes the code (`en-US`); home as `/` (`/{locale}` in another
 * locale, as the board's links and language switch write it); any other page at its path for the
 * locale, with a detail page's item. Null when no page of the site is at `path` (a fixed route
 * such as `/site-auth`): the caller keeps the path it has.
 */
export function canonicalPagePath(site: Site, path: string): string | null {
  const locales = siteLocales(site);
  const { locale, segments } = splitLocaleSegment(path, locales);
  const match = matchPage(site.pages, segments, (page) =>
    pagePathFor(page, locale, locales.defaultLocale),
  );
  if (!match) return null;
  const prefix = locale === locales.defaultLocale ? '' : `/${locale}`;
  if (match.page.key === 'p-home' && match.detailKey === undefined) return prefix || '/';
  const pagePath = pagePathFor(match.page, locale, locales.defaultLocale);
  if (pagePath === null) return null;
  const child = match.detailKey === undefined ? '' : `/${encodeURIComponent(match.detailKey)}`;
  return `${prefix}/${pagePath}${child}`;
}

interface SiteLocales {
  supported: readonly Locale[];
  defaultLocale: Locale;
}

/** The site's languages and its default, as the board takes them (core's `siteLocales`). */
function siteLocales(site: Site): SiteLocales {
  const settings = siteSettingsFromItems(site.settings);
  const supported = settings.supportedLanguages.length
    ? settings.supportedLanguages
    : [DEFAULT_LOCALE];
  const defaultLocale = supported.includes(settings.defaultLanguage)
    ? settings.defaultLanguage
    : (supported[0] ?? DEFAULT_LOCALE);
  return { supported, defaultLocale };
}

/** The URL's locale prefix in any case, as the site writes it, else the default locale. */
function splitLocaleSegment(
  path: string,
  locales: SiteLocales,
): { locale: Locale; segments: string[] } {
  const segments = path.split('/').filter((segment) => segment !== '');
  const [first] = segments;
  const prefix =
    first === undefined
      ? undefined
      : locales.supported.find((code) => code.toLowerCase() === first.toLowerCase());
  return prefix === undefined
    ? { locale: locales.defaultLocale, segments }
    : { locale: prefix, segments: segments.slice(1) };
}

/** The page the segments name, as the board's router finds it (core's `matchPage`). */
function matchPage<P extends RoutablePage>(
  pages: readonly P[],
  segments: readonly string[],
  pathOf: (page: P) => string | null,
): { page: P; detailKey?: string } | undefined {
  const [slug, child] = segments.map(decodeSegment);
  if (slug === undefined) {
    const home = pages.find((page) => page.key === 'p-home');
    return home && { page: home };
  }
  if (segments.length > 2) return undefined;
  if (child !== undefined) {
    const detail = pages.find(
      (page) => isPageType(page.key) && isDetailPageType(page.key) && pathOf(page) === slug,
    );
    if (detail) return { page: detail, detailKey: child };
  }
  const joined = child === undefined ? slug : `${slug}/${child}`;
  const page = pages.find((candidate) => pathOf(candidate) === joined);
  return page && { page };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A page's path in a locale, without slashes (core's `pagePathFor`): its stored path, else its
 * default-locale path, else the catalogue's path for its type; null for a generic page without.
 */
function pagePathFor(page: RoutablePage, locale: Locale, defaultLocale: Locale): string | null {
  const paths = parsePagePath(page.path);
  const stored = (paths[locale] ?? paths[defaultLocale])?.replace(/^\/+|\/+$/g, '');
  if (stored) return stored;
  if (!isPageType(page.key) || page.key === 'p-generic') return null;
  return defaultPagePath(page.key, locale);
}
