import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { DataRequest } from './data-request';
import { useBlockContext } from './use-block-context';

// Data already there (prefetched for SSR and handed over as SWR's `fallback`, or cached by an
// earlier page) is shown without a refetch on mount; focus and reconnect still revalidate.
const BLOCK_DATA_DEFAULTS: SWRConfiguration = { revalidateIfStale: false };

/**
 * Reads one of a block's data requests with SWR under the request's key, so data the server
 * prefetched under that key (`prefetchPage`) is there at once. Pass `null` to read nothing yet
 * (a request that depends on other data). `config` is laid over `{revalidateIfStale: false}`.
 */
export function useBlockData<T>(
  request: DataRequest<T> | null,
  config?: SWRConfiguration<T>,
): SWRResponse<T> {
  const { client } = useBlockContext();
  const fetcher = request ? () => request.fetch(client) : null;
  return useSWR<T>(
    request ? request.key : null,
    fetcher,
    config ? { ...BLOCK_DATA_DEFAULTS, ...config } : BLOCK_DATA_DEFAULTS,
  );
}
