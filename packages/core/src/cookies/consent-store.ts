import { COOKIE_ACCEPTANCES, type CookieConsent } from '@jobboard/schema';

/** The part of `Storage` (local storage in the browser) the consent store needs. */
export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface ConsentStoreOptions {
  /** Where consent persists; without it (server rendering) consent lives in memory only. */
  storage?: ConsentStorage | undefined;
  /** Identifies the site, so boards of different sites on one origin keep their own consent. */
  siteKey: string;
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
}

export const UNSET_CONSENT: CookieConsent = Object.freeze({
  acceptance: 'unset',
  accepted: [],
}) as CookieConsent;

export function consentStorageKey(siteKey: string): string {
  return `jobboard:cookie-consent:${siteKey}`;
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

function readConsent(storage: ConsentStorage | undefined, key: string): CookieConsent {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return UNSET_CONSENT;
    const parsed: unknown = JSON.parse(raw);
    return isCookieConsent(parsed) ? parsed : UNSET_CONSENT;
  } catch {
    // Unreadable or blocked storage: ask again rather than assume consent.
    return UNSET_CONSENT;
  }
}

/** Creates the consent store of a site, starting from the stored consent. */
export function createConsentStore({ storage, siteKey }: ConsentStoreOptions): ConsentStore {
  const key = consentStorageKey(siteKey);
  const listeners = new Set<() => void>();
  let consent = readConsent(storage, key);

  const set = (next: CookieConsent) => {
    consent = next;
    try {
      storage?.setItem(key, JSON.stringify(next));
    } catch {
      // Blocked storage: the choice holds for this visit and is asked again on the next.
    }
    for (const listener of [...listeners]) listener();
  };

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
  };
}
