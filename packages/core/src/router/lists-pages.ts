/**
 * Whether a page lists items over pages that `?page=` numbers, so that its canonical address
 * keeps the number (`canonicalPath`): a page of a listing type (the job list's results
 * page, the news), or one holding a listing block (a job list on a page of the site's own).
 */
export function listsPages(page: { key: string; blocks: readonly { name: string }[] }): boolean {
  return (
    /^p-(job-list|news-list|candidate-list|landing-pages|organisation)$/.test(page.key) ||
    page.blocks.some((block) =>
      /^(job-list|landing-pages|organisation(-search)?|news-feed|candidate-list)$/.test(block.name),
    )
  );
}
