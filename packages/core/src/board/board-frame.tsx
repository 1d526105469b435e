import { DEFAULT_SITE_SETTINGS } from '@jobboard/schema';
import {
  type CSSProperties,
  type MouseEventHandler,
  type ReactNode,
  type RefObject,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { blockRuntimeStyles } from '../blocks-runtime/block-runtime-styles';
import { PageTopContext } from '../blocks-runtime/page-top-context';
import type { ConsentStore } from '../cookies/consent-store';
import { CookieSettingsContext } from '../cookies/cookie-settings-context';
import { LazyCookieBar } from '../cookies/lazy-cookie-bar';
import type { SessionSnapshot } from '../session/session-snapshot';
import { activeElementOf } from '../shell/active-element';
import { focusHeadingWhenShown, focusQuietly } from '../shell/focus-heading';
import { lazyModule, useLazyModule } from '../shell/lazy-module';
import { useScopedStyles } from '../styles/use-scoped-styles';
import { baseStyles } from '../theme/base-styles';
import { themeVariables } from '../theme/theme-variables';
import { BOARD_ROOT_CLASS } from './board-root-class';
import { siteSettingsOf } from './board-start-data';
import type { BoardController, BoardState } from './create-board-controller';
import { shellStyles } from './shell-styles';
import type { BoardNoticeSlot } from './use-board-notice';
import type { ValueSlot } from './value-slot';

const noSlot: Pick<ValueSlot<ConsentStore>, 'getSnapshot' | 'subscribe'> = {
  getSnapshot: () => undefined,
  subscribe: () => () => undefined,
};

// The progress bar and the network banners never show in the first render: they load once the
// board is mounted (the start flow's requests take longer than that chunk).
const frameParts = lazyModule(() => import('./frame-parts'));

export interface BoardFrameProps {
  name: string;
  state: BoardState;
  session: SessionSnapshot;
  controller: BoardController;
  onClick: MouseEventHandler<HTMLDivElement>;
  networkBanner: boolean;
  consent?: ValueSlot<ConsentStore> | undefined;
  /** The one-time notice blocks give through `SessionActions.announce`. */
  notice?: Pick<BoardNoticeSlot, 'text' | 'close'> | undefined;
  /** Called once the board runs in the browser: its first render committed, effects run. */
  onHydrated?: (() => void) | undefined;
  children?: ReactNode;
}

/**
 * The board's root element: its `jb-` classes, the theme's custom properties (the employer
 * colour while an employer is logged in), the shared style sheets, the progress bar, the network
 * banners and the cookie bar around the page. The editor's preview (`?layout=editor`) shows no
 * cookie bar: it would cover the blocks being edited.
 */
export function BoardFrame(props: BoardFrameProps) {
  const { state, session, controller } = props;
  useScopedStyles('base', () => baseStyles(BOARD_ROOT_CLASS));
  useScopedStyles('blocks-runtime', () => blockRuntimeStyles(BOARD_ROOT_CLASS));
  useScopedStyles('shell', shellStyles);
  const settings =
    state.phase === 'ready' ? siteSettingsOf(state.data.site) : DEFAULT_SITE_SETTINGS;
  const employer = session.status === 'employer';
  const style = useMemo(
    () => themeVariables(settings, { employer }) as CSSProperties,
    [settings, employer],
  );
  // The banners and the cookie bar depend on the browser (connection, stored consent): they
  // appear after hydration, so the server's HTML and the first browser render agree.
  const [mounted, setMounted] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit
  useEffect(() => {
    setMounted(true);
    props.onHydrated?.();
  }, []);
  // Not in the first render even when another board on the page loaded them already: a
  // hydrating render must match the server's HTML, which has none of them (the notice's region
  // made React regenerate the tree now and then).
  const loadedParts = useLazyModule(frameParts, mounted);
  const parts = mounted ? loadedParts : undefined;
  const root = useRef<HTMLDivElement>(null);
  // Not in the editor's preview: the admin works in the editor around it.
  useFocusOnNewPath(
    root,
    state.phase === 'ready' && !state.decision.editorMode ? state.url.path : null,
    controller.location.takeTraversalScroll,
  );
  const consent = useSyncExternalStore(
    props.consent?.subscribe ?? noSlot.subscribe,
    props.consent?.getSnapshot ?? noSlot.getSnapshot,
    noSlot.getSnapshot,
  );
  // The notice blocks give for the next page, at the top of its <main> (PageBlocks).
  const noticeText = props.notice?.text ?? null;
  const closeNotice = props.notice?.close;
  const pageTop = useMemo(
    () =>
      parts && closeNotice ? <parts.BoardNotice text={noticeText} onClose={closeNotice} /> : null,
    [parts, noticeText, closeNotice],
  );
  // The footer's "Cookie settings" is there from the server's HTML on (it took its row after
  // hydration, a layout shift on every page). The footer hides it, keeping its place, until the
  // board runs; the consent store loads right after.
  const consentStore = useRef(consent);
  consentStore.current = consent;
  const openCookieSettings = useMemo(
    () => (settings.cookieBar ? () => consentStore.current?.reopen(true) : null),
    [settings.cookieBar],
  );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates clicks of the links inside
    // biome-ignore lint/a11y/useKeyWithClickEvents: links handle Enter as a click themselves
    <div
      ref={root}
      className={`${BOARD_ROOT_CLASS} ${BOARD_ROOT_CLASS}--${props.name}`}
      style={style}
      lang={
        state.phase === 'ready'
          ? state.data.locale
          : state.phase === 'failed' || state.phase === 'coming-soon'
            ? state.locale
            : undefined
      }
      // Set once the board runs in the browser (hydrated or rendered): tests and integrators wait for it.
      data-jb-ready={mounted && state.phase === 'ready' ? '' : undefined}
      onClick={props.onClick}
    >
      {parts ? (
        <parts.ProgressBar
          active={state.phase === 'starting' || (state.phase === 'ready' && state.navigating)}
        />
      ) : null}
      {parts && mounted && props.networkBanner ? (
        <parts.NetworkBanner onReconnect={controller.refresh} />
      ) : null}
      <CookieSettingsContext.Provider value={openCookieSettings}>
        <div className="jb-board__main">
          <PageTopContext value={pageTop}>{props.children}</PageTopContext>
        </div>
      </CookieSettingsContext.Provider>
      {mounted && consent && state.phase === 'ready' && !state.decision.editorMode ? (
        <LazyCookieBar store={consent} settings={settings} />
      ) : null}
    </div>
  );
}

/**
 * After the board shows another path (a link, back and forward, a language switch; not a change
 * of the query such as a filter or a page of results), focus moves to the new page's top
 * heading, else its `<main>`: the link that had focus is gone, and focus fell to the document's
 * start while screen readers announced nothing. Focus elsewhere on the host page stays there.
 * The new page also starts at its top, unless the visitor went back or forward: then it is
 * scrolled to where they left it, once it has rendered (`takeTraversalScroll`).
 */
function useFocusOnNewPath(
  root: RefObject<HTMLDivElement | null>,
  path: string | null,
  takeTraversalScroll: (() => number | null) | undefined,
) {
  const shown = useRef<string | null>(null);
  const traversed = useRef(false);
  // Back and forward: the browser restores the scroll position, so the board leaves it.
  useEffect(() => {
    const view = root.current?.ownerDocument.defaultView;
    if (!view) return;
    const onTraversal = () => {
      traversed.current = true;
    };
    view.addEventListener('popstate', onTraversal);
    view.addEventListener('hashchange', onTraversal);
    return () => {
      view.removeEventListener('popstate', onTraversal);
      view.removeEventListener('hashchange', onTraversal);
    };
  }, [root]);
  useEffect(() => {
    if (path === null) return;
    const previous = shown.current;
    const traversal = traversed.current;
    // Taken on every new path, so a position a query-only back left unused never applies later.
    const position = takeTraversalScroll?.() ?? null;
    shown.current = path;
    traversed.current = false;
    const element = root.current;
    if (previous === null || previous === path || !element) return;
    // A new page starts at its top: the board's top into view when it was scrolled past (the
    // visitor followed a link in the footer), the position kept when the top is in view.
    const top = element.getBoundingClientRect().top;
    const view = element.ownerDocument.defaultView;
    if (!traversal && top < 0) view?.scrollBy({ top });
    if (traversal && position !== null) view?.scrollTo({ top: position });
    const active = activeElementOf(element);
    if (active && active !== element.ownerDocument.body && !element.contains(active)) return;
    const main = element.querySelector<HTMLElement>('main');
    const heading = main?.querySelector<HTMLElement>('h1');
    const target = heading ?? main;
    if (!target) return;
    focusQuietly(target);
    // A detail page's heading comes with its item (a job, an article): the focus waits on
    // `<main>` and goes to the heading when it shows, unless the visitor moved it meanwhile.
    if (heading || !main) return;
    return focusHeadingWhenShown(main);
  }, [root, path, takeTraversalScroll]);
}
