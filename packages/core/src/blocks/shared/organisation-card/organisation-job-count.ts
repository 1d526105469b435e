import type { Organisation } from '@jobboard/schema';

/**
 * The number of open jobs the API sends with an organisation (`jobs_count`), which the
 * organisation entity leaves out; `null` when the answer has none.
 */
export function organisationJobCount(organisation: Organisation): number | null {
  const count: unknown = (organisation as Organisation & { jobs_count?: unknown }).jobs_count;
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null;
}
