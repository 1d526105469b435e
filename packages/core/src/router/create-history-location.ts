import { joinBasePath, normalizeBasePath, stripBasePath } from './base-path';
import type { BoardLocation, LocationWindow } from './board-location';
import { createBoardUrl, formatBoardUrl } from './board-url';
import { createWindowLocation } from './window-location';

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
  const basePath = normalizeBasePath(options.basePath ?? '');
  return createWindowLocation({
    window: options.window,
    read(url) {
      const path = stripBasePath(url.pathname, basePath);
      return path === null ? null : createBoardUrl(path, url.searchParams, url.hash.slice(1));
    },
    href: (url) =>
      `${joinBasePath(url.path, basePath)}${formatBoardUrl(url).slice(url.path.length)}`,
    // Any path of the origin: those outside the base belong to the host page's router.
    sameDocument: (target, here) => target.origin === here.origin,
    events: ['popstate'],
  });
}
