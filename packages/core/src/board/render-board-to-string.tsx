import type { Block } from '@jobboard/schema';
import { renderToString } from 'react-dom/server';
import type { Cache } from 'swr';
import {
  type FailedRead,
  failedReadsOf,
  isOutage,
  seedFailedReads,
} from '../blocks-runtime/failed-reads';
import { createPageStatusRecorder, PageStatusContext } from '../blocks-runtime/page-status-context';
import { prefetchPage } from '../blocks-runtime/prefetch-page';
import {
  renderWithoutFailingBlocks,
  ServerBlockGuardContext,
} from '../blocks-runtime/server-block-guard';
import type { HtmlSanitizer } from '../html/create-html-sanitizer';
import { formatBoardUrl, parseBoardUrl } from '../router/board-url';
import { listsPages } from '../router/lists-pages';
import { pageHref } from '../router/page-href';
import { switchLeadsToList } from '../router/switch-locale-href';
import { screens } from '../shell/lazy-screens';
import { createCollectingStyleSink } from '../styles/style-sink';
import { BoardApp } from './board-app';
import type { BoardOptions } from './board-options';
import { BOARD_ROOT_CLASS } from './board-root-class';
import { type BoardStartData, siteLocales, siteSettingsOf } from './board-start-data';
import { blockContextFor, isRouteNotFound } from './board-view';
import { createBoard } from './create-board';
import type { BoardController, BoardState } from './create-board-controller';
import { missingItemDescriptionOf, pageHeadOf } from './page-head';
import { shareBlockSettings } from './start-data-sharing';

export interface RenderBoardOptions extends Omit<BoardOptions, 'initialData' | 'routing'> {
  /**
   * The board path to render, with its query and without the base path: `/vacatures?search=java`
   * for the request `/careers/vacatures?search=java`. The links are written under `basePath`, as
   * the browser's board in history routing writes them.
   */
  url: string;
  /** Sanitizes HTML on the server (`createHtmlSanitizer(new JSDOM('').window)`). */
  sanitizer: HtmlSanitizer;
  /**
   * Milliseconds the render waits for the API before it answers with a server error.
   * @default 10000
   */
  timeoutMs?: number;
}

export type RenderBoardResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      /**
       * 200 (also for a page only the browser can plan, with no state); 404 for a page that does
       * not exist (also the editor's /admin routes and /test-page) or a detail page whose item
       * does not exist (its blocks report it while rendering); 503 on the coming-soon page and
       * for a page whose blocks' reads found the API down (no answer, a 5xx: `state.failedReads`);
       * 500 when the board could not start.
       */
      status: number;
      /** The board's root element with its content: put it inside the mount element. */
      html: string;
      /**
       * The style sheets the render used: write each as `<style data-jb-style="jb-{id}">` in
       * the head (the `jb-` prefix is the name the browser looks for), so the board adopts them
       * instead of adding them again.
       */
      styles: { id: string; css: string }[];
      /** Pass it to `mount(element, {initialData})` in the browser to hydrate. */
      state: BoardStartData | null;
      /** The page's language (also of a gate's screen and the error page), for `<html lang>`. */
      locale: string | null;
      title: string;
      description: string;
      /**
       * schema.org data about the page's item for search engines (a job's `JobPosting`), for
       * `<script type="application/ld+json">` in the head; empty for other pages.
       */
      structuredData: readonly Record<string, unknown>[];
      /**
       * The page's own board path, as the board links to it (`pageHref`): no prefix for the
       * default locale, the locale code as the site writes it, home as `/`, the page's path for
       * its locale, a detail page's item; `/nl/vacatures` and `/home` were asked for, `/vacatures`
       * and `/` are answered. For `<link rel="canonical">`. Null when no page of the site showed
       * (a fixed route, a failure, the not-found page).
       */
      path: string | null;
      /**
       * Whether the page lists items over pages numbered by `?page=` (`listsPages`: a job list,
       * a news feed): then a results page past the first is an address of its own for
       * `<link rel="canonical">`, else the number is left out.
       */
      paged: boolean;
      /**
       * The block types of the page rendered (the site's not-found page's on a 404): the browser
       * loads their chunks before it hydrates, so the host may preload them.
       */
      blockTypes: readonly string[];
      /**
       * The same page in each language of the site (`hreflang` alternates), the page's own
       * included: its board path in each (as `path`), the site's default language marked. Empty for a page written per language (a
       * landing page, an article: no page in another language), a site of one language, or a
       * page that did not answer 200.
       */
      alternates: readonly { locale: string; path: string; isDefault: boolean }[];
    };

/**
 * Renders one URL of a board to HTML on the server: starts the board as the browser would
 * (config, site, redirect lookup, gates), loads the page's blocks, prefetches their data and
 * renders. Redirects come back as redirects; the state to hydrate comes with the HTML.
 */
export async function renderBoardToString(options: RenderBoardOptions): Promise<RenderBoardResult> {
  let external: string | undefined;
  const requested = parseBoardUrl(options.url);
  const controller = await createBoard(
    { ...options, routing: 'memory' },
    { kind: 'server', url: options.url, assign: (url) => (external = url) },
  );
  try {
    await controller.start();
    const state = await settled(controller, options.timeoutMs ?? 10_000);
    const redirectStatus = controller.lastRedirect()?.status ?? 302;
    if (external) return { kind: 'redirect', status: redirectStatus, location: external };
    const reached = controller.location.current();
    // A failure (a loop of redirect rules) shows here: redirecting to the URL the board had
    // reached would send the browser round the loop until it gives up.
    if (state.phase !== 'failed' && formatBoardUrl(reached) !== formatBoardUrl(requested)) {
      return { kind: 'redirect', status: redirectStatus, location: formatBoardUrl(reached) };
    }
    // A page the browser plans itself (an account page, a password-protected site, an employer
    // token) is answered with the board's empty frame and no state: the browser starts afresh.
    let status = state.phase === 'coming-soon' ? 503 : state.phase === 'browser-only' ? 200 : 500;
    let title = '';
    let description = '';
    let renderedBlocks: readonly Block[] = [];
    // The page's reads that failed: its blocks render their failure, and the browser's too.
    let failedReads: Record<string, FailedRead> = {};
    if (state.phase === 'ready') {
      const route = state.decision.route;
      const page =
        route.kind === 'page' ? route.page : route.kind === 'not-found' ? route.notFoundPage : null;
      // The site's not-found page is a 404 at its own address too (/404), not a soft one.
      status = isRouteNotFound(route) || page?.key === 'p-not-found-error' ? 404 : 200;
      if (page) {
        renderedBlocks = page.blocks;
        const context = blockContextFor(
          controller,
          state,
          page,
          state.url,
          route.kind === 'page' ? route.detailKey : undefined,
        );
        const prefetched = await prefetchPage({ page, registry: controller.registry, context });
        controller.setFallback(prefetched.fallback);
        failedReads = failedReadsOf(prefetched.errors);
        ({ title, description } = pageHeadOf(state));
      }
    }
    // The failure and coming-soon screens render from the screens' chunk, loaded here first.
    if (state.phase !== 'ready') await screens.load();
    // A block that throws is left out, as the browser's boundary leaves it out for visitors.
    const { html, styles, pageStatus } = renderWithoutFailingBlocks(
      (guard) => {
        const styles = createCollectingStyleSink(`.${BOARD_ROOT_CLASS}`);
        const pageStatus = createPageStatusRecorder();
        const cache = new Map() as Cache;
        seedFailedReads(cache, failedReads);
        const html = renderToString(
          <ServerBlockGuardContext value={guard}>
            <PageStatusContext value={pageStatus}>
              <BoardApp
                controller={controller}
                styles={styles}
                name={options.name ?? 'default'}
                sanitizer={options.sanitizer}
                cache={cache}
                networkBanner={false}
              />
            </PageStatusContext>
          </ServerBlockGuardContext>,
        );
        return { html, styles, pageStatus };
      },
      renderedBlocks,
      (event, payload) => controller.events.emit(event as 'error', payload as { error: unknown }),
    );
    // A block sent the page to another address (a list's page past its end): as the browser
    // replaces it, the server redirects, keeping `?host` (a test host's board) and the editor's
    // `?layout=editor` (as the browser's moves in editor mode do).
    if (status === 200 && pageStatus.redirectTo !== null && state.phase === 'ready') {
      const target = parseBoardUrl(pageStatus.redirectTo);
      for (const key of ['host', 'layout']) {
        const value = state.url.query.get(key);
        if (value !== null && !target.query.has(key)) target.query.set(key, value);
      }
      return { kind: 'redirect', status: 302, location: formatBoardUrl(target) };
    }
    const missingItem = status === 200 && pageStatus.status === 404;
    if (missingItem) {
      status = 404;
      if (state.phase === 'ready') description = missingItemDescriptionOf(state);
    }
    // A page whose reads found the API down (no answer, a 5xx) is unavailable for now, not fine
    // nor missing (a job read that failed shows as no job): 503, so search engines come back
    // rather than index its failure or drop the job. A refused read (4xx) is the page's answer.
    if ((status === 200 || missingItem) && Object.values(failedReads).some(isOutage)) status = 503;
    const final = controller.getState();
    const shown = final.phase === 'ready' ? final.decision.route : null;
    const path =
      shown?.kind === 'page'
        ? pageHref(shown.page, shown.locale, {
            defaultLocale: shown.defaultLocale,
            ...(shown.detailKey === undefined ? {} : { detailKey: shown.detailKey }),
          })
        : null;
    const locales = final.phase === 'ready' ? siteLocales(siteSettingsOf(final.data.site)) : null;
    const alternates =
      status === 200 &&
      shown?.kind === 'page' &&
      final.phase === 'ready' &&
      locales &&
      locales.supported.length > 1 &&
      !switchLeadsToList(shown, final.data.site.pages)
        ? locales.supported.flatMap((locale) => {
            const href = pageHref(shown.page, locale, {
              defaultLocale: shown.defaultLocale,
              ...(shown.detailKey === undefined ? {} : { detailKey: shown.detailKey }),
            });
            return href === null
              ? []
              : [{ locale, path: href, isDefault: locale === locales.default }];
          })
        : [];
    return {
      kind: 'page',
      status,
      html,
      styles: styles.sheets(),
      // The block settings its pages share are in it once (the browser's mount restores them).
      state:
        final.phase === 'ready'
          ? {
              ...shareBlockSettings(final.data),
              ...(Object.keys(failedReads).length > 0 ? { failedReads } : {}),
            }
          : null,
      locale:
        final.phase === 'ready'
          ? final.data.locale
          : final.phase === 'browser-only' ||
              final.phase === 'coming-soon' ||
              final.phase === 'failed'
            ? (final.locale ?? null)
            : null,
      // A detail page is titled with its item (the job, the article), else with the page.
      title: pageStatus.subjectTitle || title,
      description: (status === 200 && pageStatus.subjectDescription) || description,
      structuredData: status === 200 ? pageStatus.structured : [],
      path,
      paged: shown?.kind === 'page' ? listsPages(shown.page) : false,
      blockTypes: [...new Set(renderedBlocks.map((block) => block.name))],
      alternates,
    };
  } finally {
    controller.destroy();
  }
}

/** Waits until the board is ready or failed (a redirect plans again after `start`). */
function settled(controller: BoardController, timeoutMs: number): Promise<BoardState> {
  const done = (state: BoardState) =>
    state.phase === 'failed' ||
    state.phase === 'coming-soon' ||
    state.phase === 'browser-only' ||
    (state.phase === 'ready' && !state.navigating);
  return new Promise((resolve) => {
    if (done(controller.getState())) return resolve(controller.getState());
    const timer = setTimeout(() => {
      unsubscribe();
      resolve({ phase: 'failed', message: 'The API did not answer in time.', home: '/' });
    }, timeoutMs);
    const unsubscribe = controller.subscribe(() => {
      const state = controller.getState();
      if (!done(state)) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(state);
    });
  });
}
