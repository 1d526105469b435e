import type { Job } from '@jobboard/schema';
import { createContext } from 'react';
import { type JobPostingOptions, jobPostingData } from '../seo/job-posting-data';

/**
 * What the blocks of a page tell the shell about the page beyond its markup: a server render
 * answers with the status they report. Without a provider (the browser) a report changes nothing:
 * the blocks show their own 'Page not found' view either way.
 */
export interface PageStatus {
  /** The page's detail item (job, organisation, landing page, article) does not exist. */
  notFound(): void;
  /**
   * The title of the page's detail item, which the document's title shows instead of the
   * page's own (a job page is titled with the job, not 'Vacature').
   */
  subject(title: string): void;
  /**
   * A description of the page's detail item (a job's title, employer, place and summary), which
   * the document's description meta shows instead of the page's own (every job page had the
   * same one).
   */
  describe?(description: string): void;
  /**
   * The page's job, for its schema.org `JobPosting` data (JSON-LD) for search engines, with what
   * the site and the visitor allow it to tell. Only a server render collects it (the browser
   * leaves it out, and so leaves the data's code out of its bundle): the document's head carries
   * it from the server.
   */
  job?(job: Job, facts: JobPostingOptions): void;
  /**
   * The page's address names nothing there and another does (a list's page past its end): a
   * server render answers with a redirect to `href` (a board path with its query), as the
   * browser replaces the address.
   */
  redirect?(href: string): void;
}

export const PageStatusContext = createContext<PageStatus | null>(null);

/**
 * A {@link PageStatus} for one server render: `status` is 404 once a block reported so, and
 * `subjectTitle` the first detail item's title a block reported ('' without one), `structured`
 * the structured data they reported, `redirectTo` the first address a block sent the page to.
 */
export interface PageStatusRecorder extends PageStatus {
  readonly status: 200 | 404;
  readonly subjectTitle: string;
  /** The first detail item's description a block reported, '' without one. */
  readonly subjectDescription: string;
  /** The structured data the blocks reported, in order. */
  readonly structured: readonly Record<string, unknown>[];
  /** The first address a block asked to go to instead, or null. */
  readonly redirectTo: string | null;
}

export function createPageStatusRecorder(): PageStatusRecorder {
  let status: 200 | 404 = 200;
  let subjectTitle = '';
  let subjectDescription = '';
  let redirectTo: string | null = null;
  const structured: Record<string, unknown>[] = [];
  return {
    notFound() {
      status = 404;
    },
    subject(title: string) {
      subjectTitle ||= title.trim();
    },
    describe(description: string) {
      subjectDescription ||= description.trim();
    },
    job(job, facts) {
      const data = jobPostingData(job, facts);
      if (data) structured.push(data);
    },
    redirect(href: string) {
      redirectTo ??= href;
    },
    get status() {
      return status;
    },
    get redirectTo() {
      return redirectTo;
    },
    get subjectTitle() {
      return subjectTitle;
    },
    get subjectDescription() {
      return subjectDescription;
    },
    structured,
  };
}
