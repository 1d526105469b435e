import type { LocationWindow } from './board-location';

/** The field of `history.state` that names a history entry for its scroll position. */
const ENTRY_KEY = 'jobboardEntry';

type ScrollWindow = LocationWindow & Partial<Pick<Window, 'scrollY'>>;

export interface ScrollMemory {
  /** The `history.state` of an entry the board writes: marked as the board's, with its own key. */
  stateForEntry(): Record<string, unknown>;
  /**
   * The scroll position the visitor left the entry at that the last back or forward went to,
   * once; `null` when there is none (or it was taken).
   */
  takeTraversalScroll(): number | null;
  destroy(): void;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const keyOf = (state: unknown): string | null =>
  isRecord(state) && typeof state[ENTRY_KEY] === 'string' ? state[ENTRY_KEY] : null;

/**
 * Whether a history entry is one the board knows: the one it started on, or one it wrote. A
 * new entry the host page made (its `<a href="#">`, its router's pushState) has no key.
 */
export const isBoardEntry = (state: unknown): boolean => keyOf(state) !== null;

let entries = 0;
const newKey = () => {
  entries += 1;
  return `${Date.now().toString(36)}-${entries.toString(36)}`;
};

/**
 * Remembers the window's scroll position per history entry, for back and forward. The browser
 * restores it on its own, but at once, while the board still shows the page it leaves: back
 * from a short job page to a long list landed where the job page ended. The board scrolls again
 * once the page it went back to has rendered (`takeTraversalScroll`). The entry the board
 * started on gets a key too, its other state kept.
 */
export function createScrollMemory(window: ScrollWindow): ScrollMemory {
  const positions = new Map<string, number>();
  let traversal: number | null = null;

  if (keyOf(window.history.state) === null) {
    const state = isRecord(window.history.state) ? window.history.state : {};
    window.history.replaceState({ ...state, [ENTRY_KEY]: newKey() }, '');
  }
  const onScroll = () => {
    const key = keyOf(window.history.state);
    if (key !== null && typeof window.scrollY === 'number') positions.set(key, window.scrollY);
  };
  const onPopState = (event: Event) => {
    const key = keyOf((event as PopStateEvent).state);
    traversal = key === null ? null : (positions.get(key) ?? null);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('popstate', onPopState);

  return {
    stateForEntry: () => ({ jobboard: true, [ENTRY_KEY]: newKey() }),
    takeTraversalScroll() {
      const position = traversal;
      traversal = null;
      return position;
    },
    destroy() {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('popstate', onPopState);
    },
  };
}
