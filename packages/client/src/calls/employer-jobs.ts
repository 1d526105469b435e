import type {
  Job,
  JobIntroduction,
  JobIntroductionPayload,
  JobStatus,
  JobUpsellOffer,
  JobUpsellOrder,
  SubscriptionEntry,
} from '@jobboard/schema';
import { apiPath } from '../api-path';
import { readData } from '../read-data';
import { type ListResult, readList } from '../read-list';
import type { ApiRequest, CallOptions } from '../request';
import { swallowFailure } from '../swallow-failure';
import type { ApiRecord } from '../types';

/** Employer job list page size (spec §9). */
export const EMPLOYER_JOBS_PAGE_SIZE = 10;

const JOB_RELATIONS = 'job_boards,product';

/** A job as the employer edits it; the server fills the rest. */
export type JobDraft = Partial<Job>;

export interface EmployerJobsQuery {
  page?: number;
  /** @default 10 */
  limit?: number;
  search?: string;
  /** Only jobs in this status (`match[status]`). */
  status?: JobStatus;
  /** Oldest first (the spec's order, the default) or newest first. */
  sort?: '+created_at' | '-created_at';
}

/**
 * The employer's own jobs. The list, update and delete swallow failures (spec §8): they resolve
 * with an empty page, null and false.
 */
export function employerJobCalls(request: ApiRequest) {
  return {
    /** `GET /jobs/{id}?with=job_boards,product`. */
    getJob(id: number | string, options: CallOptions = {}): Promise<Job> {
      return request({
        method: 'GET',
        path: apiPath`jobs/${id}`,
        query: { with: JOB_RELATIONS },
        read: readData<Job>,
        ...options,
      });
    },

    /**
     * `GET /jobs?page&limit=10&search&with=job_boards,product&sort=+created_at&match[status]`. A
     * failure gives an empty page (spec §8), unless `rethrow` asks for the error.
     */
    listJobs(
      query: EmployerJobsQuery = {},
      { rethrow = false, ...options }: CallOptions & { rethrow?: boolean } = {},
    ): Promise<ListResult<Job>> {
      const call = request({
        method: 'GET',
        path: 'jobs',
        query: {
          page: query.page,
          limit: query.limit ?? EMPLOYER_JOBS_PAGE_SIZE,
          search: query.search,
          with: JOB_RELATIONS,
          sort: query.sort ?? '+created_at',
          'match[status]': query.status,
        },
        read: readList<Job>,
        ...options,
      });
      return rethrow ? call : swallowFailure(call, { items: [], total: 0 });
    },

    /** `DELETE /jobs/{id}`; resolves false when it failed. */
    deleteJob(id: number | string, options: CallOptions = {}): Promise<boolean> {
      const call = request({
        method: 'DELETE',
        path: apiPath`jobs/${id}`,
        read: () => true,
        ...options,
      });
      return swallowFailure(call, false);
    },

    /** `POST /jobs/draft`: jobs start as drafts. */
    createDraftJob(draft: JobDraft, options: CallOptions = {}): Promise<Job> {
      return request({
        method: 'POST',
        path: 'jobs/draft',
        body: draft,
        read: readData<Job>,
        ...options,
      });
    },

    /** `PUT /jobs/{id}`; resolves null when it failed. */
    updateJob(
      id: number | string,
      draft: JobDraft,
      options: CallOptions = {},
    ): Promise<Job | null> {
      const call = request({
        method: 'PUT',
        path: apiPath`jobs/${id}`,
        body: draft,
        read: readData<Job>,
        ...options,
      });
      return swallowFailure<Job | null>(call, null);
    },

    /**
     * `PUT /jobs/{id}/publish/draft`: publishes a draft. The answer may hold a payment provider
     * URL to send the employer to, so it is passed on whole.
     */
    publishDraftJob(
      id: number | string,
      draft: JobDraft,
      options: CallOptions = {},
    ): Promise<ApiRecord> {
      return request({
        method: 'PUT',
        path: apiPath`jobs/${id}/publish/draft`,
        body: draft,
        read: readData<ApiRecord>,
        ...options,
      });
    },

    /** `PUT /jobs/{id}/status`: pause, resume, ... */
    async setJobStatus(
      id: number | string,
      status: JobStatus,
      options: CallOptions = {},
    ): Promise<void> {
      await request({
        method: 'PUT',
        path: apiPath`jobs/${id}/status`,
        body: { status },
        ...options,
      });
    },

    /**
     * `POST /jobs/{id}/introduce-candidate`: mails a candidate who accepted the employer's contact
     * request about the job (payload not in the spec: see the reference server's).
     */
    introduceCandidate(
      id: number | string,
      introduction: JobIntroductionPayload,
      options: CallOptions = {},
    ): Promise<JobIntroduction> {
      return request({
        method: 'POST',
        path: apiPath`jobs/${id}/introduce-candidate`,
        body: introduction,
        read: readData<JobIntroduction>,
        ...options,
      });
    },

    /** `GET /jobs/{id}/kpi`. */
    getJobKpi(id: number | string, options: CallOptions = {}): Promise<ApiRecord> {
      return request({
        method: 'GET',
        path: apiPath`jobs/${id}/kpi`,
        read: readData<ApiRecord>,
        ...options,
      });
    },

    /**
     * `GET /jobs/{id}/up-sell`: the up-sell products the job's board offers, each with the job's
     * running order of it (the answer is not in the spec: see the reference server's).
     */
    getJobUpsells(id: number | string, options: CallOptions = {}): Promise<JobUpsellOffer[]> {
      return request({
        method: 'GET',
        path: apiPath`jobs/${id}/up-sell`,
        read: (body) => readList<JobUpsellOffer>(body).items,
        ...options,
      });
    },

    /** `POST /jobs/{id}/up-sell`: buys an up-sell for the job (payload not in the spec). */
    addJobUpsell(
      id: number | string,
      order: JobUpsellOrder,
      options: CallOptions = {},
    ): Promise<JobUpsellOffer> {
      return request({
        method: 'POST',
        path: apiPath`jobs/${id}/up-sell`,
        body: order,
        read: readData<JobUpsellOffer>,
        ...options,
      });
    },

    /**
     * `PUT jobs/{id}/slot` with the subscription holding the slot (a slot order's id, as
     * `getSubscriptions` lists it), or null to take the job out of its slot; resolves with the
     * slot as the dashboard lists it, null for none.
     */
    assignJobSlot(
      id: number | string,
      subscriptionId: number | null,
      options: CallOptions = {},
    ): Promise<SubscriptionEntry | null> {
      return request({
        method: 'PUT',
        path: apiPath`jobs/${id}/slot`,
        body: { subscription_id: subscriptionId },
        read: (body) => readData<SubscriptionEntry | null>(body) ?? null,
        ...options,
      });
    },
  };
}
