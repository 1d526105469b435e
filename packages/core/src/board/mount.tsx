import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { Cache } from 'swr';
import type { BoardEventMap, BoardEventName } from '../analytics/analytics-events';
import { connectDataLayer, type DataLayerConnection } from '../analytics/connect-data-layer';
import { PageStatusContext } from '../blocks-runtime/page-status-context';
import type { ConsentStore } from '../cookies/consent-store';
import { reloadOnChunkError } from '../shell/chunk-reload';
import { createDomStyleSink } from '../styles/style-sink';
import { BoardApp } from './board-app';
import type { BoardOptions } from './board-options';
import { BOARD_ROOT_CLASS } from './board-root-class';
import { siteSettingsOf } from './board-start-data';
import { checkedOptions } from './checked-options';
import { createBoard } from './create-board';
import type { BoardController } from './create-board-controller';
import { shownPage } from './decision-kinds';
import { lazyDocumentHead } from './lazy-document-head';
import { createValueSlot } from './value-slot';

/**
 * A handler of the board event `E`, given that event's payload (`BoardEventMap`): `error`
 * handlers receive `{error}`, `navigate` handlers `{path, pageId?}`, and so on.
 */
export type BoardEventHandler<E extends BoardEventName = BoardEventName> = (
  payload: BoardEventMap[E],
) => void;

/** A handler as the handle keeps it, whatever its event. */
type AnyEventHandler = (payload: never) => void;

/** What `mount()` returns: the embed API of one board. */
export interface BoardHandle {
  /** Goes to a board path (`/job-list?search=x`), as a link inside the board would. */
  navigate(href: string): void;
  /** Shows the current page in another of the site's languages, keeping its search. */
  setLocale(locale: string): Promise<void>;
  /**
   * Goes back in the board's history: the browser's in history and hash routing, the board's own
   * in memory routing (which leaves the browser's history alone, so the host page offers it).
   */
  back(): void;
  /** Goes forward again after `back()`. */
  forward(): void;
  /** Listens to the board's analytics and runtime events (`navigate`, `ready`, `error`, ...). */
  on<E extends BoardEventName>(event: E, handler: BoardEventHandler<E>): void;
  off<E extends BoardEventName>(event: E, handler: BoardEventHandler<E>): void;
  /** Removes the board and everything it listens to; the element is left empty. */
  unmount(): void;
}

const mounted = new WeakMap<Element, BoardHandle>();

/**
 * Renders a board into `element`: hydrates the server's HTML when `options.initialData` is
 * given, renders from scratch otherwise. Mounting again into the same element replaces the
 * board that was there (SPA route changes, a script tag added twice).
 */
/**
 * A logout or login in another tab of the same board (its tokens in localStorage change): this
 * tab follows it, rather than showing the account of a visitor who logged out on a shared
 * computer until the next click (QA). The page is planned again: an account page goes to login.
 */
function followOtherTabs(win: Window, board: BoardController): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && !event.key.endsWith('_token')) return;
    if (board.session.followStoredTokens()) void board.restoreSession();
  };
  win.addEventListener('storage', onStorage);
  return () => win.removeEventListener('storage', onStorage);
}

/** Whether the module of every block of the page shown is there, as a hydrating render needs. */
function everyBlockLoaded(board: BoardController): boolean {
  const state = board.getState();
  if (state.phase !== 'ready') return true;
  return (shownPage(state.decision.route)?.blocks ?? []).every(
    (block) =>
      !board.registry.has(block.name) ||
      board.registry.loaded(block.name, state.data.locale) !== undefined,
  );
}

export function mount(element: HTMLElement, given: BoardOptions): BoardHandle {
  const options = checkedOptions(given);
  mounted.get(element)?.unmount();
  const win = element.ownerDocument.defaultView ?? window;
  const doc = element.ownerDocument;
  const handlers: [BoardEventName, AnyEventHandler][] = [];
  let controller: BoardController | undefined;
  let root: Root | undefined;
  let disposed = false;
  const cleanups: (() => void)[] = [];

  const shadow = options.isolation === 'shadow';
  // A shadow root cannot be removed: an earlier shadow board's is used again, emptied (of the
  // slot its unmount left).
  const container: HTMLElement | ShadowRoot = shadow
    ? (element.shadowRoot ?? element.attachShadow({ mode: 'open' }))
    : element;
  if (shadow) container.replaceChildren();
  const styles = createDomStyleSink(shadow ? (container as ShadowRoot) : doc, {
    rootSelector: `.${BOARD_ROOT_CLASS}`,
    nonce: options.nonce,
  });
  const cache: Cache = new Map() as Cache;
  const hydrate =
    options.initialData !== undefined && !shadow && element.firstElementChild !== null;
  // The server's page came with the board's style sheets in its head: they go when it unmounts.
  if (hydrate) styles.adopt();
  // The guard of text typed before the takeover (keep-typed-text.ts): only a hydrating board
  // needs it, loaded while the board starts.
  // A guard that does not load costs the guard only.
  const typedTextGuard = hydrate ? import('./keep-typed-text').catch(() => undefined) : null;
  // The reads that failed on the server show their failure in the browser's first render too (as
  // the server's HTML does), in a chunk of its own: most pages have none.
  const failedReads = options.initialData?.failedReads;
  const seeded = failedReads
    ? import('../blocks-runtime/failed-reads').then(
        ({ seedFailedReads }) => seedFailedReads(cache, failedReads),
        () => undefined,
      )
    : undefined;

  const onChunkError = (error: unknown) => {
    try {
      reloadOnChunkError(error, {
        storage: win.sessionStorage,
        reload: () => win.location.reload(),
        online: () => win.navigator.onLine,
      });
    } catch {
      // No session storage: no reload, the block shows its loading error.
    }
  };

  // The standalone page's head follows the page the board shows (a new page, another locale).
  const documentHead = options.documentHead
    ? lazyDocumentHead(doc, () => import('./document-head'))
    : null;

  // The visitor's consent arrives with the extras chunk; the frame reads it from this slot
  // (rendering the root again could cut a hydration short and drop the server's HTML).
  const consent = createValueSlot<ConsentStore>();

  const renderApp = (board: BoardController, onHydrated?: () => void) => {
    const app = (
      <BoardApp
        controller={board}
        styles={styles}
        name={options.name ?? 'default'}
        cache={cache}
        consent={consent}
        onChunkError={onChunkError}
        onHydrated={onHydrated}
      />
    );
    // A detail page's block titles the document with its item as it renders (the page's own
    // title is set first, when the navigation settles).
    return documentHead ? (
      <PageStatusContext value={documentHead.status}>{app}</PageStatusContext>
    ) : (
      app
    );
  };

  // Consent, cookie scripts, the tag manager and the web font load as a chunk of their own once
  // the first page is ready; the cookie bar shows when they are there.
  const connectExtras = (board: BoardController, dataLayer: DataLayerConnection) => {
    import('./browser-extras').then(
      ({ connectBrowserExtras }) => {
        if (disposed) return;
        const extras = connectBrowserExtras(board, {
          window: win,
          options,
          onTagManagerConsent: dataLayer.setConsent,
        });
        cleanups.push(extras.dispose);
        consent.set(extras.consent);
      },
      (error: unknown) => onChunkError(error),
    );
  };

  const attach = (board: BoardController) => {
    for (const [event, handler] of handlers) {
      board.events.on(event as 'error', handler as BoardEventHandler<'error'>);
    }
    if (documentHead) {
      cleanups.push(documentHead.follow(board, (error) => onChunkError(error)));
    }
    // From the start: the first navigation's events (an employer token's login) count too.
    const dataLayer = connectDataLayer(board.events, {
      window: win as unknown as { dataLayer?: unknown[] },
    });
    let readyOnce = false;
    cleanups.push(
      board.subscribe(() => {
        const state = board.getState();
        if (state.phase !== 'ready' || readyOnce) return;
        readyOnce = true;
        dataLayer.setKey(siteSettingsOf(state.data.site).tagManagerKey);
        connectExtras(board, dataLayer);
        board.events.emit('ready', {});
      }),
      dataLayer.disconnect,
    );
  };

  type TypedTextGuard = typeof import('./keep-typed-text');
  const render = (board: BoardController, typedText?: TypedTextGuard) => {
    const hydrated = typedText?.settleTypedText;
    // Once hydrated, the text typed before is handed to the fields' state (keep-typed-text.ts).
    const app = renderApp(board, hydrated && (() => hydrated(element)));
    // A block whose chunk did not load renders its loading error where the server rendered the
    // block: hydrated, that would mismatch and graft the next block into the server's elements
    // (QA: the call to action lost its heading into the text block's grid). The page is then
    // rendered afresh over the server's HTML instead.
    const hydrating = hydrate && everyBlockLoaded(board);
    if (hydrate && !hydrating) element.replaceChildren();
    // Text typed into the server's fields while the board loaded stays.
    if (typedText?.keepTypedText && hydrating) cleanups.push(typedText.keepTypedText(element));
    root = hydrating ? hydrateRoot(element, app) : createRoot(container);
    if (!hydrating) root.render(app);
  };

  const start = async () => {
    const board = await createBoard(options, { kind: 'browser', window: win });
    if (disposed) return board.destroy();
    controller = board;
    attach(board);
    cleanups.push(followOtherTabs(win, board));
    if (options.initialData !== undefined) {
      // The server's HTML (or handed-over state) is the first ready state: render once it is
      // planned again here, which needs no request. Rendering before would show the starting
      // state first, and the page a frame later.
      const [typedText] = await Promise.all([typedTextGuard ?? undefined, board.start(), seeded]);
      if (disposed) return;
      render(board, typedText);
    } else {
      render(board);
      await board.start();
    }
    // A board that did not hydrate restored the session before its first plan (the controller);
    // a hydrating one rendered the server's guest view first and picks up the session now.
    if (options.initialData !== undefined && board.getState().phase === 'ready' && !disposed) {
      void board.restoreSession();
    }
  };

  const ready = start().catch((error: unknown) => {
    for (const [event, handler] of handlers) {
      if (event === 'error') (handler as BoardEventHandler<'error'>)({ error });
    }
    console.error(error);
    // A start part's chunk a new deployment removed (a location, the token store): a reload.
    onChunkError(error);
  });

  const handle: BoardHandle = {
    navigate(href) {
      // Script tag callers are not type checked: a missing path, a URL or a protocol-relative
      // address is a mistake to report, not a rejection nobody catches nor a 404 under a path
      // such as `/https://…`.
      if (typeof href !== 'string' || !/^\/(?!\/)/.test(href)) {
        console.warn('Jobboard: navigate() needs a board path such as "/vacatures"', href);
        return;
      }
      // A link's href copied from the board holds the base path, which board paths never do.
      // (Not router/base-path's helpers: they load with the location, after the runtime.)
      const basePath = `/${options.basePath?.trim().replace(/^\/+|\/+$/g, '') ?? ''}`;
      if (basePath !== '/' && `${href.replace(/[?#].*/, '')}/`.startsWith(`${basePath}/`)) {
        console.warn(
          `Jobboard: navigate() takes a board path, without the base path ${basePath}`,
          href,
        );
      }
      // An unmounted board moves nothing: its handle, kept by an app, must not push the host's URL.
      void ready.then(() => {
        if (!disposed) controller?.navigate(href);
      });
    },
    async setLocale(locale) {
      await ready;
      if (!disposed) await controller?.setLocale(locale);
    },
    back() {
      void ready.then(() => {
        if (!disposed) controller?.location.back();
      });
    },
    forward() {
      void ready.then(() => {
        if (!disposed) controller?.location.forward();
      });
    },
    on(event, handler) {
      handlers.push([event, handler as AnyEventHandler]);
      controller?.events.on(event as 'error', handler as BoardEventHandler<'error'>);
    },
    off(event, handler) {
      const index = handlers.findIndex(([e, h]) => e === event && h === handler);
      if (index >= 0) handlers.splice(index, 1);
      controller?.events.off(event as 'error', handler as BoardEventHandler<'error'>);
    },
    unmount() {
      if (disposed) return;
      disposed = true;
      if (mounted.get(element) === handle) mounted.delete(element);
      for (const cleanup of cleanups.splice(0)) cleanup();
      root?.unmount();
      controller?.destroy();
      // The sheets in the document's head, unless another board on the page still uses them.
      styles.release();
      // A shadow board's root stays (it cannot be removed): emptied of the board and its styles,
      // with a slot, so whatever the element holds (its own content, a scoped board mounted there
      // later) shows. A scoped board leaves alone a shadow root it did not make (a custom
      // element's that holds it in its light DOM).
      if (shadow) container.replaceChildren(doc.createElement('slot'));
      else element.replaceChildren();
    },
  };
  mounted.set(element, handle);
  return handle;
}
