import { isSortOption, type Job, type JobSearchQuery, toApiSort } from '@jobboard/schema';
import { apiPath } from '../api-path';
import { isRecord } from '../is-record';
import type { QueryParams } from '../query-string';
import { readData } from '../read-data';
import { type ListResult, readList } from '../read-list';
import type { ApiRequest, CallOptions } from '../request';
import { swallowFailure } from '../swallow-failure';
import type { ApiRecord, EmptyObject } from '../types';

/** Related jobs asked for when the caller gives no limit (spec §9). */
export const RELATED_JOBS_LIMIT = 10;

/** A page of a job search with the segment facet counts over the whole filtered set. */
export interface JobSearchPage extends ListResult<Job> {
  aggregations: { segment_ids: Record<string, number> };
}

/**
 * The query as the API reads it: the sort option (`newest`) becomes its order (`-from`, spec §9
 * "Sort options … map to").
 */
function apiJobQuery(query: JobSearchQuery): QueryParams {
  return isSortOption(query.sort) ? { ...query, sort: toApiSort(query.sort) } : query;
}

/** Job calls of both the public and the candidate API (anonymous jobs need the candidate's). */
export function jobCalls(request: ApiRequest) {
  return {
    /**
     * `GET jobs/slug/{slug}?with=organisation`; a failure gives `{}` (spec §8), unless `rethrow`
     * asks for the error (a server render tells an outage from a job that is not there).
     */
    getJobBySlug(
      slug: string,
      { rethrow = false, ...options }: CallOptions & { rethrow?: boolean } = {},
    ): Promise<Job | EmptyObject<Job>> {
      const call = request({
        method: 'GET',
        path: apiPath`jobs/slug/${slug}`,
        query: { with: 'organisation' },
        read: readData<Job>,
        ...options,
      });
      return rethrow ? call : swallowFailure<Job | EmptyObject<Job>>(call, {});
    },

    /** `GET /jobs/{uuid}/related`; a failure gives an empty list (spec §8). */
    getRelatedJobs(
      uuid: string,
      limit: number = RELATED_JOBS_LIMIT,
      options: CallOptions = {},
    ): Promise<Job[]> {
      const call = request({
        method: 'GET',
        path: apiPath`jobs/${uuid}/related`,
        query: { limit },
        read: (body) => readList<Job>(body).items,
        ...options,
      });
      return swallowFailure(call, []);
    },
  };
}

/** Job calls of the public API. */
export function publicJobCalls(request: ApiRequest) {
  return {
    ...jobCalls(request),

    /**
     * `GET job-boards/{boardId}/jobs`: the job search, featured jobs (limit, sort, scope,
     * premium) and premium jobs (`match[premium]`) alike.
     */
    searchBoardJobs(
      boardId: number,
      query: JobSearchQuery = {},
      options: CallOptions = {},
    ): Promise<JobSearchPage> {
      return request({
        method: 'GET',
        path: apiPath`job-boards/${boardId}/jobs`,
        query: apiJobQuery(query),
        read: readJobSearch,
        ...options,
      });
    },

    /** `GET job-boards/{boardId}/jobs/strategy`: the search strategy in use (shape not in the spec). */
    getJobStrategy(boardId: number, options: CallOptions = {}): Promise<ApiRecord> {
      return request({
        method: 'GET',
        path: apiPath`job-boards/${boardId}/jobs/strategy`,
        read: readData<ApiRecord>,
        ...options,
      });
    },
  };
}

/** Job calls of the candidate API. */
export function candidateJobCalls(request: ApiRequest) {
  return {
    ...jobCalls(request),

    /** `GET /jobs`: the job search as the logged-in candidate (anonymous search). */
    searchJobs(query: JobSearchQuery = {}, options: CallOptions = {}): Promise<JobSearchPage> {
      return request({
        method: 'GET',
        path: 'jobs',
        query: apiJobQuery(query),
        read: readJobSearch,
        ...options,
      });
    },
  };
}

function readJobSearch(body: unknown): JobSearchPage {
  const inner = isRecord(body) && isRecord(body.data) ? body.data : {};
  const aggregations = [body, inner]
    .map((holder) => (isRecord(holder) ? holder.aggregations : undefined))
    .find(isRecord);
  const counts = aggregations && isRecord(aggregations.segment_ids) ? aggregations.segment_ids : {};
  return {
    ...readList<Job>(body),
    aggregations: { segment_ids: counts as Record<string, number> },
  };
}
