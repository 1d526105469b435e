/** A value that arrives later (a lazily loaded part), for `useSyncExternalStore`. */
export interface ValueSlot<Value> {
  getSnapshot(): Value | undefined;
  subscribe(listener: () => void): () => void;
  set(value: Value): void;
}

export function createValueSlot<Value>(): ValueSlot<Value> {
  let value: Value | undefined;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      value = next;
      for (const listener of [...listeners]) listener();
    },
  };
}
