import type { BoardUrl } from './board-url';
import type { RoutablePage } from './page-path-for';
import type { ResolvedRedirect } from './resolve-redirect';
import type { RouteLocales } from './route-locales';

/** What the start gates look at, in the order of the server start flow (builder.md §4). */
export interface SiteGateState {
  /** The API base the host resolved to; `null` when host resolution found none. */
  apiAddress: string | null;
  /** The site's status; `draft` sends visitors to /create-jobboard. */
  status: string | null;
  /** The site password gate is on. */
  passwordEnabled: boolean;
  /** A valid site token (from passing the password gate) is stored. */
  hasValidSiteToken: boolean;
}

export interface NavigationInput<P extends RoutablePage = RoutablePage> {
  url: BoardUrl;
  /** The site's pages for the current locale. */
  pages: readonly P[];
  locales: RouteLocales;
  /** The redirect lookup's result for this URL (`lookupRedirect`); `null` for none. */
  redirect: ResolvedRedirect | null;
  site: SiteGateState;
  /** A candidate or employer is logged in (a valid token and a loaded user). */
  loggedIn: boolean;
  /**
   * Set by the editor for its own preview, never from the URL: the draft and site password
   * gates do not apply, since the admin is editing that very site.
   * @default false
   */
  editorPreview?: boolean;
}
