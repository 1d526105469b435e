import type { BoardUrl, BoardUrlInput } from './board-url';

/**
 * What moved the URL: a push (a link, `navigate`, `setLocale`), a replace (a redirect, a guard,
 * the locale prefix at start) or a traversal (back, forward, an address the visitor typed).
 */
export type LocationChange = 'push' | 'replace' | 'traversal';

export type BoardLocationListener = (url: BoardUrl, change: LocationChange) => void;

/**
 * Where a board keeps its current URL. The three modes (history, hash, memory) share this
 * interface so the router never knows which one it runs on.
 */
export interface BoardLocation {
  /** The current board URL; while the window shows a URL outside the board, the last board URL. */
  current(): BoardUrl;
  push(url: BoardUrlInput): void;
  replace(url: BoardUrlInput): void;
  back(): void;
  forward(): void;
  /** Called after every change of the board URL (own pushes and back/forward); returns the unsubscribe. */
  subscribe(listener: BoardLocationListener): () => void;
  /** The value for an `<a href>` that leads to `url` in this mode. */
  href(url: BoardUrlInput): string;
  /**
   * The board URL an `<a href>` value leads to, or `null` when it leaves the board (another
   * origin, a path outside the base path, a host page anchor), so the board lets the browser
   * or the host page's router handle it.
   */
  parseHref(href: string): BoardUrl | null;
  /**
   * Where the window was scrolled on the entry the last back or forward went to, once (history
   * and hash modes; memory mode leaves the window to the host page).
   */
  takeTraversalScroll?(): number | null;
  /**
   * The board URL the current entry was left from by a push, where the mode keeps it in the
   * window's history (history and hash modes); `null` when it was not.
   */
  leftFrom?(): string | null;
  /** Stops listening to the window and drops all listeners. */
  destroy(): void;
}

/** The part of `window` the history and hash modes use; injected so importing touches no window. */
export type LocationWindow = Pick<
  Window,
  'location' | 'history' | 'addEventListener' | 'removeEventListener'
>;
