import { isApiError } from '@jobboard/client';
import { useContext, useRef } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse, useSWRConfig } from 'swr';
import { SessionRoleContext } from '../blocks/shared/session-role-context';
import type { DataRequest } from './data-request';
import { readKey } from './read-key';
import { takeSharedRead } from './shared-reads';
import { useBlockContext } from './use-block-context';

// Data already there (prefetched for SSR and handed over as SWR's `fallback`, or cached by an
// earlier page) is shown without a refetch on mount; focus and reconnect still revalidate. A
// failed read is tried again three times (SWR's back-off: 5-10 s, 10-25 s, 20-55 s), not for as
// long as the page is open, and never after a refusal (4xx): it would be refused again. The
// block shows its error with a Try again button meanwhile.
const BLOCK_DATA_DEFAULTS: SWRConfiguration = {
  revalidateIfStale: false,
  errorRetryCount: 3,
  shouldRetryOnError: (error) => !(isApiError(error) && error.status >= 400 && error.status < 500),
};

/**
 * Reads one of a block's data requests with SWR under the request's key, so data the server
 * prefetched under that key (`prefetchPage`) is there at once (a signed-in visitor's public job
 * reads on a site that anonymizes jobs excepted: {@link readKey}). Pass `null` to read nothing yet
 * (a request that depends on other data). `config` is laid over `{revalidateIfStale: false}`.
 *
 * `keepPreviousData` shows the last data while a new key loads, as SWR's option does, but
 * without its flaw: SWR's keeps the previous key's data whenever its cache lacks the new key,
 * even where the new key has data in `fallback`. Back on the search the server rendered, a job
 * list showed the last search's results, and fetched nothing (the fallback counts as data).
 */
export function useBlockData<T>(
  request: DataRequest<T> | null,
  config?: SWRConfiguration<T>,
): SWRResponse<T> {
  const { client, settings } = useBlockContext();
  const role = useContext(SessionRoleContext);
  const signedIn = settings.anonymizeJobs && role !== 'guest';
  // A read the board started for this page's move and did not wait for is taken up, not repeated.
  const key = request ? readKey(request.key, signedIn) : null;
  const fetcher = request
    ? () => (takeSharedRead(client, key ?? '') as Promise<T> | undefined) ?? request.fetch(client)
    : null;
  const { keepPreviousData, ...rest } = config ?? {};
  const result = useSWR<T>(
    key,
    fetcher,
    config ? { ...BLOCK_DATA_DEFAULTS, ...rest } : BLOCK_DATA_DEFAULTS,
  );
  const previous = useRef<T | undefined>(undefined);
  if (!keepPreviousData) return result;
  // SWR's answer reads its state through getters, to re-render only for what was read: so does
  // this one.
  return {
    get data() {
      const data = result.data;
      if (data === undefined) return previous.current;
      previous.current = data;
      return data;
    },
    get error() {
      return result.error;
    },
    get isLoading() {
      return result.isLoading;
    },
    get isValidating() {
      return result.isValidating;
    },
    mutate: result.mutate,
  };
}

/**
 * The key `request` is read under ({@link readKey}), and whether it has data of its own (cached,
 * or prefetched as SWR's `fallback`), not only what SWR keeps from the key before it. Without a
 * request: an empty key, with no data.
 */
export function useOwnData(request: DataRequest<unknown> | null): { key: string; own: boolean } {
  const { settings } = useBlockContext();
  const role = useContext(SessionRoleContext);
  const { cache, fallback } = useSWRConfig();
  if (!request) return { key: '', own: false };
  const key = readKey(request.key, settings.anonymizeJobs && role !== 'guest');
  const prefetched = (fallback as Record<string, unknown> | undefined)?.[key];
  return { key, own: cache.get(key)?.data !== undefined || prefetched !== undefined };
}
