import type { BoardEventMap } from './analytics-events';
import { isAnalyticsEvent } from './analytics-events';
import type { EventBus } from './create-event-bus';

/** The part of `window` the tag manager reads: its `dataLayer` queue. */
export interface DataLayerWindow {
  dataLayer?: unknown[];
}

export interface ConnectDataLayerOptions {
  /** The window whose `dataLayer` receives the events. */
  window: DataLayerWindow;
  /** SiteSettings.tagManagerKey; with an empty key nothing is pushed. */
  tagManagerKey: string;
}

/** How many events wait for the visitor's cookie choice; later ones are dropped. */
export const DATA_LAYER_PENDING_LIMIT = 50;

export interface DataLayerConnection {
  /**
   * The visitor's consent to the tag manager: `true` accepted, `false` rejected, `null` not
   * chosen yet. Events wait in memory until it is known; on `true` they are pushed, on `false`
   * they are dropped.
   */
  setConsent(granted: boolean | null): void;
  disconnect(): void;
}

/**
 * Pushes the spec's analytics events of a board into the tag manager's `dataLayer` as
 * `{event, ...payload}`, when the site has a tag manager key and the visitor accepted the tag
 * manager. Until the visitor's choice is known (`setConsent`) they wait in memory, so a host
 * page's own tag manager, which reads the same `dataLayer`, sees nothing the visitor has not
 * agreed to. Runtime events (error, navigate, ready) stay on the bus: errors may carry personal
 * data.
 */
export function connectDataLayer(
  bus: EventBus<BoardEventMap>,
  { window, tagManagerKey }: ConnectDataLayerOptions,
): DataLayerConnection {
  if (tagManagerKey.trim() === '') return { setConsent: () => undefined, disconnect: () => {} };
  let granted: boolean | null = null;
  const pending: object[] = [];
  const push = (entry: object) => {
    // The tag manager may replace the array with its own object later; always read it anew.
    window.dataLayer ??= [];
    window.dataLayer.push(entry);
  };
  const disconnect = bus.onAny((event, payload) => {
    if (!isAnalyticsEvent(event)) return;
    const entry = { event, ...payload };
    if (granted) push(entry);
    else if (granted === null && pending.length < DATA_LAYER_PENDING_LIMIT) pending.push(entry);
  });
  return {
    setConsent(next) {
      granted = next;
      if (next === true) for (const entry of pending.splice(0)) push(entry);
      else if (next === false) pending.length = 0;
    },
    disconnect,
  };
}
