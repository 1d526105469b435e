/**
 * What a rate-limited answer (429) of the API says; `{minutes}` is filled in, with one text for
 * a single minute. The board translates both (they are in core's catalogs with these sources).
 */
export const RATE_LIMIT_TEXTS = {
  oneMinute: 'Too many attempts. Please try again in 1 minute.',
  minutes: 'Too many attempts. Please try again in {minutes} minutes.',
} as const;
