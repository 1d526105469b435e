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
  if (path === null) return null;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
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
