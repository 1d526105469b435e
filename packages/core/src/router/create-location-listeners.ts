import type { BoardLocationListener, LocationChange } from './board-location';
import type { BoardUrl } from './board-url';

export interface LocationListeners {
  add(listener: BoardLocationListener): () => void;
  notify(url: BoardUrl, change: LocationChange): void;
  clear(): void;
}

/** The listener set the three location modes share. */
export function createLocationListeners(): LocationListeners {
  const listeners = new Set<BoardLocationListener>();
  return {
    add(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify(url, change) {
      // A copy, so a listener that unsubscribes while being notified does not skip another one.
      for (const listener of [...listeners]) listener(url, change);
    },
    clear() {
      listeners.clear();
    },
  };
}
