import { isSafeRedirectPath } from '@jobboard/schema';

/** The part of `Storage` (session storage in the browser) the remembered path needs. */
export type PathStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The storage key; boards sharing one storage pass their own key ({@link rememberedPathKey}). */
export const REMEMBERED_PATH_KEY = 'jobboard:remembered-path';

/**
 * The key of one board's remembered path: its host, base path and instance name, so boards keep
 * their own (two memory-routed boards on one page have the same host and base path).
 */
export function rememberedPathKey(
  host: string | undefined,
  basePath: string | undefined,
  name?: string,
): string {
  return `${REMEMBERED_PATH_KEY}:${host ?? ''}${basePath ?? ''}${name ? `#${name}` : ''}`;
}

/**
 * Remembers the board path a guest was sent away from, to return there after login. Only safe
 * internal paths are kept. Storage that throws (private modes, sandboxed frames) is ignored:
 * the user then lands on the default page after login.
 */
export function rememberPath(storage: PathStorage, path: string, key = REMEMBERED_PATH_KEY): void {
  if (!isSafeRedirectPath(path)) return;
  try {
    storage.setItem(key, path);
  } catch {
    // Not remembering only costs the return trip.
  }
}

/** Reads and forgets the remembered path; `null` when none (or an unsafe one) was stored. */
export function takeRememberedPath(storage: PathStorage, key = REMEMBERED_PATH_KEY): string | null {
  try {
    const path = storage.getItem(key);
    storage.removeItem(key);
    return path !== null && isSafeRedirectPath(path) ? path : null;
  } catch {
    return null;
  }
}
