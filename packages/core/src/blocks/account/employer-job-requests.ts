import type { ListResult } from '@jobboard/client';
import type { Job, JobStatus } from '@jobboard/schema';
import { createDataRequest } from '../../blocks-runtime/create-data-request';
import type { DataRequest } from '../../blocks-runtime/data-request';
import { USER_DATA_REQUESTS } from '../../session/user-data-requests';

/**
 * A page of the employer's jobs, optionally of one status or title search, oldest first (spec
 * §7). A failed read rejects (the client would give an empty page): the list says it could not
 * be read rather than that there are no jobs.
 */
export function employerJobsRequest(
  userUuid: string,
  page: number,
  status: JobStatus | undefined,
  search: string,
): DataRequest<ListResult<Job>> {
  return createDataRequest(
    USER_DATA_REQUESTS.employerJobs,
    { user: userUuid, page, status: status ?? '', search },
    (client) =>
      client.employer.listJobs(
        {
          page,
          ...(status ? { status } : {}),
          ...(search ? { search } : {}),
        },
        { rethrow: true },
      ),
  );
}

/** One of the employer's jobs, as the job form edits it. */
export function employerJobRequest(userUuid: string, id: string): DataRequest<Job> {
  return createDataRequest(USER_DATA_REQUESTS.employerJob, { user: userUuid, id }, (client) =>
    client.employer.getJob(id),
  );
}

/** The id a job's employer calls name: its id, else its uuid. */
export function employerJobId(job: Job): number | string {
  return job.id ?? job.uuid ?? '';
}
