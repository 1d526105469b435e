/**
 * The account page's query key that carries a contact request's token (the core's contact
 * requests tab reads it, contact-request-link.ts beside it): the tab opens that request to be
 * answered.
 */
export const CONTACT_TOKEN_QUERY = 'contact_token';

/** The account page's query key naming its tab (the core's account-tabs.ts). */
const TAB_QUERY = 'tab';

/**
 * The mailed link of a contact request: the board's account page (`accountPage`, as
 * `boardPageUrl` gives it) on its contact requests tab with the request's token. The token comes
 * before the tab on purpose: a guest sent to login keeps only the first query key besides
 * `layout` (the core's `loginQuery`), and it is the token that must not be lost; the remembered
 * path brings both back after login. A `host` the page's URL already has (a development host)
 * stays first, as the board needs it to find itself.
 */
export function contactRequestLink(accountPage: URL, token: string): URL {
  const url = new URL(accountPage);
  url.searchParams.delete(CONTACT_TOKEN_QUERY);
  url.searchParams.delete(TAB_QUERY);
  url.searchParams.set(CONTACT_TOKEN_QUERY, token);
  url.searchParams.set(TAB_QUERY, 'contact-requests');
  return url;
}
