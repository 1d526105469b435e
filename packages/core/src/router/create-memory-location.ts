import { joinBasePath, normalizeBasePath, stripBasePath } from './base-path';
import type { BoardLocation } from './board-location';
import {
  type BoardUrlInput,
  createBoardUrl,
  formatBoardUrl,
  parseBoardUrl,
  toBoardUrl,
} from './board-url';
import { createLocationListeners } from './create-location-listeners';

export interface MemoryLocationOptions {
  /**
   * The first URL, or the whole initial history with the last entry current.
   * @default '/'
   */
  initial?: BoardUrlInput | readonly BoardUrlInput[];
  /**
   * The path the board's links are written under (`/jobs`): memory routing keeps board paths, but
   * a link opened in a new tab or copied, and the server-rendered HTML the browser hydrates in
   * history routing, must carry the host's address of the page.
   * @default ''
   */
  basePath?: string;
}

/**
 * A location held in memory: the editor preview, several boards on one page, SSR and tests.
 * Back and forward walk its own entry list; the window is never touched.
 */
export function createMemoryLocation(options: MemoryLocationOptions = {}): BoardLocation {
  const initial = options.initial ?? '/';
  const entries = (Array.isArray(initial) ? initial : [initial]).map((entry: BoardUrlInput) =>
    toBoardUrl(entry),
  );
  if (entries.length === 0) entries.push(parseBoardUrl('/'));
  let index = entries.length - 1;
  const listeners = createLocationListeners();
  const basePath = normalizeBasePath(options.basePath ?? '');

  const current = () => entries[index]!;
  const go = (to: number) => {
    if (to < 0 || to >= entries.length) return;
    index = to;
    listeners.notify(current(), 'traversal');
  };

  return {
    current,
    push(url) {
      entries.splice(index + 1, entries.length, toBoardUrl(url));
      index = entries.length - 1;
      listeners.notify(current(), 'push');
    },
    replace(url) {
      entries[index] = toBoardUrl(url);
      listeners.notify(current(), 'replace');
    },
    back: () => go(index - 1),
    forward: () => go(index + 1),
    subscribe: listeners.add,
    // Links keep their address under the base path so they can be opened or copied; clicks are
    // intercepted.
    href(input) {
      const url = toBoardUrl(input);
      return `${joinBasePath(url.path, basePath)}${formatBoardUrl(url).slice(url.path.length)}`;
    },
    parseHref(href) {
      if (!href.startsWith('/') || href.startsWith('//')) return null;
      const url = parseBoardUrl(href);
      const path = stripBasePath(url.path, basePath);
      return path === null ? null : createBoardUrl(path, url.query, url.hash);
    },
    destroy: listeners.clear,
  };
}
