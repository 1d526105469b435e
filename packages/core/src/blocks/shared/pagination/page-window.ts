/** A page number, or a gap standing for the pages left out before or after the current page. */
export type PageWindowItem = number | 'gap-before' | 'gap-after';

/**
 * The pages a pagination shows: the first, the last and `around` pages either side of `page`,
 * with a gap for each run of left-out pages: `[1, 'gap-before', 4, 5, 6, 'gap-after', 20]` for
 * page 5 of 20.
 */
export function pageWindow(page: number, pageCount: number, around = 1): PageWindowItem[] {
  const items: PageWindowItem[] = [];
  let previous = 0;
  for (let candidate = 1; candidate <= pageCount; candidate++) {
    const shown =
      candidate === 1 || candidate === pageCount || Math.abs(candidate - page) <= around;
    if (!shown) continue;
    if (candidate - previous === 2) items.push(candidate - 1);
    else if (candidate - previous > 2) items.push(candidate <= page ? 'gap-before' : 'gap-after');
    items.push(candidate);
    previous = candidate;
  }
  return items;
}
