import type { Job, LandingPage } from '@jobboard/schema';
import { exampleJob } from '../shared/example-job';
import type { LandingPageWithJobs } from './landing-page-requests';

/** Jobs the example search finds: more than one page at the default ten jobs per page. */
const EXAMPLE_JOB_COUNT = 24;

const landingPage: LandingPage = {
  id: 0,
  title: 'Example search',
  slug: 'example',
  query: {},
};

/**
 * What the editor shows on a landing page whose slug the API does not know: an example search
 * and one page of its jobs, `limit` of them, so the admin sees the jobs per page and the paging
 * the detail view's settings give.
 */
export function exampleLandingPage(page: number, limit: number): LandingPageWithJobs {
  const first = (page - 1) * limit + 1;
  const last = Math.min(page * limit, EXAMPLE_JOB_COUNT);
  const items: Job[] = [];
  for (let index = first; index <= last; index += 1) items.push(exampleJob(index));
  return {
    landingPage,
    jobs: { items, total: EXAMPLE_JOB_COUNT, aggregations: { segment_ids: {} } },
  };
}
