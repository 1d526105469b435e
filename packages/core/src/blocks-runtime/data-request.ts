import type { JobboardClient } from '@jobboard/client';

/**
 * One piece of data a block needs. The server prefetches it under `key` for SSR and the
 * browser reads it with SWR under the same key, so hydration finds it without a fetch.
 */
export interface DataRequest<T> {
  /** A stable, serialisable SWR key; build it with `requestKey(name, params)`. */
  readonly key: string;
  fetch(client: JobboardClient): Promise<T>;
}
