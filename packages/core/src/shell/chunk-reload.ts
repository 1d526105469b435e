import { TIMINGS } from '@jobboard/schema';
import { isChunkLoadError } from '../blocks-runtime/is-chunk-load-error';

/** The part of `Storage` (session or local storage) that remembers the last reload. */
export type ChunkReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface ReloadOnChunkErrorOptions {
  storage: ChunkReloadStorage;
  /** @default Date.now */
  now?: () => number;
  /** Reloads the page, e.g. `() => window.location.reload()`. */
  reload: () => void;
  /** @default 'jobboard:chunk-reload-at' */
  key?: string;
}

export const CHUNK_RELOAD_KEY = 'jobboard:chunk-reload-at';

/**
 * Reloads the page for a chunk-load failure, at most once per `TIMINGS.chunkReloadIntervalMs`
 * (spec §8), so a chunk that is really gone shows its error instead of reloading forever.
 * Without working storage it never reloads, for the same reason. Returns whether it reloaded.
 */
export function reloadOnChunkError(
  error: unknown,
  { storage, now = Date.now, reload, key = CHUNK_RELOAD_KEY }: ReloadOnChunkErrorOptions,
): boolean {
  if (!isChunkLoadError(error)) return false;
  const time = now();
  try {
    const last = Number(storage.getItem(key));
    if (Number.isFinite(last) && last > 0 && time - last < TIMINGS.chunkReloadIntervalMs) {
      return false;
    }
    storage.setItem(key, String(time));
  } catch {
    return false;
  }
  reload();
  return true;
}
