import type { JobAlert } from '@jobboard/schema';
import { apiPath } from '../api-path';
import { readData } from '../read-data';
import { type ListResult, readList } from '../read-list';
import type { ApiRequest, CallOptions } from '../request';

/** What a create or update sends: an alert without the fields the API answers with. */
export type JobAlertBody = Omit<JobAlert, 'id' | 'uuid' | 'created_at'>;

export interface JobAlertsQuery {
  /** From 1. */
  page?: number;
  /** At most 25: a candidate keeps no more alerts than that, so one page holds them all. */
  limit?: number;
}

/** The candidate's job alerts: saved searches mailed to them. */
export function candidateJobAlertCalls(request: ApiRequest) {
  return {
    /** `GET /job-alerts`, newest first. */
    listJobAlerts(
      query: JobAlertsQuery = {},
      options: CallOptions = {},
    ): Promise<ListResult<JobAlert>> {
      return request({
        method: 'GET',
        path: 'job-alerts',
        query: { page: query.page, limit: query.limit },
        read: readList<JobAlert>,
        ...options,
      });
    },

    /** `GET /job-alerts/{id}`: the candidate's own alert; another's answers 404. */
    getJobAlert(id: number | string, options: CallOptions = {}): Promise<JobAlert> {
      return request({
        method: 'GET',
        path: apiPath`job-alerts/${id}`,
        read: readData<JobAlert>,
        ...options,
      });
    },

    /** `POST /job-alerts`; the API refuses a candidate's 26th alert. */
    createJobAlert(alert: JobAlertBody, options: CallOptions = {}): Promise<JobAlert> {
      return request({
        method: 'POST',
        path: 'job-alerts',
        body: alert,
        read: readData<JobAlert>,
        ...options,
      });
    },

    /** `PUT /job-alerts/{id}` with the whole alert. */
    updateJobAlert(
      id: number | string,
      alert: JobAlertBody,
      options: CallOptions = {},
    ): Promise<JobAlert> {
      return request({
        method: 'PUT',
        path: apiPath`job-alerts/${id}`,
        body: alert,
        read: readData<JobAlert>,
        ...options,
      });
    },

    /** `DELETE /job-alerts/{id}`. */
    async deleteJobAlert(id: number | string, options: CallOptions = {}): Promise<void> {
      await request({ method: 'DELETE', path: apiPath`job-alerts/${id}`, ...options });
    },
  };
}
