import type { Page, Response } from '@playwright/test';
import { board } from './board-page';

// The demo board's job search as the public blocks' end-to-end specs read it.

interface JobsPage {
  data: { title: string; slug: string; uuid?: string; premium?: boolean; from?: string | null }[];
  total: number;
}

export interface JobsAnswer extends JobsPage {
  /** The job list's read of the search's first premium jobs (`match[premium]`, page 1). */
  premium?: JobsPage;
  /** The page of the search this answer is (its URL's). */
  page?: number;
}

/**
 * The titles a page of results shows: the premium section, then the regular one. The premium
 * read's jobs head the search's first page (its results leave them out), then the page's own
 * other premium jobs; a later page (no premium read) shows its whole page, its premium jobs first.
 */
export function shownTitles(answer: JobsAnswer): string[] {
  return shownSections(answer).flat();
}

/** The titles of the premium section and of the regular one, as {@link shownTitles}. */
export function shownSections(answer: JobsAnswer): [string[], string[]] {
  const head =
    (answer.page ?? 1) === 1 ? (answer.premium?.data ?? []).filter((job) => job.premium) : [];
  const headed = new Set(head.map((job) => job.slug));
  const rest = answer.data.filter((job) => !headed.has(job.slug));
  return [
    [...head, ...rest.filter((job) => job.premium)].map((job) => job.title),
    rest.filter((job) => !job.premium).map((job) => job.title),
  ];
}

const isJobSearch = (response: Response) =>
  response.request().method() === 'GET' &&
  /\/job-boards\/\d+\/jobs$/.test(new URL(response.url()).pathname) &&
  new URL(response.url()).searchParams.get('limit') !== '0';

/** The search a premium read goes with: its URL without `match[premium]`, page and page size. */
function searchOf(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete('match[premium]');
  params.delete('limit');
  params.delete('page');
  params.sort();
  return params.toString();
}

/**
 * The next answer of the job search API (not the aggregations-only count calls, nor the job
 * list's premium reads), with the premium read of the same search when it is the job list's
 * (`premiumRead`; other blocks' searches have none).
 */
export async function nextJobSearch(
  page: Page,
  check: (url: URL) => boolean = () => true,
  { premiumRead = true } = {},
): Promise<{ url(): string; json(): Promise<JobsAnswer> }> {
  const isPremiumRead = (response: Response) =>
    isJobSearch(response) && new URL(response.url()).searchParams.get('match[premium]') === '1';
  // The list sends both reads at once: the premium one may answer first.
  const premiumReads = new Map<string, Response>();
  const onResponse = (response: Response) => {
    if (isPremiumRead(response)) premiumReads.set(searchOf(new URL(response.url())), response);
  };
  page.on('response', onResponse);
  try {
    const response = await page.waitForResponse((other) => {
      const url = new URL(other.url());
      return isJobSearch(other) && !url.searchParams.has('match[premium]') && check(url);
    });
    const url = new URL(response.url());
    const answer = (await response.json()) as JobsAnswer;
    answer.page = Number(url.searchParams.get('page') ?? '1');
    // The list reads the premium jobs for a search's first page only.
    if (premiumRead && answer.page === 1) {
      const key = searchOf(url);
      if (!premiumReads.has(key)) {
        await page
          .waitForResponse(
            (other) => isPremiumRead(other) && searchOf(new URL(other.url())) === key,
            { timeout: 10_000 },
          )
          .catch(() => undefined);
      }
      // A failed premium read leaves the results' own premium jobs heading them.
      const premium = premiumReads.get(key);
      if (premium?.ok()) answer.premium = (await premium.json()) as JobsPage;
    }
    return { url: () => response.url(), json: async () => answer };
  } finally {
    page.off('response', onResponse);
  }
}

/** The job titles the list shows, in order. */
export function resultTitles(page: Page) {
  return board(page).locator('.jb-job-list article h3');
}

export function countText(total: number): string {
  return `${total} ${total === 1 ? 'vacature' : 'vacatures'}`;
}
