import type { BoardEventMap } from './analytics-events';

export type EventHandler<P> = (payload: P) => void;
export type AnyEventHandler<M> = <K extends keyof M>(event: K, payload: M[K]) => void;

/** A typed publish-subscribe channel: `on()` of the embed API and the tag manager read it. */
export interface EventBus<M extends object = BoardEventMap> {
  /** Calls `handler` on every `event`; returns the unsubscribe. */
  on<K extends keyof M>(event: K, handler: EventHandler<M[K]>): () => void;
  off<K extends keyof M>(event: K, handler: EventHandler<M[K]>): void;
  /** Calls `handler` on every event with its name; returns the unsubscribe. */
  onAny(handler: AnyEventHandler<M>): () => void;
  emit<K extends keyof M>(event: K, payload: M[K]): void;
}

/**
 * Creates an event bus. A throwing handler does not keep the others from running: its error is
 * rethrown on a later task, where the page's error reporting sees it.
 */
export function createEventBus<M extends object = BoardEventMap>(): EventBus<M> {
  const handlers = new Map<keyof M, Set<EventHandler<never>>>();
  const anyHandlers = new Set<AnyEventHandler<M>>();

  const run = (call: () => void) => {
    try {
      call();
    } catch (error) {
      setTimeout(() => {
        throw error;
      });
    }
  };

  const off = <K extends keyof M>(event: K, handler: EventHandler<M[K]>) => {
    handlers.get(event)?.delete(handler as EventHandler<never>);
  };

  return {
    on(event, handler) {
      let set = handlers.get(event);
      if (!set) {
        set = new Set();
        handlers.set(event, set);
      }
      set.add(handler as EventHandler<never>);
      return () => off(event, handler);
    },
    off,
    onAny(handler) {
      anyHandlers.add(handler);
      return () => {
        anyHandlers.delete(handler);
      };
    },
    emit(event, payload) {
      // Copies, so handlers that unsubscribe while running do not skip their neighbours.
      for (const handler of [...(handlers.get(event) ?? [])]) {
        run(() => (handler as EventHandler<typeof payload>)(payload));
      }
      for (const handler of [...anyHandlers]) run(() => handler(event, payload));
    },
  };
}
