import type { ApiToken } from '@jobboard/schema';
import { apiPath } from '../api-path';
import { readData } from '../read-data';
import { type ListResult, readList } from '../read-list';
import type { ApiRequest, CallOptions } from '../request';

/** What a change of an API token may set. */
export interface ApiTokenChanges {
  name?: string;
  active?: boolean;
}

/**
 * The employer's tokens for multiposters (spec §3 'Api token': name, last used, active), which
 * they hand to a multiposter for the `mp` API. The spec names the account's tokens tab, not its
 * calls: these are the board's own (docs/api-client.md).
 */
export function employerApiTokenCalls(request: ApiRequest) {
  return {
    /** `GET /api-tokens`: the client's tokens, newest first, without their secrets. */
    listApiTokens(options: CallOptions = {}): Promise<ListResult<ApiToken>> {
      return request({ method: 'GET', path: 'api-tokens', read: readList<ApiToken>, ...options });
    },

    /** `POST /api-tokens {name}`: a new token, with its secret (`token`) in this answer only. */
    createApiToken(name: string, options: CallOptions = {}): Promise<ApiToken> {
      return request({
        method: 'POST',
        path: 'api-tokens',
        body: { name },
        read: readData<ApiToken>,
        ...options,
      });
    },

    /** `PUT /api-tokens/{id}`: renames, switches off or on. */
    updateApiToken(
      id: number,
      changes: ApiTokenChanges,
      options: CallOptions = {},
    ): Promise<ApiToken> {
      return request({
        method: 'PUT',
        path: apiPath`api-tokens/${id}`,
        body: changes,
        read: readData<ApiToken>,
        ...options,
      });
    },

    /** `DELETE /api-tokens/{id}`. */
    async deleteApiToken(id: number, options: CallOptions = {}): Promise<void> {
      await request({ method: 'DELETE', path: apiPath`api-tokens/${id}`, ...options });
    },
  };
}
