import type { RenderBoardResult } from '@jobboard/core/server';
import { isSafeRedirectPath, siteSettingsFromItems } from '@jobboard/schema';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { isTestHost, normalizeHost } from '../host/board-host';
import { resolveBoard } from '../host/resolve-board';
import { pagePreloads, readEmbedManifest } from '../sdk/page-preloads';
import type { SdkBundles } from '../sdk/sdk-bundles';
import { loadBoardRenderer } from './load-board-renderer';
import { canonicalPageUrl, plainPage, renderBoardDocument } from './render-board-document';

/** The scheme a trusted proxy (`TRUST_PROXY`) forwarded: the value the nearest proxy added. */
function trustedProto(forwardedProto: string | undefined, trustProxy: number): string | null {
  const proto = forwardedProto?.split(',').pop()?.trim().toLowerCase();
  return trustProxy > 0 && (proto === 'https' || proto === 'http') ? proto : null;
}

/**
 * The origin of a board page's canonical address: the board's own host, never the API's
 * (`PUBLIC_URL`), so a search engine lists the page where the board is.
 *
 * - A page on the host that found the board (a registered board host, or a test host showing the
 *   default site) is at the request's host. On a registered host the scheme is the one a trusted
 *   proxy forwarded, else `https`: the server speaks plain HTTP behind a TLS proxy, and boards are
 *   served over TLS, as the mailed links say (accounts/board-page-url.ts). A test host keeps the
 *   request's own origin, port included.
 * - A board a test host picked by `?host=` (a development server, or the API's own host) is at its
 *   registered host, over `https`: the query is no part of a canonical address, and the test host
 *   without it shows another board.
 */
export function canonicalOrigin(
  requestUrl: URL,
  boardHost: string,
  forwardedProto: string | undefined,
  trustProxy = 0,
): string {
  const requestHost = normalizeHost(requestUrl.host);
  if (boardHost !== requestHost) return `https://${boardHost}`;
  const proto = trustedProto(forwardedProto, trustProxy);
  if (proto) return `${proto}://${requestUrl.host}`;
  if (isTestHost(requestHost) || requestUrl.protocol === 'https:') return requestUrl.origin;
  return `https://${boardHost}`;
}

/** Paths that belong to the API and the assets, never to a board page. */
const RESERVED = /^\/(?:api|sdk|geo|files)(?:\/|$)/;

/** Whether a GET of `pathname` is a board page (the API, bundles, geo data and files are not). */
export function isBoardPagePath(pathname: string): boolean {
  return !RESERVED.test(pathname);
}

/**
 * Standalone hosting (DESIGN.md "Standalone"): every other GET is a page of the board of the
 * request's host, rendered on the server for search engines and hydrated in the browser by the
 * versioned core bundle. The render calls this same app in-process for its API reads.
 */
export function boardPageRoutes(
  bundles: SdkBundles,
  api: { fetch: (request: Request) => Promise<Response> },
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // A board page is not to be framed by another site (its login and account forms under a
  // decoy: clickjacking); a site shows the board with the script tag. Nor sniffed as another type.
  app.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.get('Content-Type')?.startsWith('text/html')) return;
    c.header('Content-Security-Policy', "frame-ancestors 'self'");
    c.header('X-Frame-Options', 'SAMEORIGIN');
    c.header('X-Content-Type-Options', 'nosniff');
  });
  // A board form sent before the page's script took it over (a slow connection) posts to its
  // own page (the forms say method="post", so no password lands in a URL). The board's forms
  // send through the API, never to a page: the page is shown again, with nothing in its URL.
  app.post('*', async (c, next) => {
    const requestUrl = new URL(c.req.url);
    if (RESERVED.test(requestUrl.pathname)) return next();
    const here = `${requestUrl.pathname}${requestUrl.search}`;
    // Only back to a path of this site: `POST //evil.example/x` sent the browser to another
    // site (a `Location` starting with `//` is protocol-relative).
    return c.redirect(isSafeRedirectPath(here) ? here : '/', 303);
  });
  app.get('*', async (c, next) => {
    const requestUrl = new URL(c.req.url);
    if (RESERVED.test(requestUrl.pathname)) return next();
    const { db, defaultSiteId, publicUrl, trustProxy } = c.var.deps;
    const host = c.req.header('Host') ?? requestUrl.host;
    const board = await resolveBoard(db, {
      host,
      queryHost: c.req.query('host'),
      defaultSiteId,
    });
    const renderer = await loadBoardRenderer();
    if (!renderer) {
      return c.html(
        plainPage('503', 'The board renderer is not built: run `npm run build` first.'),
        503,
      );
    }
    const origin = publicUrl ?? requestUrl.origin;
    // A host without a board has no API address: the board shows /coming-soon (spec start
    // flow), keeping ?host, and answers 503 there.
    const apiBase = board ? origin : null;
    const boardHost = board?.host ?? host;
    let result: Awaited<ReturnType<typeof renderer.renderBoardToString>>;
    try {
      result = await renderer.renderBoardToString({
        apiBase,
        host: boardHost,
        url: `${requestUrl.pathname}${requestUrl.search}`,
        sanitizer: renderer.sanitizer,
        // The render reads the API of this very server without a network hop.
        fetch: (input, init) => api.fetch(new Request(input, init)),
      });
    } catch (error) {
      // A render that throws outside the blocks' guards (the board's frame) is a page still: the
      // spec's server error page, not the API's JSON error.
      console.error(error);
      c.header('Cache-Control', 'no-store');
      return c.html(plainPage('500', 'Server error: the page could not be shown.'), 500);
    }
    if (result.kind === 'redirect') return c.redirect(result.location, result.status as 302);
    c.header('Cache-Control', 'no-store');
    const pageOrigin = canonicalOrigin(
      requestUrl,
      boardHost,
      c.req.header('X-Forwarded-Proto'),
      trustProxy,
    );
    return c.html(
      renderBoardDocument(result, {
        coreUrl: `/sdk/${bundles.version}/core.js`,
        preloadUrls: preloadsOf(bundles, result),
        host: boardHost,
        // The browser calls the API on the page's own origin, as the render did in-process.
        apiBase: board ? '' : null,
        editorPreview: requestUrl.searchParams.get('layout') === 'editor',
        canonicalUrl: canonicalPageUrl(pageOrigin, requestUrl, result.path, result.paged),
        // The same page in the site's other languages, with the same results page.
        alternateUrls: (result.alternates ?? []).flatMap((alternate) => {
          const href = canonicalPageUrl(pageOrigin, requestUrl, alternate.path, result.paged);
          const link = { hreflang: alternate.locale, href };
          return alternate.isDefault ? [link, { hreflang: 'x-default', href }] : [link];
        }),
      }),
      result.status as 200,
    );
  });
  return app;
}

/** The `modulepreload` URLs of a page the board will hydrate (none for a page without state). */
function preloadsOf(
  bundles: SdkBundles,
  result: Extract<RenderBoardResult, { kind: 'page' }>,
): string[] {
  const manifest = result.state && result.locale ? readEmbedManifest(bundles.coreDir) : null;
  if (!manifest || !result.locale) return [];
  const { cookieBar } = siteSettingsFromItems(result.state?.site.settings ?? []);
  return pagePreloads(manifest, {
    locale: result.locale,
    blockTypes: result.blockTypes,
    cookieBar,
  }).map((file) => `/sdk/${bundles.version}/${file}`);
}
