import { type Locale, TIMINGS } from '@jobboard/schema';
import { useEffect, useState } from 'react';
import type { BlockModule } from './block-module';
import type { BlockRuntime } from './block-runtime';
import { isChunkLoadError } from './is-chunk-load-error';

/** A block type's module, or why it is not there yet. */
export type BlockModuleState = BlockModule<unknown> | 'loading' | 'timed-out' | 'failed';

type LoadStatus = 'loading' | 'loaded' | 'timed-out' | 'failed';

/**
 * The module of a block type, with its settings parser for `locale`: at once when the registry
 * has both (the SSR, hydration and re-render path, which allocates no state object), else after
 * loading them (a locale whose default texts have not loaded yet loads them first). Without the
 * module after the async-component time-out, counted from when its load started, the state
 * becomes `timed-out`; a module arriving later still shows.
 * A missing chunk is passed to the runtime's `onChunkError`.
 */
export function useBlockModule(
  runtime: BlockRuntime,
  type: string,
  locale: Locale,
): BlockModuleState {
  const ready = runtime.registry.loaded(type, locale);
  const [status, setStatus] = useState<LoadStatus>('loading');

  useEffect(() => {
    const { registry, onChunkError } = runtime;
    if (registry.loaded(type, locale)) return;
    let active = true;
    setStatus('loading');
    // A module the board already waited for before rendering the page has used part of its time.
    const since = registry.loadingSince(type) ?? Date.now();
    const timer = setTimeout(
      () => setStatus((current) => (current === 'loading' ? 'timed-out' : current)),
      Math.max(0, since + TIMINGS.asyncComponentTimeoutMs - Date.now()),
    );
    registry.load(type, locale).then(
      () => {
        if (active) setStatus('loaded');
      },
      (error: unknown) => {
        if (!active) return;
        if (isChunkLoadError(error)) onChunkError?.(error);
        setStatus('failed');
      },
    );
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [runtime, type, locale]);

  if (ready) return ready;
  return status === 'loaded' ? 'loading' : status;
}
