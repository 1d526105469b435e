import { msg } from '@lingui/core/macro';

/** Labels of list navigation: pagination, page size and the sort options of spec §9. */
export const listMessages = {
  pagination: msg`Pagination`,
  previousPage: msg`Previous page`,
  nextPage: msg`Next page`,
  page: (page: number) => msg`Page ${page}`,
  /** Numbers as the locale writes them (`formatters.number`): 'Pagina 1 van 1.234'. */
  pageOfTotal: (page: string, total: string) => msg`Page ${page} of ${total}`,
  perPage: msg`Per page`,
  countPerPage: (count: number) => msg`${count} per page`,
  sortBy: msg`Sort by`,
  /** Sends a list's sort, page size and filters where scripts do not run. */
  showResults: msg`Show results`,
  /** One label per sort option id of the schema's sort rules. */
  sortOptions: {
    featured: msg`Featured first`,
    newest: msg`Newest first`,
    oldest: msg`Oldest first`,
    random: msg`Random`,
    ascendingTillDate: msg`Closing date, soonest first`,
    descendingTillDate: msg`Closing date, latest first`,
    newestOrg: msg`Newest organisations first`,
    oldestOrg: msg`Oldest organisations first`,
    relevance: msg`Most relevant`,
    distance: msg`Nearest first`,
  },
};
