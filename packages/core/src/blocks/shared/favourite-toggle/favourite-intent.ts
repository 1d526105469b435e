/**
 * The favourite a guest asked for before being sent to register: kept in session storage through
 * registration (or a login from there), then saved by the favourites of the page the visitor comes
 * back to. Only a click on the board stores one; a URL never does, so no link can make a
 * candidate save something.
 */
export interface FavouriteIntent {
  kind: 'job' | 'organisation';
  id: number;
  jobUuid?: string;
  /** The board path (and query) of the page the click was on, where it is saved. */
  path: string;
  /** When the click was, in ms since the epoch. */
  at: number;
}

/** Registering and coming back takes minutes; a later login is another visit's business. */
export const FAVOURITE_INTENT_MAX_AGE_MS = 30 * 60 * 1000;

type IntentStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keyFor = (siteId: number) => `jobboard:favourite-intent:${siteId}`;

function sessionStore(): IntentStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage that throws (sandboxed frames, some private modes): the favourite is not kept.
    return null;
  }
}

function read(storage: IntentStorage, siteId: number): FavouriteIntent | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(keyFor(siteId)) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const intent = value as Partial<FavouriteIntent>;
    const valid =
      (intent.kind === 'job' || intent.kind === 'organisation') &&
      Number.isInteger(intent.id) &&
      typeof intent.path === 'string' &&
      typeof intent.at === 'number' &&
      (intent.jobUuid === undefined || typeof intent.jobUuid === 'string');
    return valid ? (intent as FavouriteIntent) : null;
  } catch {
    return null;
  }
}

/** Keeps the guest's favourite for after registering, in place of one kept before. */
export function keepFavouriteIntent(
  siteId: number,
  intent: FavouriteIntent,
  storage: IntentStorage | null = sessionStore(),
): void {
  try {
    storage?.setItem(keyFor(siteId), JSON.stringify(intent));
  } catch {
    // Not keeping it costs the visitor one more click after registering.
  }
}

/** Forgets the kept favourite: the guest went on browsing instead of registering. */
export function forgetFavouriteIntent(
  siteId: number,
  storage: IntentStorage | null = sessionStore(),
): void {
  try {
    storage?.removeItem(keyFor(siteId));
  } catch {
    // Nothing kept, or nothing to forget with.
  }
}

/**
 * Takes (reads and forgets) the kept favourite when it was asked for on `path` no longer than
 * {@link FAVOURITE_INTENT_MAX_AGE_MS} ago; on any other page it stays. Taking is synchronous, so
 * of several favourite lists on one page only the first saves it.
 */
export function takeFavouriteIntent(
  siteId: number,
  path: string,
  now = Date.now(),
  storage: IntentStorage | null = sessionStore(),
): FavouriteIntent | null {
  if (!storage) return null;
  const intent = read(storage, siteId);
  if (!intent) return null;
  const fresh = now - intent.at >= 0 && now - intent.at <= FAVOURITE_INTENT_MAX_AGE_MS;
  if (fresh && intent.path !== path) return null;
  forgetFavouriteIntent(siteId, storage);
  return fresh ? intent : null;
}
