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
}

/** How many events wait for the site's key and the visitor's choice; later ones are dropped. */
export const DATA_LAYER_PENDING_LIMIT = 50;

export interface DataLayerConnection {
  /** SiteSettings.tagManagerKey, once the site is read; with an empty key nothing is pushed. */
  setKey(tagManagerKey: string): void;
  /**
   * The visitor's consent to the tag manager: `true` accepted, `false` rejected, `null` not
   * chosen yet.
   */
  setConsent(granted: boolean | null): void;
  disconnect(): void;
}

/**
 * Pushes the spec's analytics events of a board into the tag manager's `dataLayer` as
 * `{event, ...payload}`, when the site has a tag manager key and the visitor accepted the tag
 * manager. Connected when the board starts, so events of its first navigation (an employer
 * token's login) count too; until the key and the visitor's choice are known they wait in
 * memory, so a host page's own tag manager, which reads the same `dataLayer`, sees nothing the
 * visitor has not agreed to. They are pushed on acceptance and dropped on rejection or without a
 * key. Runtime events (error, navigate, ready) stay on the bus: errors may carry personal data.
 */
export function connectDataLayer(
  bus: EventBus<BoardEventMap>,
  { window }: ConnectDataLayerOptions,
): DataLayerConnection {
  let key: boolean | null = null;
  let granted: boolean | null = null;
  const pending: object[] = [];
  const push = (entry: object) => {
    // The tag manager may replace the array with its own object later; always read it anew.
    window.dataLayer ??= [];
    window.dataLayer.push(entry);
  };
  const settle = () => {
    if (key === false || granted === false) pending.length = 0;
    else if (key && granted) for (const entry of pending.splice(0)) push(entry);
  };
  const disconnect = bus.onAny((event, payload) => {
    if (!isAnalyticsEvent(event) || key === false || granted === false) return;
    const entry = { event, ...payload };
    if (key && granted) push(entry);
    else if (pending.length < DATA_LAYER_PENDING_LIMIT) pending.push(entry);
  });
  return {
    setKey(tagManagerKey) {
      key = tagManagerKey.trim() !== '';
      settle();
    },
    setConsent(next) {
      granted = next;
      settle();
    },
    disconnect,
  };
}
