/**
 * Routes of the product itself, recognised before the site's pages (product.md §2). They are not
 * localised: `/en-US/site-auth` is the same route with the locale en-US.
 */
export const FIXED_ROUTES = [
  '/coming-soon',
  '/create-jobboard',
  '/site-auth',
  '/admin',
  '/admin/translations',
  '/test-page',
] as const;

export type FixedRoute = (typeof FIXED_ROUTES)[number];

/** The fixed route the segments (locale prefix already removed) name, or `null`. */
export function matchFixedRoute(segments: readonly string[]): FixedRoute | null {
  const path = `/${segments.join('/')}`;
  return FIXED_ROUTES.find((route) => route === path) ?? null;
}

/** The fixed routes a board shows a screen on: the gates' (product.md §2). */
export const GATE_ROUTES: ReadonlySet<FixedRoute> = new Set<FixedRoute>([
  '/coming-soon',
  '/create-jobboard',
  '/site-auth',
]);
