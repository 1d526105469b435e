// Apart from the structs in cookie-consent.ts: the board runtime reads these on every start, and
// importing them from the struct module would put superstruct into the script tag's runtime.

export const COOKIE_ACCEPTANCES = ['all', 'some', 'unset'] as const;
export type CookieAcceptance = (typeof COOKIE_ACCEPTANCES)[number];

/** The mandatory cookie: always on, never offered as a choice. */
export const SITE_FUNCTIONALITY_COOKIE_ID = 'site-functionality';
