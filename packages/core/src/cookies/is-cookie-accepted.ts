import { type CookieConsent, SITE_FUNCTIONALITY_COOKIE_ID } from '@jobboard/schema';

/**
 * Whether the visitor's consent covers a cookie: the site-functionality cookie always, every
 * cookie after "accept all" (also ones added to the site later), else only the accepted ids.
 */
export function isCookieAccepted(consent: CookieConsent, id: string): boolean {
  if (id === SITE_FUNCTIONALITY_COOKIE_ID) return true;
  if (consent.acceptance === 'all') return true;
  return consent.acceptance === 'some' && consent.accepted.includes(id);
}
