import type { JobboardClient, SentApplication } from '@jobboard/client';
import { DEFAULT_PAGE_SIZES, type Job, type SiteConfig } from '@jobboard/schema';
import { createDataRequest } from '../../blocks-runtime/create-data-request';
import type { DataRequest } from '../../blocks-runtime/data-request';
import { USER_DATA_REQUESTS } from '../../session/user-data-requests';
import type { SessionRole } from '../shared/session-role-context';

/** A loaded job, or `null` when the API answered an empty result (the page shows a 404). */
export type LoadedJob = Job | null;

/** Whether an answer is a job: an object with a uuid (not `{}`, `null` or an empty body). */
function isJob(value: unknown): value is Job {
  return (
    typeof value === 'object' &&
    value !== null &&
    'uuid' in value &&
    typeof value.uuid === 'string' &&
    value.uuid !== ''
  );
}

/**
 * The API family a job is read through. A candidate on a board with anonymous job search
 * (`job_search_anonymous`) finds jobs through the candidate API, and reads a job there too
 * (spec §7: `jobs/slug/{slug}`, the candidate client for a candidate job); everyone else reads
 * the public job.
 */
export type JobReader = 'public' | 'candidate';

export function jobReaderFor(role: SessionRole, config: Pick<SiteConfig, 'settings'>): JobReader {
  return role === 'candidate' && config.settings.job_search_anonymous ? 'candidate' : 'public';
}

// The job and its related jobs are two requests (two SWR keys, both prefetched for SSR) that both
// need the job: reads of the same slug in flight at once share one call.
const jobReads = new WeakMap<JobboardClient, Map<string, Promise<LoadedJob>>>();

function readJob(client: JobboardClient, slug: string, reader: JobReader): Promise<LoadedJob> {
  let reads = jobReads.get(client);
  if (!reads) {
    reads = new Map();
    jobReads.set(client, reads);
  }
  const id = `${reader}:${slug}`;
  const inFlight = reads.get(id);
  if (inFlight) return inFlight;
  // The failure itself (not the spec's empty result): the block shows it as no job all the
  // same, but a server render answers an outage with 503, not 404, and SWR reads it again.
  const read = client[reader]
    .getJobBySlug(slug, { rethrow: true })
    .then((job) => (isJob(job) ? job : null))
    .finally(() => reads.delete(id));
  reads.set(id, read);
  return read;
}

/**
 * `GET jobs/slug/{slug}?with=organisation` through the `reader`'s family; an empty answer gives
 * `null`, a failure rejects (the block shows it as no job, spec §8). The locale is part of the key
 * because the API answers in the locale the client sends; a candidate's read has a key of its own
 * (a server render, always a guest's, prefetches the public one).
 */
export function jobBySlugRequest(
  slug: string,
  locale: string,
  reader: JobReader = 'public',
): DataRequest<LoadedJob> {
  return createDataRequest(
    reader === 'candidate' ? 'candidate-job-details' : 'job-details',
    { slug, locale },
    (client) => readJob(client, slug, reader),
  );
}

/**
 * The jobs related to the job of `slug`, asked for with the spec's limit (10, product.md §7 and
 * §9); the block shows its `relatedJobsCount` of them (at most that limit). The related call needs the job's uuid,
 * which the route does not carry: declared for SSR from the slug alone, the request reads the job
 * first (sharing the block's own read); the browser passes the job it already shows, under the
 * same key, so it asks only for the related jobs. Related jobs are public jobs: the public family
 * reads them whichever family read the job.
 */
export function relatedJobsRequest(
  slug: string,
  locale: string,
  job?: Pick<Job, 'uuid'>,
): DataRequest<Job[]> {
  return createDataRequest('job-details-related', { slug, locale }, async (client) => {
    const uuid = job?.uuid ?? (await readJob(client, slug, 'public'))?.uuid;
    return uuid ? client.public.getRelatedJobs(uuid, DEFAULT_PAGE_SIZES.relatedJobsLimit) : [];
  });
}

/**
 * The logged-in candidate's application to this job, if they sent one (`null` otherwise): the
 * job page then says so in place of the apply button. The key names the user, as every read of
 * their own data.
 */
export function ownApplicationRequest(
  userUuid: string,
  jobUuid: string,
): DataRequest<SentApplication | null> {
  return createDataRequest(
    USER_DATA_REQUESTS.ownApplication,
    { user: userUuid, job: jobUuid },
    async (client) =>
      (await client.candidate.listApplications({ jobUuid, limit: 1 })).items[0] ?? null,
  );
}
