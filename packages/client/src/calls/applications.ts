import { type ListResult, readList } from '../read-list';
import type { ApiRequest, CallOptions } from '../request';
import type { ReceivedApplication, SentApplication } from '../types';

/** How many applications a page of the account's tabs shows. */
export const APPLICATIONS_PAGE_SIZE = 10;

/** A page of applications, optionally those of one job (`match[job_uuid]`). */
export interface ApplicationsQuery {
  page?: number;
  limit?: number;
  /** Only the applications to this job. */
  jobUuid?: string;
}

function applicationsQuery(query: ApplicationsQuery) {
  return {
    page: query.page ?? 1,
    limit: query.limit ?? APPLICATIONS_PAGE_SIZE,
    ...(query.jobUuid === undefined ? {} : { 'match[job_uuid]': query.jobUuid }),
  };
}

/** The applications a candidate sent (the account's job applications tab, a job's page). */
export function candidateApplicationCalls(request: ApiRequest) {
  return {
    /** `GET /applications?page&limit[&match[job_uuid]]`: the candidate's, newest first. */
    listApplications(
      query: ApplicationsQuery = {},
      options: CallOptions = {},
    ): Promise<ListResult<SentApplication>> {
      return request({
        method: 'GET',
        path: 'applications',
        query: applicationsQuery(query),
        read: readList<SentApplication>,
        ...options,
      });
    },
  };
}

/** The applications an employer received for their jobs (the account's job applicants tab). */
export function employerApplicationCalls(request: ApiRequest) {
  return {
    /**
     * `GET /applications?page&limit[&match[job_uuid]]`: the applications to the employer's jobs,
     * newest first; the CV and motivation download with `downloadFile(token)`.
     */
    listApplications(
      query: ApplicationsQuery = {},
      options: CallOptions = {},
    ): Promise<ListResult<ReceivedApplication>> {
      return request({
        method: 'GET',
        path: 'applications',
        query: applicationsQuery(query),
        read: readList<ReceivedApplication>,
        ...options,
      });
    },
  };
}
