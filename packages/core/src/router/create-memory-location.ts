import type { BoardLocation } from './board-location';
import { type BoardUrlInput, formatBoardUrl, parseBoardUrl, toBoardUrl } from './board-url';
import { createLocationListeners } from './create-location-listeners';

export interface MemoryLocationOptions {
  /**
   * The first URL, or the whole initial history with the last entry current.
   * @default '/'
   */
  initial?: BoardUrlInput | readonly BoardUrlInput[];
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
    // Links keep their board URL so they can be opened or copied; clicks are intercepted.
    href: (url) => formatBoardUrl(toBoardUrl(url)),
    parseHref(href) {
      if (!href.startsWith('/') || href.startsWith('//')) return null;
      return parseBoardUrl(href);
    },
    destroy: listeners.clear,
  };
}
