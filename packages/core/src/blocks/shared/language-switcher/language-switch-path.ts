import type { Locale } from '@jobboard/schema';
import type { BlockContext } from '../../../blocks-runtime/block-context';
import { resolveRoute } from '../../../router/resolve-route';
import { switchLeadsToList, switchLocaleHref } from '../../../router/switch-locale-href';

/** What the switch needs of the block context. */
export type LanguageSwitchContext = Pick<
  BlockContext,
  'site' | 'route' | 'locale' | 'defaultLocale' | 'config' | 'settings'
>;

/** The locales a URL prefix may name: the configured languages and the site's own. */
function supportedLocales(context: LanguageSwitchContext): Locale[] {
  const codes = [
    ...context.config.languages.map((language) => language.locale),
    ...context.settings.supportedLanguages,
  ];
  return [...new Set(codes)];
}

/**
 * The board path of the current page in `target`: the same page (with its detail key) at the
 * target locale's path, or the same fixed route under the target prefix. The query is kept, so
 * a search stays when the language changes. An item written per language (a landing page, an
 * article) leads to its list in another language, without the item's query (its jobs' page
 * would be a page of the list); in its own language it stays where it is.
 */
export function languageSwitchPath(context: LanguageSwitchContext, target: Locale): string {
  const query = context.route.query.toString();
  const withQuery = (path: string) => (query ? `${path}?${query}` : path);
  if (target === context.locale) return withQuery(context.route.path);
  const route = resolveRoute(context.site.pages, context.route.path, {
    locale: context.locale,
    defaultLocale: context.defaultLocale,
    supportedLocales: supportedLocales(context),
  });
  const path = switchLocaleHref(route, target, context.site.pages);
  return switchLeadsToList(route, context.site.pages) ? path : withQuery(path);
}
