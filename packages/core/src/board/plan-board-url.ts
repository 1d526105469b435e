import type { JobboardClient } from '@jobboard/client';
import type { Page } from '@jobboard/schema';
import type { BoardUrl } from '../router/board-url';
import type { NavigationDecision } from '../router/navigation-decision';
import { planNavigation } from '../router/plan-navigation';
import {
  lookupRedirect,
  type RedirectAnswer,
  type ResolvedRedirect,
} from '../router/resolve-redirect';
import { type BoardStartData, boardIds, siteLocales, siteSettingsOf } from './board-start-data';

export interface PlanBoardUrlInput {
  client: JobboardClient;
  data: BoardStartData;
  url: BoardUrl;
  host: string | undefined;
  apiBase: string | null;
  loggedIn: boolean;
  /**
   * Ask the redirect lookup first (spec: before every page). A hydrating board skips it for its
   * first URL, which the server looked up already.
   * @default true
   */
  lookupRedirects?: boolean;
  /** The editor's own preview passes the draft and password gates. @default false */
  editorPreview?: boolean;
  /**
   * The redirect lookup's answers this board had, by path (the lookup asks for the path only):
   * a path is asked once a session, not again on each search, filter, page or back and forward
   * on it (the lookup held up every such move by a request). The client reads a failed lookup
   * as no redirect (spec §8), and so it is kept.
   */
  redirectAnswers?: Map<string, RedirectAnswer | null>;
}

/** How many paths' redirect answers a board keeps. */
const REDIRECT_ANSWERS_KEPT = 200;

/**
 * Plans one board URL with the board's state: the redirect lookup's answer, the site's pages and
 * locales, its gates and whether someone is logged in. Shared by the browser and the server
 * render, so both decide alike.
 */
export async function planBoardUrl(input: PlanBoardUrlInput): Promise<NavigationDecision<Page>> {
  const { client, data, url } = input;
  const settings = siteSettingsOf(data.site);
  const locales = siteLocales(settings);
  const ids = boardIds(data.config, input.host);
  let redirect: ResolvedRedirect | null = null;
  if (ids && input.lookupRedirects !== false) {
    const kept = input.redirectAnswers;
    redirect = await lookupRedirect(async () => {
      const known = kept?.get(url.path);
      if (known !== undefined) return known;
      const answer = await client.public.getRedirect(ids.jobBoardId, url.path);
      if (kept) {
        if (kept.size >= REDIRECT_ANSWERS_KEPT) kept.delete(kept.keys().next().value ?? '');
        kept.set(url.path, answer);
      }
      return answer;
    });
  }
  return planNavigation<Page>({
    url,
    pages: data.site.pages,
    locales: {
      locale: data.locale,
      defaultLocale: locales.default,
      supportedLocales: locales.supported,
    },
    redirect,
    site: {
      // `''` is the page's own origin, an address as good as any.
      apiAddress: input.apiBase === '' ? '/' : input.apiBase,
      status: data.site.status,
      passwordEnabled: settings.passwordEnabled,
      // The store drops expired tokens, so a stored one is a valid one.
      hasValidSiteToken: client.tokens.get('site') !== null,
    },
    loggedIn: input.loggedIn,
    editorPreview: input.editorPreview ?? false,
  });
}
