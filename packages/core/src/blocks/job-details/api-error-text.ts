import { errorText, isApiError } from '@jobboard/client';
import type { I18n } from '@lingui/core';
import { translateText } from '../../i18n/translate-text';

/**
 * The text to show for a failed apply call: the API's own text for a refused request (4xx, e.g.
 * 'You cannot apply for this job, most likely you already applied.'), translated when the
 * catalog knows it; `fallback` for server failures, time-outs and network errors.
 */
export function apiErrorText(error: unknown, i18n: I18n, fallback: string): string {
  if (!isApiError(error) || error.kind !== 'http' || error.status >= 500) return fallback;
  const text = errorText(error.body);
  return text ? translateText(i18n, text) : fallback;
}

/**
 * The text of a refused change: the spec's could-not text (`fallback`), then on its own line the
 * API's reason when it gave one (translated when the catalog knows it).
 */
export function apiFailureText(error: unknown, i18n: I18n, fallback: string): string {
  const reason = apiErrorText(error, i18n, fallback);
  return reason === fallback ? fallback : `${fallback}\n${reason}`;
}
