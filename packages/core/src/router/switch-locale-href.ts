import type { Locale } from '@jobboard/schema';
import { pageHref } from './page-href';
import type { ResolvedRoute } from './resolved-route';
import { localePrefix } from './route-locales';

/**
 * The same route in another language, for the language switcher: a page keeps its detail key
 * and takes the target locale's path; a fixed route keeps its path under the target prefix; a
 * route that matched nothing leads to the target locale's home.
 */
export function switchLocaleHref(route: ResolvedRoute, targetLocale: Locale): string {
  const prefix = localePrefix(targetLocale, route.defaultLocale);
  switch (route.kind) {
    case 'fixed':
      return `${prefix}${route.route}`;
    case 'page': {
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
