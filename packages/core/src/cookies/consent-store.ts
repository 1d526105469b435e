import { COOKIE_ACCEPTANCES, type CookieConsent } from '@jobboard/schema';

/** The part of `Storage` (local storage in the browser) the consent store needs. */
export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The part of the page's `Window` the consent stores of one site share their choice through. */
export type ConsentWindow = Pick<
  Window,
  'addEventListener' | 'removeEventListener' | 'dispatchEvent'
>;

export interface ConsentStoreOptions {
  /** Where consent persists; without it (server rendering) consent lives in memory only. */
  storage?: ConsentStorage | undefined;
  /**
   * Identifies the site (its host): consent is one per site, so every board of the site shares
   * it, and boards of different sites on one origin keep their own.
   */
  siteKey: string;
  /**
   * Keys consent was stored under before, read in order when none is stored under `siteKey`, so
   * a visitor's earlier choice still holds (boards once kept consent per site and board name).
   */
  legacySiteKeys?: readonly string[] | undefined;
  /**
   * The page's window: the store then follows choices the other stores of the site make, on this
   * page (named boards side by side) and in other tabs (the `storage` event), until `dispose`.
   */
  window?: ConsentWindow | undefined;
}

/** The visitor's cookie consent of one site: unset until they accept all or some. */
export interface ConsentStore {
  getSnapshot(): CookieConsent;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Accepts every cookie; `offeredIds` records what the visitor saw. */
  acceptAll(offeredIds: readonly string[]): void;
  /** Accepts only these cookies; an empty list rejects all but the mandatory one. */
  acceptSome(acceptedIds: readonly string[]): void;
  /**
   * Asks to show the site's cookie bar (a board that would show it calls this); returns the
   * release. With `window` the boards of a site side by side share one bar: the first claim
   * shows it, and the next takes over when it is released. Listeners hear of the change.
   */
  claimBar(): () => void;
  /** Whether this store's claim shows the bar (always, without `window`). */
  showsBar(): boolean;
  /**
   * Opens the cookie settings again after a choice (the footer's link), so the visitor can change
   * or withdraw it, or closes them unchanged (`false`). The next choice closes them too.
   */
  reopen(open: boolean): void;
  /** Whether the cookie settings were opened again ({@link reopen}). */
  reopened(): boolean;
  /** Stops following the choices of the site's other stores (see `window`). */
  dispose(): void;
}

export const UNSET_CONSENT: CookieConsent = Object.freeze({
  acceptance: 'unset',
  accepted: [],
}) as CookieConsent;

export function consentStorageKey(siteKey: string): string {
  return `jobboard:cookie-consent:${siteKey}`;
}

/**
 * The event a consent store sends on the page's window after a choice, so the other boards of the
 * site on the page take it over at once: the `storage` event reaches other tabs only.
 */
export const CONSENT_CHANGE_EVENT = 'jobboard:cookie-consent';

interface ConsentChangeDetail {
  /** The storage key of the site, `consentStorageKey(siteKey)`. */
  key: string;
  consent: CookieConsent;
}

function isCookieConsent(value: unknown): value is CookieConsent {
  if (typeof value !== 'object' || value === null) return false;
  const { acceptance, accepted } = value as Record<string, unknown>;
  return (
    (COOKIE_ACCEPTANCES as readonly unknown[]).includes(acceptance) &&
    Array.isArray(accepted) &&
    accepted.every((id) => typeof id === 'string')
  );
}

function sameConsent(a: CookieConsent, b: CookieConsent): boolean {
  return (
    a.acceptance === b.acceptance &&
    a.accepted.length === b.accepted.length &&
    a.accepted.every((id, index) => b.accepted[index] === id)
  );
}

/** The consent stored under `key`, or `null` when none (or none readable) is stored. */
function readStored(storage: ConsentStorage | undefined, key: string): CookieConsent | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isCookieConsent(parsed) ? parsed : null;
  } catch {
    // Unreadable or blocked storage: ask again rather than assume consent.
    return null;
  }
}

function readConsent(storage: ConsentStorage | undefined, keys: readonly string[]): CookieConsent {
  for (const key of keys) {
    const stored = readStored(storage, key);
    if (stored) return stored;
  }
  return UNSET_CONSENT;
}

/** A store of a site on a page, as the page's other stores of the site see it. */
interface PageStore {
  notify(): void;
}

/** The stores claiming each site's cookie bar on each page, in the order they claimed it. */
const pageStores = new WeakMap<ConsentWindow, Map<string, PageStore[]>>();

function pageStoresOf(win: ConsentWindow, key: string): PageStore[] {
  const sites = pageStores.get(win) ?? new Map<string, PageStore[]>();
  pageStores.set(win, sites);
  const stores = sites.get(key) ?? [];
  sites.set(key, stores);
  return stores;
}

/** Creates the consent store of a site, starting from the stored consent. */
export function createConsentStore({
  storage,
  siteKey,
  legacySiteKeys = [],
  window: win,
}: ConsentStoreOptions): ConsentStore {
  const key = consentStorageKey(siteKey);
  const readKeys = [key, ...legacySiteKeys.map(consentStorageKey)];
  const listeners = new Set<() => void>();
  let consent = readConsent(storage, readKeys);
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const self: PageStore = { notify };
  const claims = win ? pageStoresOf(win, key) : undefined;
  const release = () => {
    const index = claims?.indexOf(self) ?? -1;
    if (index < 0) return;
    claims?.splice(index, 1);
    if (index === 0) claims?.[0]?.notify();
  };

  /** Takes a consent over without storing it again; listeners hear of real changes only. */
  const adopt = (next: CookieConsent) => {
    if (sameConsent(next, consent)) return;
    consent = next;
    notify();
  };

  // The settings opened again after a choice: until the next choice, or a close.
  let reopened = false;

  const set = (next: CookieConsent) => {
    if (reopened) {
      reopened = false;
      // Saved unchanged: nothing else tells the listeners that the settings closed.
      if (sameConsent(next, consent)) notify();
    }
    try {
      storage?.setItem(key, JSON.stringify(next));
    } catch {
      // Blocked storage: the choice holds for this visit and is asked again on the next.
    }
    adopt(next);
    // After the own listeners: this board's scripts are injected first, the others then find
    // them in the document (injection is once per script id) and only close their bars.
    const detail: ConsentChangeDetail = { key, consent: next };
    win?.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail }));
  };

  const onPageChange = (event: Event) => {
    const detail: unknown = (event as CustomEvent<unknown>).detail;
    if (typeof detail !== 'object' || detail === null) return;
    const { key: changed, consent: next } = detail as Partial<Record<string, unknown>>;
    if (changed === key && isCookieConsent(next)) adopt(next);
  };
  // Another tab stored a choice (`key` is null when the storage was cleared).
  const onStorage = (event: Event) => {
    const changed = (event as StorageEvent).key;
    if (changed === null || changed === key) adopt(readConsent(storage, readKeys));
  };
  win?.addEventListener(CONSENT_CHANGE_EVENT, onPageChange);
  win?.addEventListener('storage', onStorage);

  return {
    getSnapshot: () => consent,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    acceptAll: (offeredIds) => set({ acceptance: 'all', accepted: [...new Set(offeredIds)] }),
    acceptSome: (acceptedIds) => set({ acceptance: 'some', accepted: [...new Set(acceptedIds)] }),
    claimBar() {
      if (claims && !claims.includes(self)) {
        claims.push(self);
        if (claims[0] === self) notify();
      }
      return release;
    },
    showsBar: () => !claims || claims[0] === self,
    reopen(open) {
      if (reopened === open) return;
      reopened = open;
      notify();
    },
    reopened: () => reopened,
    dispose() {
      win?.removeEventListener(CONSENT_CHANGE_EVENT, onPageChange);
      win?.removeEventListener('storage', onStorage);
      release();
    },
  };
}
