import type { Locale } from '@jobboard/schema';
import { pageHref } from './page-href';
import type { RoutablePage } from './page-path-for';
import type { ResolvedRoute } from './resolved-route';
import { localePrefix } from './route-locales';

/**
 * Page types whose items are written per language, each language with its own slugs (a landing
 * page, a CMS article): in another language the item's slug names nothing, so a switch leads to
 * the page listing them there.
 */
const LIST_OF_PER_LANGUAGE_ITEMS: Readonly<Record<string, string>> = {
  'p-landing-pages': 'p-landing-pages',
  'p-cms-article': 'p-news-list',
};

/**
 * Whether {@link switchLocaleHref} leads away from the route to a list: an item written per
 * language (a landing page, an article) has no page in another language.
 */
export function switchLeadsToList(route: ResolvedRoute, pages?: readonly RoutablePage[]): boolean {
  return (
    pages !== undefined &&
    route.kind === 'page' &&
    route.detailKey !== undefined &&
    LIST_OF_PER_LANGUAGE_ITEMS[route.page.key] !== undefined
  );
}

/**
 * The same route in another language, for the language switcher: a page keeps its detail key
 * and takes the target locale's path; a fixed route keeps its path under the target prefix; a
 * route that matched nothing leads to the target locale's home. With the site's `pages`, an item
 * written per language (a landing page, an article) leads to its list in the target language.
 */
export function switchLocaleHref(
  route: ResolvedRoute,
  targetLocale: Locale,
  pages?: readonly RoutablePage[],
): string {
  const prefix = localePrefix(targetLocale, route.defaultLocale);
  switch (route.kind) {
    case 'fixed':
      return `${prefix}${route.route}`;
    case 'page': {
      const listType =
        pages && route.detailKey !== undefined
          ? LIST_OF_PER_LANGUAGE_ITEMS[route.page.key]
          : undefined;
      if (listType) {
        const list = pages?.find((page) => page.key === listType);
        const href = list
          ? pageHref(list, targetLocale, { defaultLocale: route.defaultLocale })
          : null;
        return href ?? (prefix || '/');
      }
      const options =
        route.detailKey === undefined
          ? { defaultLocale: route.defaultLocale }
          : { defaultLocale: route.defaultLocale, detailKey: route.detailKey };
      return pageHref(route.page, targetLocale, options) ?? (prefix || '/');
    }
    case 'not-found':
      return prefix || '/';
  }
}
