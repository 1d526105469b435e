/** Time-outs and delays of product.md §9 and §8, in one place for client, renderer and server. */
export const TIMINGS = {
  /** Every API request is aborted after this. */
  apiTimeoutMs: 10_000,
  /** A lazily loaded component shows its loading-error text after this. */
  asyncComponentTimeoutMs: 10_000,
  /** A token that expires within this margin counts as expired. */
  tokenExpiryMarginS: 60,
  /** Debounce of typed searches (suggestions, autocomplete). */
  fetchDelayMs: 200,
  /** The progress bar appears only for navigations slower than this. */
  progressBarThrottleMs: 200,
  /** The progress bar rises over this long. */
  progressBarDurationMs: 5000,
  /** The progress bar hides this long after the navigation finished. */
  progressBarHideDelayMs: 500,
  /** The "back online" banner shows this long. */
  onlineBannerMs: 3000,
  /** A failed chunk load reloads the page at most once in this interval. */
  chunkReloadIntervalMs: 60_000,
} as const;

/** The version of the site data format this schema reads and writes. */
export const DATA_RELEASE_VERSION = '1.30.11';

/** The phone country a phone field starts with. */
export const DEFAULT_PHONE_COUNTRY = 'NL';
