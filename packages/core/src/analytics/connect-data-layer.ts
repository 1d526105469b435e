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

/**
 * Pushes the spec's analytics events of a board into the tag manager's `dataLayer` as
 * `{event, ...payload}`, when the site has a tag manager key. Runtime events (error, navigate,
 * ready) stay on the bus: errors may carry personal data. Returns the disconnect.
 */
export function connectDataLayer(
  bus: EventBus<BoardEventMap>,
  { window, tagManagerKey }: ConnectDataLayerOptions,
): () => void {
  if (tagManagerKey.trim() === '') return () => {};
  return bus.onAny((event, payload) => {
    if (!isAnalyticsEvent(event)) return;
    // The tag manager may replace the array with its own object later; always read it anew.
    window.dataLayer ??= [];
    window.dataLayer.push({ event, ...payload });
  });
}
