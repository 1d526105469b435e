import { useEffect, useRef, useState } from 'react';

/** A module loaded on first use (its own chunk in the embed build), then at hand synchronously. */
export interface LazyModule<Module> {
  /** Loads the module once; a failed load is forgotten so the next call retries. */
  load(): Promise<Module>;
  /** The module once loaded, else `undefined`. */
  loaded(): Module | undefined;
}

/** Wraps a literal dynamic import: `lazyModule(() => import('./cookie-bar'))`. */
export function lazyModule<Module>(importer: () => Promise<Module>): LazyModule<Module> {
  let module: Module | undefined;
  let pending: Promise<Module> | undefined;
  return {
    load() {
      if (module) return Promise.resolve(module);
      pending ??= importer().then(
        (loaded) => {
          module = loaded;
          return loaded;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => module,
  };
}

/**
 * A lazy module in a component: at once when already loaded, else `undefined` until it loads
 * (loading starts once `wanted` is true). A failed load leaves it `undefined` and is passed to
 * `onError` (the latest one given).
 */
export function useLazyModule<Module>(
  lazy: LazyModule<Module>,
  wanted = true,
  onError?: (error: unknown) => void,
): Module | undefined {
  const ready = lazy.loaded();
  const [, setLoaded] = useState(false);
  const reportError = useRef(onError);
  reportError.current = onError;
  useEffect(() => {
    if (!wanted || lazy.loaded()) return;
    let active = true;
    lazy.load().then(
      () => {
        if (active) setLoaded(true);
      },
      (error: unknown) => {
        if (active) reportError.current?.(error);
      },
    );
    return () => {
      active = false;
    };
  }, [lazy, wanted]);
  return ready;
}
