import type { JobboardClient } from '@jobboard/client';
import type { BoardUrl } from '../router/board-url';
import { lookupRedirect } from '../router/resolve-redirect';
import { resolveRoute } from '../router/resolve-route';
import { localePrefix } from '../router/route-locales';
import { switchLocaleHref } from '../router/switch-locale-href';
import { type BoardStartData, boardIds, siteLocales, siteSettingsOf } from './board-start-data';

export interface LocaleUrlAtStart {
  /** The URL to replace the current one with, or `null` to keep it. */
  url: BoardUrl | null;
  /** The redirect lookup of the current path was made here: the first plan need not ask. */
  redirectAsked: boolean;
}

/**
 * Where a board started in a locale its URL does not name (the locale option, the loader's pick
 * from the browser's languages) puts the locale prefix, which decides from then on: a page or a
 * fixed route at its path in that locale. A path that matches no page is asked about first: a
 * redirect rule may name it as it is (rewritten to the locale's home, as it was, no rule and no
 * 404 was ever reached). Without a rule it keeps its path under the prefix, so its 404 is in the
 * board's locale. A hydrating board keeps the URL the server rendered.
 */
export async function localeUrlAtStart(input: {
  loaded: BoardStartData;
  current: BoardUrl;
  client: JobboardClient;
  host: string | undefined;
  hydrating: boolean;
}): Promise<LocaleUrlAtStart> {
  const { loaded, current } = input;
  const keep = { url: null, redirectAsked: false };
  const locales = siteLocales(siteSettingsOf(loaded.site));
  const route = resolveRoute(loaded.site.pages, current.path, {
    locale: loaded.locale,
    defaultLocale: locales.default,
    supportedLocales: locales.supported,
  });
  if (!route.switchesLocale || route.locale !== locales.default) return keep;
  if (route.kind !== 'not-found') {
    const path = switchLocaleHref(route, loaded.locale);
    return { url: { ...current, path: path.split('?')[0] ?? path }, redirectAsked: false };
  }
  if (input.hydrating) return keep;
  const ids = boardIds(loaded.config, input.host);
  const redirect = ids
    ? await lookupRedirect(() => input.client.public.getRedirect(ids.jobBoardId, current.path))
    : null;
  // The first plan follows the rule (asking again); without one, it need not ask.
  if (redirect) return keep;
  return {
    url: { ...current, path: `${localePrefix(loaded.locale, locales.default)}${current.path}` },
    redirectAsked: true,
  };
}
