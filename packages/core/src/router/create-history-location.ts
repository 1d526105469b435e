import { joinBasePath, normalizeBasePath, stripBasePath } from './base-path';
import type { BoardLocation, LocationWindow } from './board-location';
import {
  type BoardUrl,
  type BoardUrlInput,
  createBoardUrl,
  formatBoardUrl,
  parseBoardUrl,
  sameBoardUrl,
  toBoardUrl,
} from './board-url';
import { createLocationListeners } from './create-location-listeners';
import { createScrollMemory } from './scroll-memory';

export interface HistoryLocationOptions {
  /**
   * The path the board lives under; URLs outside it belong to the host page.
   * @default ''
   */
  basePath?: string;
  window: LocationWindow;
}

/**
 * Board URLs as real paths under a base path: standalone boards and embeds whose host rewrites
 * every path under the base to the page that holds the board.
 */
export function createHistoryLocation(options: HistoryLocationOptions): BoardLocation {
  const { window } = options;
  const basePath = normalizeBasePath(options.basePath ?? '');
  const listeners = createLocationListeners();
  // Before the popstate listener below: a back or forward's position is read first.
  const scroll = createScrollMemory(window);

  const fromWindowUrl = (url: URL): BoardUrl | null => {
    const path = stripBasePath(url.pathname, basePath);
    return path === null ? null : createBoardUrl(path, url.searchParams, url.hash.slice(1));
  };
  const windowUrl = () => new URL(window.location.href);

  let last = fromWindowUrl(windowUrl()) ?? parseBoardUrl('/');

  const href = (input: BoardUrlInput) => {
    const url = toBoardUrl(input);
    return `${joinBasePath(url.path, basePath)}${formatBoardUrl(url).slice(url.path.length)}`;
  };

  const write = (method: 'pushState' | 'replaceState', input: BoardUrlInput) => {
    const url = toBoardUrl(input);
    // The state marks entries the board pushed, for host routers that inspect history.state.
    window.history[method](scroll.stateForEntry(), '', href(url));
    last = url;
    listeners.notify(url);
  };

  // A board that starts on a URL outside its base shows its home; replacing that URL (the locale
  // prefix of a visitor's language) would rewrite the host page's own: the board's page changes,
  // the address stays. A push (a link in the board) does move the address under the base.
  const settle = (input: BoardUrlInput) => {
    if (fromWindowUrl(windowUrl()) !== null) return write('replaceState', input);
    last = toBoardUrl(input);
    listeners.notify(last);
  };

  // Back and forward arrive as popstate; URLs outside the base belong to the host page's router.
  const onPopState = () => {
    const url = fromWindowUrl(windowUrl());
    if (url === null || sameBoardUrl(url, last)) return;
    last = url;
    listeners.notify(url);
  };
  window.addEventListener('popstate', onPopState);

  return {
    current: () => last,
    push: (url) => write('pushState', url),
    replace: settle,
    back: () => window.history.back(),
    forward: () => window.history.forward(),
    subscribe: listeners.add,
    takeTraversalScroll: scroll.takeTraversalScroll,
    href,
    parseHref(value) {
      const target = new URL(value, window.location.href);
      if (target.origin !== windowUrl().origin) return null;
      return fromWindowUrl(target);
    },
    destroy() {
      scroll.destroy();
      window.removeEventListener('popstate', onPopState);
      listeners.clear();
    },
  };
}
