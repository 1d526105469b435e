import { array, type Infer, integer, optional, string, type } from 'superstruct';
import { Job } from './job';
import { JobSearchQuery } from './job-search';

/** A landing page: a titled, fixed job search (`GET /landing-pages/{slug}`). */
export const LandingPage = type({
  id: optional(integer()),
  title: string(),
  slug: string(),
  locale: optional(string()),
  /** The search it shows: segments and the other job search filters. */
  query: type(JobSearchQuery.schema),
  /** The first jobs of the search, when the API includes them. */
  jobs: optional(array(Job)),
});
export type LandingPage = Infer<typeof LandingPage>;
