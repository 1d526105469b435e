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
import { FROM_KEY, fromPathOf } from './history-entry-from';
import { historyHold } from './history-hold';
import { createScrollMemory } from './scroll-memory';

/** What tells the history and the hash mode apart: where in the address the board URL sits. */
export interface WindowLocationMode {
  window: LocationWindow;
  /** The board URL in an address, or `null` when the address belongs to the host page. */
  read(url: URL): BoardUrl | null;
  /** The address, relative to the page, that holds a board URL. */
  href(url: BoardUrl): string;
  /** Whether an address of another page or origin could hold this mode's board URLs. */
  sameDocument(target: URL, here: URL): boolean;
  /** The window events that announce a back, a forward or an address typed in. */
  events: readonly ('popstate' | 'hashchange')[];
}

/**
 * A board location kept in the window's address (the history and hash modes). Entries are
 * written with pushState and replaceState, whose state carries the scroll memory's key, and
 * the window's events announce back and forward.
 */
export function createWindowLocation(mode: WindowLocationMode): BoardLocation {
  const { window } = mode;
  const listeners = createLocationListeners();
  // Before the listener below: a back or forward's position is read first.
  const scroll = createScrollMemory(window);
  const read = () => mode.read(new URL(window.location.href));

  let last = read() ?? parseBoardUrl('/');
  // The state of the entry that shows `last` (a held move puts it back).
  let lastState: unknown = window.history.state;

  const href = (input: BoardUrlInput) => mode.href(toBoardUrl(input));

  // pushState rather than assigning location.hash in hash mode: a fragment assignment cannot
  // replace an entry. The state marks entries the board pushed, for host routers that look, and
  // names the board URL a pushed entry was left from (a replaced one keeps its own), so a page
  // can tell where back goes (the job page's back button goes back only to the job list).
  const write = (method: 'pushState' | 'replaceState', input: BoardUrlInput) => {
    const url = toBoardUrl(input);
    const from = method === 'pushState' ? formatBoardUrl(last) : fromPathOf(window.history.state);
    const state = { ...scroll.stateForEntry(), ...(from === null ? {} : { [FROM_KEY]: from }) };
    window.history[method](state, '', href(url));
    last = url;
    lastState = state;
    listeners.notify(url, method === 'pushState' ? 'push' : 'replace');
  };

  // A board that starts on an address that is not its own (outside the base path, a host
  // anchor such as `#contact`) shows its home; replacing that address (the locale prefix of a
  // visitor's language) would rewrite the host page's: the board's page changes, the address
  // stays. A push (a link in the board) does write it.
  const settle = (input: BoardUrlInput) => {
    if (read() !== null) return write('replaceState', input);
    last = toBoardUrl(input);
    listeners.notify(last, 'replace');
  };

  // Back and forward fire popstate; in hash mode a fragment typed into the address bar fires
  // hashchange. Both may arrive for one change, so only a URL unlike the last one is announced.
  const onWindowChange = () => {
    const url = read();
    if (url === null || sameBoardUrl(url, last)) return;
    // An open dialog takes a move within the board: the address goes back to the page, with the
    // entry's state, and the dialog closes (FormDialog; the history keeps its length).
    const hold = historyHold();
    if (hold) {
      window.history.pushState(lastState, '', href(last));
      hold();
      return;
    }
    last = url;
    lastState = window.history.state;
    listeners.notify(url, 'traversal');
  };
  for (const event of mode.events) window.addEventListener(event, onWindowChange);

  return {
    current: () => last,
    push: (url) => write('pushState', url),
    replace: settle,
    back: () => window.history.back(),
    forward: () => window.history.forward(),
    subscribe: listeners.add,
    takeTraversalScroll: scroll.takeTraversalScroll,
    leftFrom: () => fromPathOf(window.history.state),
    href,
    parseHref(value) {
      const here = new URL(window.location.href);
      const target = new URL(value, here);
      return mode.sameDocument(target, here) ? mode.read(target) : null;
    },
    destroy() {
      scroll.destroy();
      for (const event of mode.events) window.removeEventListener(event, onWindowChange);
      listeners.clear();
    },
  };
}
