import type { Job } from '@jobboard/schema';
import { createDataRequest } from '../../blocks-runtime/create-data-request';
import type { DataRequest } from '../../blocks-runtime/data-request';

/** A loaded job, or `null` when the API answered an empty result (the page shows a 404). */
export type LoadedJob = Job | null;

function isJob(value: object): value is Job {
  return 'uuid' in value && typeof value.uuid === 'string' && value.uuid !== '';
}

/**
 * `GET jobs/slug/{slug}?with=organisation`; a failure or an empty answer gives `null`. The locale
 * is part of the key because the API answers in the locale the client sends.
 */
export function jobBySlugRequest(slug: string, locale: string): DataRequest<LoadedJob> {
  return createDataRequest('job-details', { slug, locale }, async (client) => {
    const job = await client.public.getJobBySlug(slug);
    return isJob(job) ? job : null;
  });
}

/**
 * The jobs related to the job of `slug`, at most `limit`. The related call needs the job's uuid,
 * which the route does not carry, so the request reads the job first: the server can then
 * prefetch both for SSR from the slug alone (the job read is the same call as the block's own).
 */
export function relatedJobsRequest(
  slug: string,
  limit: number,
  locale: string,
): DataRequest<Job[]> {
  return createDataRequest('job-details-related', { slug, limit, locale }, async (client) => {
    const job = await client.public.getJobBySlug(slug);
    return isJob(job) ? client.public.getRelatedJobs(job.uuid, limit) : [];
  });
}
