import type { JobQuery, JobSearchQuery } from '@jobboard/schema';

/** A stored search as the job search call takes it: the salary range `min,max` as a pair. */
export function linkTabQuery(jobQuery: JobQuery, limit: number): JobSearchQuery {
  const { 'range[salary_year]': salaryRange, ...rest } = jobQuery;
  const query: JobSearchQuery = { ...rest, limit };
  if (salaryRange) {
    const [lowest, highest] = salaryRange.split(',').map(Number);
    if (lowest !== undefined && highest !== undefined) {
      query['range[salary_year]'] = [lowest, highest];
    }
  }
  return query;
}
