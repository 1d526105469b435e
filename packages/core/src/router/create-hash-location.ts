import { joinBasePath, normalizeBasePath, stripBasePath } from './base-path';
import type { BoardLocation, LocationWindow } from './board-location';
import {
  type BoardUrl,
  type BoardUrlInput,
  formatBoardUrl,
  parseBoardUrl,
  sameBoardUrl,
  toBoardUrl,
} from './board-url';
import { createLocationListeners } from './create-location-listeners';
import { createScrollMemory } from './scroll-memory';

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
  const listeners = createLocationListeners();
  // Before the popstate listener below: a back or forward's position is read first.
  const scroll = createScrollMemory(window);

  // `#/jobs/job-list?page=2#top` carries a whole board URL, its own fragment included.
  const fromFragment = (fragment: string): BoardUrl | null => {
    const inner = fragment.replace(/^#/, '');
    if (inner === '') return parseBoardUrl('/');
    if (!inner.startsWith('/')) return null;
    const url = parseBoardUrl(inner);
    const path = stripBasePath(url.path, basePath);
    return path === null ? null : { ...url, path };
  };
  const pageHref = () => `${window.location.pathname}${window.location.search}`;

  let last = fromFragment(window.location.hash) ?? parseBoardUrl('/');

  const href = (input: BoardUrlInput) => {
    const url = toBoardUrl(input);
    const inner = `${joinBasePath(url.path, basePath)}${formatBoardUrl(url).slice(url.path.length)}`;
    return `${pageHref()}#${inner}`;
  };

  // pushState rather than assigning location.hash: a fragment assignment cannot replace an entry.
  const write = (method: 'pushState' | 'replaceState', input: BoardUrlInput) => {
    const url = toBoardUrl(input);
    window.history[method](scroll.stateForEntry(), '', href(url));
    last = url;
    listeners.notify(url);
  };

  // On a host anchor (`#contact`) or another fragment route the board shows its home; replacing
  // that fragment (the locale prefix of a visitor's language) would take the host page's: the
  // board's page changes, the address stays. A push (a link in the board) does write it.
  const settle = (input: BoardUrlInput) => {
    if (fromFragment(window.location.hash) !== null) return write('replaceState', input);
    last = toBoardUrl(input);
    listeners.notify(last);
  };

  // Back and forward fire popstate; a fragment typed into the address bar fires hashchange.
  // Both may arrive for one change, so only a URL different from the last one is announced.
  const onWindowChange = () => {
    const url = fromFragment(window.location.hash);
    if (url === null || sameBoardUrl(url, last)) return;
    last = url;
    listeners.notify(url);
  };
  window.addEventListener('popstate', onWindowChange);
  window.addEventListener('hashchange', onWindowChange);

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
      const here = new URL(window.location.href);
      const target = new URL(value, here);
      const samePage =
        target.origin === here.origin &&
        target.pathname === here.pathname &&
        target.search === here.search;
      if (!samePage || !target.hash.startsWith('#/')) return null;
      return fromFragment(target.hash);
    },
    destroy() {
      scroll.destroy();
      window.removeEventListener('popstate', onWindowChange);
      window.removeEventListener('hashchange', onWindowChange);
      listeners.clear();
    },
  };
}
