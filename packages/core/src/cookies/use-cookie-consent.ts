import type { CookieConsent } from '@jobboard/schema';
import { useSyncExternalStore } from 'react';
import type { ConsentStore } from './consent-store';

/** The current consent of a store; the component re-renders when it changes. */
export function useCookieConsent(store: ConsentStore): CookieConsent {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
