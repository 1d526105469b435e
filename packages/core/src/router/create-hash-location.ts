import { joinBasePath, normalizeBasePath, stripBasePath } from './base-path';
import type { BoardLocation, LocationWindow } from './board-location';
import { formatBoardUrl, parseBoardUrl } from './board-url';
import { isBoardEntry } from './scroll-memory';
import { createWindowLocation } from './window-location';

export interface HashLocationOptions {
  /**
   * The path inside the fragment the board lives under (`/jobs` gives `#/jobs/job-list`), so a
   * host page that routes by fragment itself keeps its other fragments.
   * @default ''
   */
  basePath?: string;
  window: LocationWindow;
}

/**
 * Board URLs in the fragment (`page.html#/job-list?page=2`): embeds on hosts that cannot rewrite
 * deep links to the page holding the board. Fragments that do not start with `/` are the host
 * page's own anchors and are left alone.
 */
export function createHashLocation(options: HashLocationOptions): BoardLocation {
  const { window } = options;
  const basePath = normalizeBasePath(options.basePath ?? '');
  return createWindowLocation({
    window,
    // `#/jobs/job-list?page=2#top` carries a whole board URL, its own fragment included. No
    // fragment is the board's home on the entry the board started on (or one it wrote), but not
    // on an entry the host page made (its "back to top" link to `#`).
    read(url) {
      const inner = url.hash.replace(/^#/, '');
      if (inner === '') return isBoardEntry(window.history.state) ? parseBoardUrl('/') : null;
      if (!inner.startsWith('/')) return null;
      const board = parseBoardUrl(inner);
      const path = stripBasePath(board.path, basePath);
      return path === null ? null : { ...board, path };
    },
    href(url) {
      const inner = `${joinBasePath(url.path, basePath)}${formatBoardUrl(url).slice(url.path.length)}`;
      return `${window.location.pathname}${window.location.search}#${inner}`;
    },
    // Only this page's fragment routes: another page's, or a host anchor, leaves the board.
    sameDocument: (target, here) =>
      target.origin === here.origin &&
      target.pathname === here.pathname &&
      target.search === here.search &&
      target.hash.startsWith('#/'),
    events: ['popstate', 'hashchange'],
  });
}
