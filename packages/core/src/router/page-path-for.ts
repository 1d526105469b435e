import {
  defaultPagePath,
  isPageType,
  type Locale,
  type Page,
  parsePagePath,
} from '@jobboard/schema';

/** What routing needs of a page: its type id and its stored paths. */
export type RoutablePage = Pick<Page, 'key' | 'path'>;

/**
 * A page's path in a locale, without slashes, or `null` when it has none. A page missing the
 * locale (or whose stored JSON is broken) falls back to its default-locale path, then to the
 * catalogue's default path for its type; a generic page has no catalogue path.
 */
export function pagePathFor(
  page: RoutablePage,
  locale: Locale,
  defaultLocale: Locale,
): string | null {
  const paths = parsePagePath(page.path);
  const stored = paths[locale] ?? paths[defaultLocale];
  if (stored !== undefined) {
    const trimmed = stored.replace(/^\/+|\/+$/g, '');
    if (trimmed !== '') return trimmed;
  }
  if (!isPageType(page.key) || page.key === 'p-generic') return null;
  return defaultPagePath(page.key, locale);
}
