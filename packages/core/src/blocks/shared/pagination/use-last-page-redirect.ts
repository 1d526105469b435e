import { usePageRedirect } from '../use-page-redirect';

/** What a paged list knows once its page has answered. */
export interface AnsweredPage {
  /** The page the address asks for, from 1. */
  page: number;
  /** The items of the whole list (every page). */
  total: number;
  pageSize: number;
  /** Whether the answered page has no items of the list's own. */
  empty: boolean;
}

/**
 * A page past the end of a list (a shared or old link once the list shrank, a number typed into
 * the address): goes to the last page with items, replacing the address, rather than showing
 * 'no results' beside a count of them, or page 1 of a search with none. `answered` is undefined
 * until the page answers. Returns the address it goes to, or null; while it goes there the list
 * shows its loading state. A server render answers the page with a redirect to it.
 */
export function useLastPageRedirect(
  answered: AnsweredPage | undefined,
  hrefFor: (page: number) => string,
  navigate: (href: string, options: { replace: true }) => void,
): string | null {
  let target: string | null = null;
  // A search with no results at all goes to its page 1 (QA: page 5 of nothing showed 'no
  // results' with a link to a previous page and a page list with no current page).
  if (answered?.empty && answered.page > 1) {
    const pageCount = Math.max(1, Math.ceil(answered.total / answered.pageSize));
    if (answered.page > pageCount) target = hrefFor(pageCount);
  }
  usePageRedirect(target, navigate);
  return target;
}
