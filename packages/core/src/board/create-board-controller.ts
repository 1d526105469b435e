import { isApiError } from '@jobboard/client';
import { type Locale, type Page, SUPPORTED_LOCALES, TIMINGS } from '@jobboard/schema';
import { type BoardEventMap, createEventBus } from '../analytics/index';
import { blockDataConfig } from '../blocks-runtime/block-data-provider';
import { type BoardUrl, formatBoardUrl, sameBoardUrl, toBoardUrl } from '../router/board-url';
import { inEditorLayout, isEditorLayout } from '../router/is-editor-layout';
import type { NavigationDecision } from '../router/navigation-decision';
import { rememberPath, takeRememberedPath } from '../router/remembered-path';
import type { RedirectAnswer } from '../router/resolve-redirect';
import { resolveRoute } from '../router/resolve-route';
import { localePrefix } from '../router/route-locales';
import { switchLeadsToList, switchLocaleHref } from '../router/switch-locale-href';
import { hostKeepingUrl } from '../shell/host-keeping-url';
import { atMost } from './at-most';
import type { BoardController, BoardControllerDeps, BoardState } from './board-controller-types';
import {
  type BoardStartData,
  boardIds,
  loadStartData,
  localeBeforeSite,
  matchLocale,
  preferredLocale,
  siteLocales,
  siteSettingsOf,
} from './board-start-data';
import { preloadBoardView } from './board-view';
import { isAccountEntry, isGuardRedirect, needsBrowserTokens, shownPage } from './decision-kinds';
import { localeUrlAtStart } from './locale-url-at-start';
import { planBoardUrl } from './plan-board-url';
import { readPageData } from './read-page-data';

/** How long a hydrating board waits for its page's block modules: as long as `mount` keeps
 * text typed into the server's fields (keep-typed-text.ts, `KEEP_TYPED_TEXT_MS`). */
const HYDRATION_BLOCKS_WAIT_MS = 30_000;

export type {
  BoardController,
  BoardControllerDeps,
  BoardState,
  RenderDecision,
} from './board-controller-types';

/**
 * The board's navigation loop outside React: on every URL change it plans the URL
 * (`planNavigation` after the redirect lookup) and carries the decision out — replace the URL,
 * log an employer in, load another locale's pages — until it can render. Navigations that are
 * overtaken by a newer one are dropped.
 */
export function createBoardController(deps: BoardControllerDeps): BoardController {
  const { client, i18n, location, registry, session } = deps;

  /** The block modules of a page with their texts' catalog parts (account pages' blocks). */
  const preloadBlocks = async (types: readonly string[], locale: Locale) => {
    await registry.preload(types, locale);
    const parts = new Set(types.map((type) => registry.loaded(type, locale)?.catalogPart));
    await Promise.all(
      [...parts].map((part) => (part ? i18n.loadPart(part).catch(() => undefined) : undefined)),
    );
  };
  const events = deps.events ?? createEventBus<BoardEventMap>();
  const listeners = new Set<() => void>();
  let state: BoardState = { phase: 'starting' };
  let data: BoardStartData | undefined = deps.initialData;
  let ticket = 0;
  let skipRedirectLookup = deps.initialData !== undefined;
  // The redirect lookup's answers by path, for this board's life (plan-board-url.ts).
  const redirectAnswers = new Map<string, RedirectAnswer | null>();
  // The first render of a board over the server's HTML hydrates it, which needs every block's
  // module: it waits for them as long as text typed into the server's fields is kept.
  let hydrationPending = deps.initialData !== undefined;
  let started: Promise<void> | undefined;
  let redirected: { status: number; url: string } | null = null;
  let destroyed = false;
  // Redirects followed since the last render: a loop of redirect rules ends in a failure.
  let redirects = 0;
  // An employer token's login in progress: its session changes are not navigations of their own.
  let tokenLogin = false;
  // A stored session being picked up (`restoreSession`): a guard's decision waits for it.
  let restoring: Promise<unknown> | null = null;
  // Stored sessions being picked up (at start, or after a hydration): not a login the visitor
  // just made, so they never take the remembered path.
  let restores = 0;
  const cleanups: (() => void)[] = [];

  const set = (next: BoardState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const fail = (error: unknown): Promise<void> | undefined => {
    events.emit('error', { error });
    // Shown as 'Server error: {message}': the API's own 500 text already says it.
    const message = (error instanceof Error ? error.message : String(error)).replace(
      /^server error:\s*/i,
      '',
    );
    const transport =
      error instanceof RedirectLoopError
        ? { transport: 'redirect-loop' as const }
        : isApiError(error) && error.kind !== 'http'
          ? { transport: error.kind }
          : {};
    if (data) {
      const home = localePrefix(data.locale, siteLocales(siteSettingsOf(data.site)).default);
      set({ phase: 'failed', message, ...transport, home: home || '/', locale: data.locale });
      return;
    }
    const { locale, home } = localeBeforeSite(location.current().path, deps.locale);
    // Without one, the language the board's texts are in (its default), named on the root too.
    if (!locale) {
      set({ phase: 'failed', message, ...transport, home, locale: i18n.locale });
      return;
    }
    return i18n
      .setLocale(locale)
      .catch(() => undefined)
      .then(() => set({ phase: 'failed', message, ...transport, home, locale }));
  };

  const loadLocale = async (locale: string, setLocaleFirst = false) => {
    const current = data;
    if (!current) return;
    const ids = boardIds(current.config, deps.host);
    if (!ids) return;
    // The editor's preview switches its texts before the pages arrive (spec: in editor layout
    // the locale is set first).
    if (setLocaleFirst) await i18n.setLocale(locale);
    client.setLocale(locale);
    const [config, site] = await Promise.all([
      client.public.getConfiguration(),
      client.public.getSite(ids.siteId, locale),
    ]);
    await i18n.setLocale(locale);
    await i18n.setCustomTranslations(siteSettingsOf(site).customTranslations);
    data = { config, site, locale, fallback: current.fallback };
  };

  // A stored site token the server no longer accepts (a changed password) sends the visitor to
  // the password form again instead of failing every call.
  const dropRefusedSiteToken = async (passwordEnabled: boolean) => {
    const token = passwordEnabled ? client.tokens.get('site') : null;
    if (token && !(await client.public.validateToken(token).catch(() => true))) {
      client.tokens.clear('site');
    }
  };

  /** `chosen`: the visitor moved to this URL on the board (a link, `navigate`, `setLocale`). */
  // The path of the last `navigate` event.
  let lastNavigatePath: string | null = null;
  const go = async (
    url: BoardUrl,
    depth = 0,
    lookupRedirects = true,
    chosen = false,
    replan = false,
  ): Promise<void> => {
    if (destroyed || !data) return;
    const mine = ++ticket;
    // A token that expired (60 s margin) while the board was open ends its session first.
    session.revalidate();
    if (state.phase === 'ready') set({ ...state, navigating: true });
    let decision: NavigationDecision<Page>;
    try {
      decision = await planBoardUrl({
        client,
        data,
        url,
        host: deps.host,
        apiBase: deps.apiBase,
        loggedIn: session.getSnapshot().status !== 'guest',
        lookupRedirects: lookupRedirects && !skipRedirectLookup,
        redirectAnswers,
      });
    } catch (error) {
      if (mine === ticket) fail(error);
      return;
    }
    skipRedirectLookup = false;
    if (mine !== ticket || destroyed) return;
    // A loop of redirects (rules pointing at each other, or at themselves) ends in a failure.
    if (decision.kind !== 'render' && (depth > 8 || redirects > 8)) {
      return fail(new RedirectLoopError('Too many redirects.'));
    }
    // Whether the visitor is logged in decides the guards: while a stored session is still being
    // picked up, a guard's redirect waits for it and the URL is planned again, so a logged-in
    // visitor's account page is not sent to login first. Other pages do not wait.
    if (restoring && isGuardRedirect(decision)) {
      await restoring;
      if (mine !== ticket || destroyed) return;
      return go(url, depth, lookupRedirects, chosen, replan);
    }
    if (deps.tokensInBrowser && needsBrowserTokens(decision)) {
      set({ phase: 'browser-only', url, locale: data.locale });
      return;
    }
    switch (decision.kind) {
      case 'redirect-external':
        redirected = { status: chainedStatus(redirected, decision.status), url: decision.url };
        deps.assign?.(decision.url);
        return;
      case 'redirect':
        redirects += 1;
        redirected = {
          status: chainedStatus(redirected, decision.status ?? 302),
          url: formatBoardUrl(decision.to),
        };
        if (decision.remember && deps.pathStorage)
          rememberPath(deps.pathStorage, decision.remember, deps.pathKey);
        // `replace` notifies the subscription below, which plans the new URL.
        location.replace(decision.to);
        return;
      case 'employer-login':
        // The login's own session changes must not plan the URL again: it still holds the token,
        // so each new plan would log in again, for ever.
        tokenLogin = true;
        try {
          await session.login('employer', decision.token, { link: true });
        } finally {
          tokenLogin = false;
        }
        // The token's link says where to go: a path remembered earlier (a guest sent to login)
        // must not take over a later login or page load.
        if (deps.pathStorage) takeRememberedPath(deps.pathStorage, deps.pathKey);
        if (mine === ticket) location.replace(decision.then);
        return;
      case 'load-locale':
        try {
          await loadLocale(decision.locale, decision.setLocaleFirst);
        } catch (error) {
          if (mine === ticket) fail(error);
          return;
        }
        // A language the visitor moved to on the board (its switcher, `setLocale`, a link) is
        // kept for the next visit; one a page load started in, a redirect rule led to, or back
        // and forward (the host page's own fragment in hash mode) returned to is not their choice.
        if (chosen) deps.rememberLocale?.(decision.locale);
        // The same URL again: its redirect lookup has been answered already.
        if (mine === ticket) await go(url, depth + 1, false, chosen, replan);
        return;
      case 'render': {
        // The page's block modules (the site's not-found page's for a 404) and SWR, which
        // blocks read data with, load in parallel: a hydrating board shows no placeholders. A
        // chunk that stalls holds the page back no longer than the blocks' loading time-out;
        // over the server's HTML, which stays usable meanwhile, as long as typed text is kept:
        // cut short, the page was rendered afresh and the form a visitor was filling in on a
        // slow connection came back empty (a chunk that failed is not waited for).
        const hydrating = hydrationPending;
        const waitMs = hydrating ? HYDRATION_BLOCKS_WAIT_MS : TIMINGS.asyncComponentTimeoutMs;
        hydrationPending = false;
        await atMost(
          Promise.all([
            preloadBlocks(
              (shownPage(decision.route)?.blocks ?? []).map((block) => block.name),
              data.locale,
            ),
            blockDataConfig.load().catch(() => undefined),
            // The screens and the editor's notices are chunks of their own; shown once loaded.
            preloadBoardView(decision).catch(() => undefined),
          ]),
          waitMs,
        );
        if (mine !== ticket || destroyed || !data) return;
        // The page's data first (readPageData), so it appears whole; a hydrating board has the
        // server's, and the editor's preview reads none ahead.
        const page = shownPage(decision.route);
        if (deps.prefetchPageData && !hydrating && !decision.editorMode && page) {
          const fallback = await readPageData(controller, data, url, decision, page);
          if (mine !== ticket || destroyed || !data) return;
          if (Object.keys(fallback).length > 0) {
            data = { ...data, fallback: { ...data.fallback, ...fallback } };
          }
        }
        redirects = 0;
        // A path remembered for the next login is for the login the visitor was sent to: going
        // on to any other page (not login, register or a password page) forgets it, so it does
        // not take over a later, unrelated login.
        const shown = shownPage(decision.route);
        if (deps.pathStorage && !isAccountEntry(shown)) {
          takeRememberedPath(deps.pathStorage, deps.pathKey);
        }
        // A guest who follows a link to the login page (the navbar's, on a job) comes back to the
        // page they left once logged in, as one the login guard sent there does; not to a page
        // of the login family (register, a password page) they passed through.
        if (
          deps.pathStorage &&
          chosen &&
          shown?.key === 'p-login' &&
          state.phase === 'ready' &&
          !isAccountEntry(shownPage(state.decision.route)) &&
          session.getSnapshot().status === 'guest'
        ) {
          rememberPath(deps.pathStorage, formatBoardUrl(state.url), deps.pathKey);
        }
        set({ phase: 'ready', data, url, decision, navigating: false });
        // A page planned again for a session that changed (a stored login restored, a logout
        // that leaves the visitor where they are) is no new page view: analytics counted twice.
        const path = formatBoardUrl(url);
        if (!(replan && path === lastNavigatePath)) {
          lastNavigatePath = path;
          events.emit('navigate', {
            path,
            ...(decision.route.kind === 'page' ? { pageId: decision.route.page.key } : {}),
          });
        }
      }
    }
  };

  // Picks up a stored session, at start or after a hydration: while it runs, a guard's
  // redirect waits for it (`restoring` in `go`). A hydrated page's link to an account page
  // went to login, then home, when followed before the user had loaded.
  const restoreSession = (): Promise<unknown> => {
    if (restoring) return restoring;
    const run = (async () => {
      restores += 1;
      try {
        return await session.restore();
      } finally {
        restores -= 1;
      }
    })();
    restoring = run;
    run
      .finally(() => {
        if (restoring === run) restoring = null;
      })
      .catch(() => undefined);
    return run;
  };

  /** After a failed start: starts again (set when it failed, null while none failed). */
  let retryStart: (() => void) | null = null;
  const startOnce = () => {
    started ??= start();
    return started;
  };

  const start = async () => {
    try {
      if (!data) {
        if (deps.apiBase === null) {
          // In the URL's language, its prefix kept (as the other gates keep it): no site says
          // which languages it has, so any supported one counts (QA: /en-US/... went to the
          // Dutch /coming-soon). Else the option's, else the visitor's (a script tag passes the
          // browser's), else the board's default.
          const current = location.current();
          const { locale: named, home } = localeBeforeSite(current.path, deps.locale);
          const locale = named ?? preferredLocale(deps.preferredLocales ?? [], SUPPORTED_LOCALES);
          const target = `${home === '/' ? '' : home}/coming-soon`;
          if (current.path !== target) location.replace(hostKeepingUrl(target, current.query));
          if (locale) await i18n.setLocale(locale).catch(() => undefined);
          set({
            phase: 'coming-soon',
            url: location.current(),
            home,
            locale: locale ?? i18n.locale,
          });
          // Its retry link moves the URL: only a new page load resolves the host again.
          cleanups.push(location.subscribe(() => deps.reload?.()));
          return;
        }
        // The URL's locale prefix wins over the option (routing.md): read in it from the start,
        // not first in the option's and then again.
        const prefix = location.current().path.split('/')[1];
        const urlLocale = matchLocale(prefix, SUPPORTED_LOCALES) ?? undefined;
        data = await loadStartData(client, {
          host: deps.host,
          locale: urlLocale ?? deps.locale,
          preferred: deps.preferredLocales,
        });
      }
      client.setLocale(data.locale);
      await i18n.setLocale(data.locale);
      const settings = siteSettingsOf(data.site);
      await i18n.setCustomTranslations(settings.customTranslations);
      await dropRefusedSiteToken(settings.passwordEnabled);
      const atStart = await localeUrlAtStart({
        loaded: data,
        current: location.current(),
        client,
        host: deps.host,
        hydrating: deps.initialData !== undefined,
      });
      if (atStart.redirectAsked) skipRedirectLookup = true;
      if (atStart.url) location.replace(atStart.url);
    } catch (error) {
      await fail(error);
      // A start that failed (the API down, the network gone) is tried again on the visitor's
      // next move: the error page's home link, back or forward, or the reconnect's refresh (QA:
      // the board stayed on the error page until the host page was reloaded).
      if (!destroyed) {
        const stop = location.subscribe(() => {
          stop();
          retryStart?.();
        });
        retryStart = () => {
          stop();
          retryStart = null;
          started = undefined;
          void startOnce();
        };
      }
      return;
    }
    // A board that does not hydrate picks up a stored session now, alongside its first plan; a
    // hydrating board keeps the server's (guest) render and restores afterwards (mount).
    if (!deps.initialData) void restoreSession();
    cleanups.push(location.subscribe((url, change) => void go(url, 0, true, change === 'push')));
    let lastStatus = session.getSnapshot().status;
    cleanups.push(
      session.subscribe(() => {
        const status = session.getSnapshot().status;
        if (status === lastStatus) return;
        const loggedIn = lastStatus === 'guest';
        lastStatus = status;
        if (tokenLogin) return;
        // Back to the page a guard sent the visitor away from, after a login they made; a
        // restored session keeps the URL it was loaded with.
        const back =
          loggedIn && restores === 0 && deps.pathStorage
            ? takeRememberedPath(deps.pathStorage, deps.pathKey)
            : null;
        // The login page a link led to from that very page: back in history to it, rather than
        // the page twice in a row there (Back would then seem to do nothing).
        if (back && location.leftFrom?.() === back) location.back();
        else if (back) location.replace(back);
        else void go(location.current(), 0, true, false, true);
      }),
    );
    await go(location.current());
  };

  const controller: BoardController = {
    client,
    i18n,
    location,
    registry,
    session,
    events,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: startOnce,
    navigate: (to, options) => {
      if (destroyed) return;
      if (options?.replace) location.replace(toBoardUrl(to));
      else location.push(toBoardUrl(to));
    },
    async setLocale(code) {
      if (!data || destroyed) return;
      const locales = siteLocales(siteSettingsOf(data.site));
      const locale = matchLocale(code, locales.supported);
      if (!locale) {
        // Nothing changes, but the page's developer learns why (embed.md: a bad call is logged).
        console.error(
          `Jobboard: setLocale("${code}"): the board has no such language; it has ${locales.supported.join(', ')}.`,
        );
        return;
      }
      if (locale === data.locale) return;
      // The page shown, unless a navigation to another URL is under way (`navigate()` just
      // before): then that URL's page, which the visitor asked for last.
      const current = location.current();
      const route =
        state.phase === 'ready' && sameBoardUrl(state.url, current)
          ? state.decision.route
          : resolveRoute(data.site.pages, current.path, {
              locale: data.locale,
              defaultLocale: locales.default,
              supportedLocales: locales.supported,
            });
      // As the language switcher does: the query stays (a search, the editor's layout), except
      // where an item written per language leads to its list.
      const target = toBoardUrl(switchLocaleHref(route, locale, data.site.pages));
      const href = switchLeadsToList(route, data.site.pages)
        ? target
        : { ...target, query: new URLSearchParams(current.query) };
      // The editor's preview stays in its layout, as its language switcher's links do.
      location.push(isEditorLayout(current.query) ? inEditorLayout(href) : href);
    },
    setFallback(fallback) {
      if (!data) return;
      data = { ...data, fallback };
      if (state.phase === 'ready') set({ ...state, data });
    },
    lastRedirect: () => redirected,
    takeRememberedPath: () =>
      deps.pathStorage ? takeRememberedPath(deps.pathStorage, deps.pathKey) : null,
    rememberPath(path) {
      if (deps.pathStorage) rememberPath(deps.pathStorage, path, deps.pathKey);
    },
    refresh() {
      if (retryStart) retryStart();
      else void go(location.current());
    },
    reloadSite: () => (data ? loadLocale(data.locale) : Promise.resolve()),
    restoreSession,
    destroy() {
      destroyed = true;
      for (const cleanup of cleanups.splice(0)) cleanup();
      location.destroy();
      listeners.clear();
    },
  };
  return controller;
}

/**
 * The status of a chain of redirects answered as one (a server render sends the visitor to the
 * chain's end at once): permanent only where every hop is (301, 308), else the last temporary
 * hop's; a rule's 301 to a page whose gate answers 302 is no permanent move.
 */
function chainedStatus(before: { status: number } | null, status: number): number {
  const permanent = (code: number) => code === 301 || code === 308;
  if (!before || permanent(before.status) === permanent(status)) return status;
  return permanent(status) ? before.status : status;
}

/** A loop of redirect rules: its page says so in the board's language. */
class RedirectLoopError extends Error {}
