import { useEffect } from 'react';
import type { BlockContext } from '../../blocks-runtime/block-context';

/** The query that names the page of an account tab's list. */
export const LIST_PAGE_QUERY = 'page';

/** The page the route's query names: a whole number from 1, else 1. */
export function listPageOf(query: URLSearchParams): number {
  const page = Number(query.get(LIST_PAGE_QUERY));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

export interface ListPages {
  /** The number of pages; undefined until the first answer. */
  pageCount: number | undefined;
  /** The page is past the end (an old link): the tab goes to the last page, replacing the address. */
  pastEnd: boolean;
  /** The `href` of a page of the list, the rest of the route's query kept (its tab). */
  hrefFor: (page: number) => string;
  goTo: (page: number) => void;
}

/**
 * The pages of an account tab's list read `pageSize` at a time, in the route's `page` query: their
 * count, links and moves, and the move from a page past the end to the last page.
 */
export function useListPages(
  context: Pick<BlockContext, 'route' | 'href' | 'navigate'>,
  page: number,
  result: { items: readonly unknown[]; total: number } | undefined,
  pageSize: number,
): ListPages {
  const pageCount = result ? Math.max(1, Math.ceil(result.total / pageSize)) : undefined;
  const urlFor = (to: number) => {
    const query = new URLSearchParams(context.route.query);
    if (to > 1) query.set(LIST_PAGE_QUERY, String(to));
    else query.delete(LIST_PAGE_QUERY);
    return { path: context.route.path, query };
  };
  const pastEnd =
    result !== undefined &&
    result.items.length === 0 &&
    result.total > 0 &&
    pageCount !== undefined &&
    page > pageCount;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once for each page to leave
  useEffect(() => {
    if (pastEnd && pageCount !== undefined) context.navigate(urlFor(pageCount), { replace: true });
  }, [pastEnd, pageCount]);
  return {
    pageCount,
    pastEnd,
    hrefFor: (to) => context.href(urlFor(to)),
    goTo: (to) => context.navigate(urlFor(to)),
  };
}
