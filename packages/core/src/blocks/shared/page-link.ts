import type { PageType } from '@jobboard/schema';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { pageHref } from '../../router/page-href';

/** What a link to one of the site's pages needs of the block context. */
export type PageLinkContext = Pick<BlockContext, 'site' | 'locale' | 'defaultLocale'>;

/**
 * The board path of the site's page of type `pageKey` (`p-job-details`, `p-job-list`, ...) in the
 * board's locale, with `detailKey` as the child segment of detail pages and `query` appended.
 * `null` when the site has no such page (a board may leave a page type out).
 */
export function pagePath(
  context: PageLinkContext,
  pageKey: PageType | string,
  options: { detailKey?: string; query?: Record<string, string | number | undefined> } = {},
): string | null {
  const page = context.site.pages.find((candidate) => candidate.key === pageKey);
  if (!page) return null;
  const path = pageHref(
    page,
    context.locale,
    options.detailKey === undefined
      ? { defaultLocale: context.defaultLocale }
      : { defaultLocale: context.defaultLocale, detailKey: options.detailKey },
  );
  if (path === null || options.query === undefined) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** The `href` of the site's page of type `pageKey` in the board's routing mode, or `null`. */
export function pageLinkHref(
  context: PageLinkContext & Pick<BlockContext, 'href'>,
  pageKey: PageType | string,
  options: Parameters<typeof pagePath>[2] = {},
): string | null {
  const path = pagePath(context, pageKey, options);
  return path === null ? null : context.href(path);
}

/** A link to one item's detail page: the board path, and the `href` in the routing mode. */
export interface DetailLink {
  readonly path: string;
  readonly href: string;
}

// Stands in for the detail key while a list's link pattern is built; URL parsing keeps it as is.
const KEY_MARKER = 'jb-detail-key-marker';
// An encoded key that every routing mode copies into the href unchanged: unreserved characters
// and percent escapes, and no `.` or `..` segment (URL parsing would resolve those).
const VERBATIM_KEY = /^(?!\.\.?$)[\w.~%-]+$/;

/**
 * Links to the detail page of type `pageKey` for many keys (the jobs of a list), or `null` when
 * the site has no such page. The page's path and the routing mode's `href` are worked out once,
 * for a marker key, and each key takes the marker's place; a key whose encoded form URL parsing
 * might change gets its `href` from `context.href` itself.
 */
export function detailLinks(
  context: PageLinkContext & Pick<BlockContext, 'href'>,
  pageKey: PageType | string,
): ((detailKey: string) => DetailLink) | null {
  const markerPath = pagePath(context, pageKey, { detailKey: KEY_MARKER });
  if (markerPath === null) return null;
  const markerHref = context.href(markerPath);
  const inPath = markerPath.lastIndexOf(KEY_MARKER);
  const inHref = markerHref.lastIndexOf(KEY_MARKER);
  const around = (text: string, at: number, key: string) =>
    `${text.slice(0, at)}${key}${text.slice(at + KEY_MARKER.length)}`;
  return (detailKey) => {
    const key = encodeURIComponent(detailKey);
    const path = around(markerPath, inPath, key);
    const href =
      inHref >= 0 && VERBATIM_KEY.test(key) ? around(markerHref, inHref, key) : context.href(path);
    return { path, href };
  };
}
