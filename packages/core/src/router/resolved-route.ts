import type { Locale } from '@jobboard/schema';
import type { FixedRoute } from './fixed-routes';
import type { RoutablePage } from './page-path-for';

/** What every resolved route carries. */
interface RouteBase {
  /** The locale of the URL (its prefix, or the default locale). */
  locale: Locale;
  defaultLocale: Locale;
  /** True when the URL's locale differs from the locale the board shows now. */
  switchesLocale: boolean;
}

export interface FixedRouteMatch extends RouteBase {
  kind: 'fixed';
  route: FixedRoute;
}

export interface PageRouteMatch<P extends RoutablePage = RoutablePage> extends RouteBase {
  kind: 'page';
  page: P;
  /** The key of the item a detail page shows (job slug, organisation slug, ...). */
  detailKey?: string;
}

export interface NotFoundRoute<P extends RoutablePage = RoutablePage> extends RouteBase {
  kind: 'not-found';
  status: 404;
  /** `ERROR_TEXTS.routeNotFound`, or `ERROR_TEXTS.unsupportedLocale` for a locale the site does not offer. */
  message: string;
  /** The site's own not-found page, rendered instead of the plain error page when it exists. */
  notFoundPage: P | null;
}

export type ResolvedRoute<P extends RoutablePage = RoutablePage> =
  | FixedRouteMatch
  | PageRouteMatch<P>
  | NotFoundRoute<P>;
