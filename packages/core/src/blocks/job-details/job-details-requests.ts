import type { JobboardClient } from '@jobboard/client';
import type { Job } from '@jobboard/schema';
import { createDataRequest } from '../../blocks-runtime/create-data-request';
import type { DataRequest } from '../../blocks-runtime/data-request';

/** A loaded job, or `null` when the API answered an empty result (the page shows a 404). */
export type LoadedJob = Job | null;

function isJob(value: object): value is Job {
  return 'uuid' in value && typeof value.uuid === 'string' && value.uuid !== '';
}

// The job and its related jobs are two requests (two SWR keys, both prefetched for SSR) that both
// need the job: reads of the same slug in flight at once share one call.
const jobReads = new WeakMap<JobboardClient, Map<string, Promise<LoadedJob>>>();

function readJob(client: JobboardClient, slug: string): Promise<LoadedJob> {
  let reads = jobReads.get(client);
  if (!reads) {
    reads = new Map();
    jobReads.set(client, reads);
  }
  const inFlight = reads.get(slug);
  if (inFlight) return inFlight;
  const read = client.public
    .getJobBySlug(slug)
    .then((job) => (isJob(job) ? job : null))
    .finally(() => reads.delete(slug));
  reads.set(slug, read);
  return read;
}

/**
 * `GET jobs/slug/{slug}?with=organisation`; a failure or an empty answer gives `null`. The locale
 * is part of the key because the API answers in the locale the client sends.
 */
export function jobBySlugRequest(slug: string, locale: string): DataRequest<LoadedJob> {
  return createDataRequest('job-details', { slug, locale }, (client) => readJob(client, slug));
}

/**
 * The jobs related to the job of `slug`, at most `limit`. The related call needs the job's uuid,
 * which the route does not carry: declared for SSR from the slug alone, the request reads the job
 * first (sharing the block's own read); the browser passes the job it already shows, under the
 * same key, so it asks only for the related jobs.
 */
export function relatedJobsRequest(
  slug: string,
  limit: number,
  locale: string,
  job?: Pick<Job, 'uuid'>,
): DataRequest<Job[]> {
  return createDataRequest('job-details-related', { slug, limit, locale }, async (client) => {
    const uuid = job?.uuid ?? (await readJob(client, slug))?.uuid;
    return uuid ? client.public.getRelatedJobs(uuid, limit) : [];
  });
}
