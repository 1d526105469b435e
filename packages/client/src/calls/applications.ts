import { type ListResult, readList } from '../read-list';
import type { ApiRequest, CallOptions } from '../request';
import type { SentApplication } from '../types';

/** How many sent applications a page of the account's tab shows. */
export const APPLICATIONS_PAGE_SIZE = 10;

/** The applications a candidate sent (the account's job applications tab). */
export function candidateApplicationCalls(request: ApiRequest) {
  return {
    /** `GET /applications?page&limit`: the candidate's applications, newest first. */
    listApplications(
      query: { page?: number; limit?: number } = {},
      options: CallOptions = {},
    ): Promise<ListResult<SentApplication>> {
      return request({
        method: 'GET',
        path: 'applications',
        query: { page: query.page ?? 1, limit: query.limit ?? APPLICATIONS_PAGE_SIZE },
        read: readList<SentApplication>,
        ...options,
      });
    },
  };
}
