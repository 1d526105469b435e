import type { CookieConsent } from '@jobboard/schema';
import { TAG_MANAGER_COOKIE_ID } from '../cookies/consent-choices';
import { isCookieAccepted } from '../cookies/is-cookie-accepted';
import type { DataLayerWindow } from './connect-data-layer';

export interface LoadTagManagerOptions {
  /** The visitor's consent; the tag manager loads only when it covers the tag manager. */
  consent: CookieConsent;
  /** The page's CSP nonce for `script-src`. */
  nonce?: string | undefined;
  /** Time of the `gtm.start` entry. @default Date.now */
  now?: () => number;
}

const MARKER = 'data-jb-tag-manager';
const CONTAINER_ID = /^GTM-[A-Z0-9]+$/;

/**
 * Loads Google Tag Manager (the `gtm.js` script, async, with the nonce) for a container id such as
 * `GTM-AB12CD`, after consent and once per container. Returns whether it added the script; a
 * malformed key adds nothing, as it would end up in a script URL.
 */
export function loadTagManager(
  doc: Document,
  key: string,
  { consent, nonce, now = Date.now }: LoadTagManagerOptions,
): boolean {
  const container = key.trim();
  if (!CONTAINER_ID.test(container)) return false;
  if (consent.acceptance === 'unset' || !isCookieAccepted(consent, TAG_MANAGER_COOKIE_ID)) {
    return false;
  }
  const loaded = Array.from(doc.querySelectorAll(`script[${MARKER}]`)).some(
    (script) => script.getAttribute(MARKER) === container,
  );
  if (loaded) return false;

  const win = doc.defaultView as (Window & DataLayerWindow) | null;
  if (win) {
    win.dataLayer ??= [];
    win.dataLayer.push({ 'gtm.start': now(), event: 'gtm.js' });
  }
  const script = doc.createElement('script');
  script.setAttribute(MARKER, container);
  if (nonce) script.setAttribute('nonce', nonce);
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(container)}`;
  doc.head.append(script);
  return true;
}
