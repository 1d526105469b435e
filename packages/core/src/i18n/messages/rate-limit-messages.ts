import { msg } from '@lingui/core/macro';

/**
 * The API's answers to too many attempts (429, the schema's `RATE_LIMIT_TEXTS`), which
 * translateText finds by their English wording; `{minutes}` comes filled in.
 */
export const rateLimitMessages = {
  oneMinute: msg`Too many attempts. Please try again in 1 minute.`,
  minutes: (minutes: string) => msg`Too many attempts. Please try again in ${minutes} minutes.`,
};
