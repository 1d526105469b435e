import {
  type MouseEvent,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import type { Cache } from 'swr';
import {
  SessionActionsContext,
  SessionExpiredContext,
  SessionLoadingContext,
  SessionRoleContext,
  SessionUserContext,
} from '../blocks/shared/session-role-context';
import { BlockDataProvider } from '../blocks-runtime/block-data-provider';
import { BlockLoadingError } from '../blocks-runtime/block-loading-error';
import { BlockRuntimeProvider } from '../blocks-runtime/block-runtime-provider';
import type { ConsentStore } from '../cookies/consent-store';
import type { HtmlSanitizer } from '../html/create-html-sanitizer';
import { HtmlSanitizerContext } from '../html/sanitizer-context';
import { BoardI18nProvider } from '../i18n/board-i18n-provider';
import { errorPageMessages } from '../i18n/messages/error-page-messages';
import { redirectLoopMessage, transportMessages } from '../i18n/messages/transport-messages';
import { forgetUserStorage } from '../session/forget-user-storage';
import { GUEST_SESSION } from '../session/session-snapshot';
import { forgetUserData } from '../session/user-data-requests';
import { BoardIdPrefixContext, boardIdPrefix } from '../shell/board-id';
import { useScreens } from '../shell/lazy-screens';
import type { StyleSink } from '../styles/style-sink';
import { StyleSinkContext } from '../styles/use-scoped-styles';
import { BoardFrame } from './board-frame';
import { BoardView, ScreenMain } from './board-view';
import type { BoardController } from './create-board-controller';
import { useBoardNotice } from './use-board-notice';
import type { ValueSlot } from './value-slot';

export interface BoardAppProps {
  controller: BoardController;
  styles: StyleSink;
  /** The board's instance name: part of its root class. */
  name: string;
  /** The sanitizer of the server render; the browser uses its own window. */
  sanitizer?: HtmlSanitizer | undefined;
  /** The SWR cache of this board; boards never share data by accident. */
  cache: Cache;
  /** Called when a block's chunk fails to load (the shell reloads, at most once a minute). */
  onChunkError?: ((error: unknown) => void) | undefined;
  /** The visitor's cookie consent, once loaded; without it (server render) no cookie bar shows. */
  consent?: ValueSlot<ConsentStore> | undefined;
  /** Shows the offline and online banners (browser only). @default true */
  networkBanner?: boolean;
  /** Called once the first render committed in the browser (hydrated). */
  onHydrated?: (() => void) | undefined;
}

/**
 * The whole board: the providers every block reads (i18n, styles, sanitizer, runtime, session
 * role) around the frame (theme, progress, banners, cookie bar), and SWR's around the current
 * view (SWR loads with the first page of blocks).
 */
const serverSession = () => GUEST_SESSION;

export function BoardApp(props: BoardAppProps) {
  const { controller, styles, sanitizer, cache } = props;
  const state = useSyncExternalStore(
    controller.subscribe,
    controller.getState,
    controller.getState,
  );
  const session = useSyncExternalStore(
    controller.session.subscribe,
    controller.session.getSnapshot,
    // The server renders every page as a guest's: hydration starts from that, even when a stored
    // login began loading before React hydrated (the role and the loading state change after).
    serverSession,
  );
  const runtime = useMemo(
    () => ({ registry: controller.registry, onChunkError: props.onChunkError }),
    [controller.registry, props.onChunkError],
  );
  // A logout forgets the reads of the user's own data (their favourites).
  const lastStatus = useRef(session.status);
  useEffect(() => {
    if (session.status === 'guest' && lastStatus.current !== 'guest') forgetUserData(cache);
    lastStatus.current = session.status;
  }, [session.status, cache]);
  const notice = useBoardNotice(controller, state);
  const sessionActions = useMemo(
    () => ({
      login: controller.session.login,
      logout: (path: string, options?: { ended?: boolean }) => {
        forgetUserStorage();
        controller.session.logout(path, options);
      },
      returnAfterLogin: controller.rememberPath,
      reloadUser: controller.session.reloadUser,
      announce: notice.announce,
    }),
    [controller, notice.announce],
  );
  const fallback = state.phase === 'ready' ? state.data.fallback : undefined;
  // The failure and coming-soon screens are in the screens' chunk (a server render loads it first).
  const screens = useScreens(
    state.phase === 'failed' || state.phase === 'coming-soon',
    props.onChunkError,
  );
  // One cache per board, created once: the provider function must return the same Map.
  const swr = useMemo(
    () => ({ provider: () => cache, fallback: fallback ?? {} }),
    [cache, fallback],
  );

  // Plain left clicks on links inside the board that lead to board URLs stay in the board.
  const onClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element).closest?.('a[href]');
      if (!anchor || anchor.hasAttribute('download')) return;
      const target = anchor.getAttribute('target');
      if (target && target !== '_self') return;
      const url = controller.location.parseHref(anchor.getAttribute('href') ?? '');
      if (!url) return;
      event.preventDefault();
      controller.location.push(url);
    },
    [controller.location],
  );

  return (
    <BoardI18nProvider value={controller.i18n}>
      <BoardIdPrefixContext value={boardIdPrefix(props.name)}>
        <StyleSinkContext.Provider value={styles}>
          <HtmlSanitizerContext.Provider value={sanitizer ?? null}>
            <BlockRuntimeProvider value={runtime}>
              <SessionRoleContext.Provider value={session.status}>
                <SessionLoadingContext.Provider value={session.loading}>
                  <SessionExpiredContext.Provider value={session.expired === true}>
                    <SessionUserContext.Provider value={session.user}>
                      <SessionActionsContext.Provider value={sessionActions}>
                        <BoardFrame
                          name={props.name}
                          state={state}
                          session={session}
                          controller={controller}
                          onClick={onClick}
                          networkBanner={props.networkBanner ?? true}
                          consent={props.consent}
                          notice={notice}
                          onHydrated={props.onHydrated}
                        >
                          <BlockDataProvider value={swr}>
                            {state.phase === 'ready' ? (
                              <BoardView controller={controller} state={state} />
                            ) : screens === 'failed' ? (
                              <ScreenMain>
                                <BlockLoadingError />
                              </ScreenMain>
                            ) : !screens ? null : (
                              <ScreenMain>
                                {state.phase === 'failed' ? (
                                  <screens.ErrorBoundaryPage
                                    homeHref={controller.location.href(state.home)}
                                    onError={(error) => controller.events.emit('error', { error })}
                                  >
                                    <screens.ErrorPage
                                      status={500}
                                      message={errorPageMessages.serverError(
                                        // The client's own English texts (no answer, a
                                        // time-out) in the board's language.
                                        state.transport
                                          ? controller.i18n.i18n._(
                                              state.transport === 'redirect-loop'
                                                ? redirectLoopMessage
                                                : transportMessages[state.transport],
                                            )
                                          : state.message,
                                      )}
                                      homeHref={controller.location.href(state.home)}
                                    />
                                  </screens.ErrorBoundaryPage>
                                ) : state.phase === 'coming-soon' ? (
                                  <screens.ComingSoon
                                    query={state.url.query}
                                    href={controller.location.href}
                                    home={state.home}
                                  />
                                ) : null}
                              </ScreenMain>
                            )}
                          </BlockDataProvider>
                        </BoardFrame>
                      </SessionActionsContext.Provider>
                    </SessionUserContext.Provider>
                  </SessionExpiredContext.Provider>
                </SessionLoadingContext.Provider>
              </SessionRoleContext.Provider>
            </BlockRuntimeProvider>
          </HtmlSanitizerContext.Provider>
        </StyleSinkContext.Provider>
      </BoardIdPrefixContext>
    </BoardI18nProvider>
  );
}
