import type { Locale } from '@jobboard/schema';
import { pagePathFor, type RoutablePage } from './page-path-for';
import { localePrefix } from './route-locales';

export interface PageHrefOptions {
  /** The locale whose URLs carry no prefix. */
  defaultLocale: Locale;
  /** The item a detail page shows, appended as the child segment. */
  detailKey?: string;
}

/**
 * The board path of a page in a locale: `/{locale}` prefix except for the default locale, the
 * page path (none for home), then the detail key. `null` when the page has no path to link to.
 */
export function pageHref(
  page: RoutablePage,
  locale: Locale,
  options: PageHrefOptions,
): string | null {
  const prefix = localePrefix(locale, options.defaultLocale);
  const child = options.detailKey === undefined ? '' : `/${encodeURIComponent(options.detailKey)}`;
  if (page.key === 'p-home' && child === '') return prefix || '/';
  const path = pagePathFor(page, locale, options.defaultLocale);
  if (path === null) return null;
  return `${prefix}/${path}${child}`;
}
