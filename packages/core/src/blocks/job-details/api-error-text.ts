import { errorText, isApiError } from '@jobboard/client';
import type { I18n } from '@lingui/core';
import { translateKnownText } from '../../i18n/translate-text';

/** The refusals whose text is shown whatever it says: spec §8's 400 and 401, and validation's 422. */
const TEXT_SHOWN = new Set([400, 401, 422]);

/**
 * The text to show for a failed call: the API's own text for a refused request, translated when
 * the catalog knows it; `fallback` for server failures, time-outs and network errors. A 400, 401
 * or 422 shows its text whatever it says (spec §8: 'You cannot apply for this job, most likely
 * you already applied.'); another refusal (403, 404, 409, 429) only a text the catalog knows,
 * such as 'Employer account required', 'File not found' or the rate limit's: a bare 'Not found'
 * from a route or a proxy, in English on a Dutch page, told the visitor nothing the fallback
 * does not.
 */
export function apiErrorText(error: unknown, i18n: I18n, fallback: string): string {
  if (!isApiError(error) || error.kind !== 'http' || error.status >= 500) return fallback;
  const text = errorText(error.body);
  if (!text) return fallback;
  const known = translateKnownText(i18n, text);
  if (known !== undefined) return known;
  return TEXT_SHOWN.has(error.status) ? text : fallback;
}

/**
 * The text of a refused change: the spec's could-not text (`fallback`), then on its own line the
 * API's reason when it gave one (translated when the catalog knows it).
 */
export function apiFailureText(error: unknown, i18n: I18n, fallback: string): string {
  const reason = apiErrorText(error, i18n, fallback);
  return reason === fallback ? fallback : `${fallback}\n${reason}`;
}
