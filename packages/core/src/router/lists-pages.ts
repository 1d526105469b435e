/** What `listsPages` reads of a block: its type and its settings for the page's language. */
interface ListedBlock {
  name: string;
  settings?: readonly { settings?: unknown }[];
}

/** A news feed pages through its items only in its pagination layout (the default previews). */
function newsFeedPages(block: ListedBlock): boolean {
  const settings = block.settings?.[0]?.settings;
  return (
    typeof settings === 'object' &&
    settings !== null &&
    (settings as { layout?: unknown }).layout === 'pagination'
  );
}

/**
 * Whether a page lists items over pages that `?page=` numbers, so that its canonical address
 * keeps the number (`canonicalPath`): a page of a listing type (the job list's results page),
 * or one holding a listing block (a job list on a page of the site's own). A news page pages
 * only with a news feed in its pagination layout: a preview shows the same items at every
 * `?page=` (QA: each was a canonical page of its own).
 */
export function listsPages(page: { key: string; blocks: readonly ListedBlock[] }): boolean {
  return (
    /^p-(job-list|candidate-list|landing-pages|organisation)$/.test(page.key) ||
    page.blocks.some(
      (block) =>
        /^(job-list|landing-pages|organisation(-search)?|candidate-list)$/.test(block.name) ||
        (block.name === 'news-feed' && newsFeedPages(block)),
    )
  );
}
