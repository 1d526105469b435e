import type { JobboardClient } from '@jobboard/client';
import type { DataRequest } from './data-request';
import { type RequestParams, requestKey } from './request-key';

/**
 * A data request named `name` with `params`: its key is `requestKey(name, params)`, so two
 * blocks asking for the same data share one fetch.
 */
export function createDataRequest<T>(
  name: string,
  params: RequestParams,
  fetch: (client: JobboardClient) => Promise<T>,
): DataRequest<T> {
  return { key: requestKey(name, params), fetch };
}
