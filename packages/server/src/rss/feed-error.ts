/**
 * Why a feed could not be read, with the HTTP status the API should answer: 400 bad or
 * forbidden URL, 413 too large, 422 not a feed, 502 unreachable or failing, 504 too slow.
 */
export class FeedError extends Error {
  override name = 'FeedError';

  constructor(
    readonly status: 400 | 413 | 422 | 502 | 504,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
