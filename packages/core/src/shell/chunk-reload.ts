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
  /**
   * Whether the browser is online, e.g. `() => window.navigator.onLine`.
   * @default reads `navigator.onLine`, online when there is no navigator
   */
  online?: () => boolean;
}

export const CHUNK_RELOAD_KEY = 'jobboard:chunk-reload-at';

/**
 * Reloads the page for a chunk-load failure, at most once per `TIMINGS.chunkReloadIntervalMs`
 * (spec §8), so a chunk that is really gone shows its error instead of reloading forever.
 * Without working storage it never reloads, for the same reason. Returns whether it reloaded.
 *
 * Offline it neither reloads nor uses up the minute: the reload is meant for a chunk a new
 * deployment removed, and offline it would only end on the browser's offline page (and the
 * embed's loader with it). The board's refresh on reconnect tries the chunk again; a browser that
 * remembers a failed import for the page's life fails it again, and the block keeps its loading
 * error until the visitor moves on, when a failure (online now) may reload.
 */
export function reloadOnChunkError(
  error: unknown,
  {
    storage,
    now = Date.now,
    reload,
    key = CHUNK_RELOAD_KEY,
    online = browserOnline,
  }: ReloadOnChunkErrorOptions,
): boolean {
  if (!isChunkLoadError(error) || !online()) return false;
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

// `onLine` is false only when the browser knows it is offline; without a navigator, online.
const browserOnline = () => globalThis.navigator?.onLine !== false;
