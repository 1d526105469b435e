import { useEffect, useSyncExternalStore } from 'react';
import { useCatalogPart } from '../i18n/use-catalog-part';
import { lazyModule, useLazyModule } from '../shell/lazy-module';
import type { ConsentStore } from './consent-store';
import type { CookieSettings } from './cookie-settings';
import { useCookieConsent } from './use-cookie-consent';

// The bar and its settings dialog are a chunk of their own, their texts the `cookies` catalog part:
// most visits have consent already.
const cookieBar = lazyModule(() => import('./cookie-bar'));

export interface LazyCookieBarProps {
  store: ConsentStore;
  settings: CookieSettings;
}

/**
 * The {@link CookieBar}, loaded with its texts when it is to show: the site has it on, consent
 * is unset and no other board of the site on the page shows it. Never on the server: loading
 * starts in an effect.
 */
export function LazyCookieBar({ store, settings }: LazyCookieBarProps) {
  const consent = useCookieConsent(store);
  const reopened = useSyncExternalStore(store.subscribe, store.reopened, store.reopened);
  const asking = settings.cookieBar && (consent.acceptance === 'unset' || reopened);
  // Boards of one site side by side show one bar: the first board to ask shows it.
  useEffect(() => (asking ? store.claimBar() : undefined), [store, asking]);
  const shows = useSyncExternalStore(store.subscribe, store.showsBar, store.showsBar);
  const wanted = asking && shows;
  const module = useLazyModule(cookieBar, wanted);
  const texts = useCatalogPart('cookies', wanted);
  if (!wanted || !module || !texts) return null;
  return <module.CookieBar store={store} settings={settings} />;
}
