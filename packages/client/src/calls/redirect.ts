import { apiPath } from '../api-path';
import { isRecord } from '../is-record';
import { readData } from '../read-data';
import type { ApiRequest, CallOptions } from '../request';
import { swallowFailure } from '../swallow-failure';
import type { RedirectTarget } from '../types';

/** The redirect lookup of the public API, asked before every page the board shows. */
export function redirectCalls(request: ApiRequest) {
  return {
    /**
     * `GET /job-boards/{id}/forward?url=`: the redirect for a path, or null when there is none or
     * the lookup fails (spec §8: no redirect then).
     */
    getRedirect(
      boardId: number,
      url: string,
      options: CallOptions = {},
    ): Promise<RedirectTarget | null> {
      const call = request({
        method: 'GET',
        path: apiPath`job-boards/${boardId}/forward`,
        query: { url },
        read: readRedirect,
        ...options,
      });
      return swallowFailure(call, null);
    },
  };
}

function readRedirect(body: unknown): RedirectTarget | null {
  const data = readData(body);
  if (!isRecord(data) || typeof data.url !== 'string' || data.url === '') return null;
  return typeof data.status === 'number'
    ? { url: data.url, status: data.status }
    : { url: data.url };
}
