import { ERROR_TEXTS, type Page } from '@jobboard/schema';
import { type ReactNode, useMemo } from 'react';
import type { BlockContext } from '../blocks-runtime/block-context';
import { BlockContextProvider } from '../blocks-runtime/block-context-provider';
import { BlockLoadingError } from '../blocks-runtime/block-loading-error';
import { editorNotices } from '../blocks-runtime/lazy-editor-notices';
import { PageBlocks } from '../blocks-runtime/page-blocks';
import { useBlockRuntime } from '../blocks-runtime/use-block-runtime';
import { formatSettingsFrom } from '../format/format-settings';
import { FormatSettingsContext } from '../format/format-settings-context';
import { errorPageMessages } from '../i18n/messages/error-page-messages';
import { type BoardUrl, formatBoardUrl } from '../router/board-url';
import { GATE_ROUTES } from '../router/fixed-routes';
import { inEditorLayout } from '../router/is-editor-layout';
import type { ResolvedRoute } from '../router/resolved-route';
import { localePrefix } from '../router/route-locales';
import { screens as lazyScreens, useScreens } from '../shell/lazy-screens';
import { siteLocales, siteSettingsOf } from './board-start-data';
import type { BoardController, BoardState } from './create-board-controller';

type ReadyState = Extract<BoardState, { phase: 'ready' }>;

/**
 * The site's own not-found page a route shows (spec §2: for a 404, not for a locale the site does
 * not offer), or `null`. It is a page of blocks: it needs no screen.
 */
function customNotFoundPage(route: ResolvedRoute<Page>): Page | null {
  return route.kind === 'not-found' && route.message !== ERROR_TEXTS.unsupportedLocale
    ? route.notFoundPage
    : null;
}

/**
 * Whether a route is not found here: an unmatched path, or a fixed route this renderer does not
 * serve (the admin area and /test-page belong to the editor app, which it never imports).
 */
export function isRouteNotFound(route: ResolvedRoute<Page>): boolean {
  return route.kind === 'not-found' || (route.kind === 'fixed' && !GATE_ROUTES.has(route.route));
}

/** Whether a route shows one of the lazily loaded screens (a fixed route or a plain error page). */
function showsScreen(route: ResolvedRoute<Page>): boolean {
  return route.kind !== 'page' && customNotFoundPage(route) === null;
}

/**
 * Loads what {@link BoardView} needs for a decision beyond the runtime (the screens' chunk: error
 * pages, gates; the editor layout's notices), so the view renders it at once: call it before the
 * state that shows the route is set, as the blocks of a page are preloaded, and server renders
 * and hydration stay synchronous.
 */
export async function preloadBoardView(decision: {
  route: ResolvedRoute<Page>;
  editorMode: boolean;
}): Promise<void> {
  await Promise.all([
    showsScreen(decision.route) ? lazyScreens.load() : undefined,
    decision.editorMode ? editorNotices.load() : undefined,
  ]);
}

export interface BoardViewProps {
  controller: BoardController;
  state: ReadyState;
}

/** What the current URL shows: a page's blocks, a fixed route's screen or an error page. */
export function BoardView({ controller, state }: BoardViewProps) {
  const { data, decision, url } = state;
  const route = decision.route;
  const settings = useMemo(() => siteSettingsOf(data.site), [data.site]);
  const formatSettings = useMemo(
    () => formatSettingsFrom(settings, data.config.settings),
    [settings, data.config.settings],
  );
  // Home in the language the page is shown in (its prefix; none for the default locale).
  const homeHref = controller.location.href(localePrefix(data.locale, route.defaultLocale) || '/');
  const href = controller.location.href;
  // Loaded before this state was set (`preloadBoardView`); else shown once its chunk is there.
  const screens = useScreens(showsScreen(route), useBlockRuntime().onChunkError);
  const notFoundPage = customNotFoundPage(route);
  // An error page that fails shows the failure text with a home link (spec §8), until the next URL.
  const guard = {
    homeHref,
    onError: (error: unknown) => controller.events.emit('error', { error }),
    resetKey: formatBoardUrl(url),
  };

  let content: ReactNode;
  // A page's blocks place their own <main>; a screen is wrapped in one.
  let blocksPage = false;
  if (route.kind === 'page') {
    blocksPage = true;
    content = (
      <BoardPage
        controller={controller}
        state={state}
        page={route.page}
        url={url}
        detailKey={route.detailKey}
      />
    );
  } else if (notFoundPage) {
    blocksPage = true;
    content = <BoardPage controller={controller} state={state} page={notFoundPage} url={url} />;
  } else if (!screens || screens === 'failed') {
    content = screens === 'failed' ? <BlockLoadingError /> : null;
  } else if (route.kind === 'fixed') {
    switch (route.route) {
      case '/coming-soon':
        content = <screens.ComingSoon query={url.query} href={href} />;
        break;
      case '/create-jobboard':
        content = <screens.CreateJobboard query={url.query} href={href} />;
        break;
      case '/site-auth':
        content = (
          <screens.SiteAuth
            query={url.query}
            submitPassword={(password) => controller.client.public.unlockSite(password)}
            onAuthenticated={(_token, next) => {
              const to = controller.takeRememberedPath() ?? next;
              // The site's pages answer once its token is sent: read them before going on.
              void controller
                .reloadSite()
                .catch(() => undefined)
                .then(() => controller.location.replace(to));
            }}
          />
        );
        break;
      default:
        // Not served here (`isRouteNotFound`): an unmatched route's page (spec §8).
        content = (
          <screens.ErrorBoundaryPage {...guard}>
            <screens.ErrorPage
              status={404}
              message={errorPageMessages.routeNotFound}
              homeHref={homeHref}
            />
          </screens.ErrorBoundaryPage>
        );
    }
  } else {
    const view = screens.chooseErrorView({
      status: route.status,
      reason:
        route.message === ERROR_TEXTS.unsupportedLocale ? 'unsupported-locale' : 'route-unmatched',
      hasCustomNotFound: false,
    });
    content = (
      <screens.ErrorBoundaryPage {...guard}>
        <screens.ErrorPage
          status={view.status}
          message={view.view === 'plain' ? view.message : route.message}
          homeHref={homeHref}
        />
      </screens.ErrorBoundaryPage>
    );
  }
  return (
    <FormatSettingsContext.Provider value={formatSettings}>
      {blocksPage ? content : <ScreenMain>{content}</ScreenMain>}
    </FormatSettingsContext.Provider>
  );
}

/** A screen (a gate or an error page) is the document's main content, as a page's blocks are. */
export function ScreenMain({ children }: { children: ReactNode }) {
  return children ? <main className="jb-board__content">{children}</main> : null;
}

interface BoardPageProps {
  controller: BoardController;
  state: ReadyState;
  page: Page;
  url: BoardUrl;
  detailKey?: string | undefined;
}

/** A page of the site with the block context its blocks read. */
function BoardPage({ controller, state, page, url, detailKey }: BoardPageProps) {
  const context = useBlockContextFor(controller, state, page, url, detailKey);
  return (
    <BlockContextProvider value={context}>
      <PageBlocks page={page} />
    </BlockContextProvider>
  );
}

/** The block context of a page render, from the board's state. */
export function blockContextFor(
  controller: BoardController,
  state: ReadyState,
  page: Page,
  url: BoardUrl,
  detailKey: string | undefined,
): BlockContext {
  const { data, decision } = state;
  const settings = siteSettingsOf(data.site);
  return {
    locale: data.locale,
    defaultLocale: siteLocales(settings).default,
    site: data.site,
    settings,
    config: data.config,
    page,
    route: {
      path: url.path,
      query: url.query,
      ...(detailKey === undefined ? {} : { detailKey }),
    },
    editor: decision.editorMode,
    client: controller.client,
    // The editor's preview (?layout=editor) stays in its layout as the admin moves about it: a
    // search, a filter, a page of results, a language; each link a block makes keeps it.
    navigate: decision.editorMode
      ? (to, options) => controller.navigate(inEditorLayout(to), options)
      : controller.navigate,
    href: decision.editorMode
      ? (to) => controller.location.href(inEditorLayout(to))
      : controller.location.href,
    emit: controller.events.emit,
  };
}

/** {@link blockContextFor}, stable while the page and its URL stay. */
export function useBlockContextFor(
  controller: BoardController,
  state: ReadyState,
  page: Page,
  url: BoardUrl,
  detailKey: string | undefined,
): BlockContext {
  const { data, decision } = state;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the context depends on these parts of the state only
  return useMemo(
    () => blockContextFor(controller, state, page, url, detailKey),
    [controller, data, decision.editorMode, page, url, detailKey],
  );
}
