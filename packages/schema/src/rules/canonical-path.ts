/**
 * The path and query of a board page's canonical address: the page's own path as the board
 * links to it (`pagePath`, when the router knows the page), else the requested path without a
 * trailing slash (`/vacatures/` is `/vacatures`); of the query only a results `page` past the
 * first with no other query, and only on a page that lists its items over pages (`paged`: core's
 * `listsPages`):
 * a job list's searches are one page to a search engine, its pages are not, and `?page=3` on a
 * page without a list is the page itself. The standalone server writes it into the page; a board
 * that keeps the document's head follows it.
 */
export function canonicalPath(
  pagePath: string | null | undefined,
  requestedPath: string,
  query: { get(name: string): string | null; keys(): Iterable<string> },
  paged: boolean,
): string {
  const path = pagePath || requestedPath.replace(/(.)\/+$/, '$1');
  const page = Number(query.get('page'));
  // A page of a search, a sort or another page size is not that page of the whole list (QA:
  // `?search=kok&page=2` named page 2 of all jobs): its canonical is the list. A test host's
  // `host` is no part of the address.
  const searched = [...query.keys()].some((key) => key !== 'page' && key !== 'host');
  return paged && !searched && Number.isInteger(page) && page > 1 ? `${path}?page=${page}` : path;
}
