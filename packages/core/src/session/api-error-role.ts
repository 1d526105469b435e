import type { SessionRole } from './session-snapshot';

/** What the session reads of a failed call (an `ApiError` of `@jobboard/client` fits). */
export interface FailedCall {
  status: number;
  url: string;
  /** The API family the call went to, as `ApiError` reports it. */
  family?: string;
}

/**
 * The session role whose API family a call went to, or `null`. The client's `family` wins; without
 * it the path counts (`…/api/candidate/v1/…`), so a query that mentions a family does not match.
 */
export function apiErrorRole(call: FailedCall): SessionRole | null {
  const family =
    call.family ??
    /\/api\/(candidate|employer)\/v1(?:\/|$)/.exec(
      new URL(call.url, 'http://board.invalid').pathname,
    )?.[1];
  return family === 'candidate' || family === 'employer' ? family : null;
}
