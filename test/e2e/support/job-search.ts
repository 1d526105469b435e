import type { Page, Response } from '@playwright/test';
import { board } from './board-page';

// The demo board's job search as the public blocks' end-to-end specs read it.

export interface JobsAnswer {
  data: { title: string; slug: string; premium?: boolean; from?: string | null }[];
  total: number;
}

/** The titles a page of results shows: the premium section, then the regular one. */
export function shownTitles(answer: JobsAnswer): string[] {
  return [
    ...answer.data.filter((job) => job.premium),
    ...answer.data.filter((job) => !job.premium),
  ].map((job) => job.title);
}

/** The next answer of the job search API (not the aggregations-only count calls). */
export function nextJobSearch(page: Page, check: (url: URL) => boolean = () => true) {
  return page.waitForResponse((response: Response) => {
    const url = new URL(response.url());
    return (
      response.request().method() === 'GET' &&
      /\/job-boards\/\d+\/jobs$/.test(url.pathname) &&
      url.searchParams.get('limit') !== '0' &&
      check(url)
    );
  });
}

/** The job titles the list shows, in order. */
export function resultTitles(page: Page) {
  return board(page).locator('.jb-job-list article h3');
}

export function countText(total: number): string {
  return `${total} ${total === 1 ? 'vacature' : 'vacatures'}`;
}
