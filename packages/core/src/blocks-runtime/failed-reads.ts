import { ApiError, type ApiErrorKind, type ApiFamily, isApiError } from '@jobboard/client';
import type { Cache, State } from 'swr';
import type { PrefetchFailure } from './prefetch-page';

/**
 * A block's read that failed while the server rendered the page, as the page's state carries it
 * to the browser: what a block shows of a failure (its kind, status and text), not the call's
 * address (a server's API base may be an internal one).
 */
export interface FailedRead {
  /** The ApiError's kind; `other` for an error that is not an ApiError. */
  kind: ApiErrorKind | 'other';
  status: number;
  family: ApiFamily;
  text: string;
  code?: string;
  handled: boolean;
}

/** The failed reads of a prefetch by request key (a block whose `requests` threw has none). */
export function failedReadsOf(errors: readonly PrefetchFailure[]): Record<string, FailedRead> {
  const failed: Record<string, FailedRead> = {};
  for (const { key, error } of errors) {
    if (key.startsWith('block:')) continue;
    failed[key] = isApiError(error)
      ? {
          kind: error.kind,
          status: error.status,
          family: error.family,
          text: error.text,
          ...(error.code === undefined ? {} : { code: error.code }),
          handled: error.handled,
        }
      : {
          kind: 'other',
          status: 0,
          family: 'public',
          text: error instanceof Error ? error.message : String(error),
          handled: false,
        };
  }
  return failed;
}

/** Whether a failed read found the API down (no answer, an answer it could not read, a 5xx). */
export function isOutage(read: FailedRead): boolean {
  return read.kind !== 'http' || read.status >= 500;
}

/** The error a block read of {@link FailedRead} shows, as the read failed with it. */
export function failedReadError(read: FailedRead): Error {
  if (read.kind === 'other') return new Error(read.text);
  return new ApiError({
    kind: read.kind,
    status: read.status,
    family: read.family,
    method: 'GET',
    url: '',
    body:
      read.code === undefined ? { message: read.text } : { message: read.text, code: read.code },
    fallbackText: read.text,
    handled: read.handled,
  });
}

/**
 * Puts the failed reads into SWR's cache before the first render, on the server and in the
 * browser that hydrates its HTML: the blocks render their failure (with its text) rather than
 * their loading state, which without scripts never ended (QA), and the browser's first render
 * matches the server's. The browser then reads them again, as SWR reads a key without data.
 */
export function seedFailedReads(cache: Cache, failed: Record<string, FailedRead>): void {
  for (const [key, read] of Object.entries(failed)) {
    if (cache.get(key) === undefined) cache.set(key, { error: failedReadError(read) } as State);
  }
}
