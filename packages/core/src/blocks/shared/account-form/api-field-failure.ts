import { isApiError } from '@jobboard/client';
import type { I18n } from '@lingui/core';
import { errorMessages } from '../../../i18n/messages/error-messages';
import { translateText } from '../../../i18n/translate-text';
import { apiErrorText } from '../../job-details/api-error-text';
import type { FieldErrors, SendOutcome } from './use-account-form';

/**
 * What a refused account form shows: the API's field errors on the form's `fields` (each text
 * translated when the catalog knows it, one per line), and the API's text for the form when no
 * error fits a field, or one names a field the form does not have; the generic failure for
 * server and network errors.
 */
export function apiFieldFailure<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): SendOutcome<Field> {
  const errors: FieldErrors<Field> = {};
  let unplaced = false;
  if (isApiError(error) && error.kind === 'http' && error.status < 500) {
    for (const [key, texts] of Object.entries(error.fieldErrors)) {
      const field = fields.find((candidate) => candidate === key);
      if (field === undefined) unplaced = true;
      else errors[field] = (i18n) => texts.map((text) => translateText(i18n, text)).join('\n');
    }
  }
  const failure = (i18n: I18n) => apiErrorText(error, i18n, i18n._(errorMessages.actionFailed));
  if (Object.keys(errors).length === 0) return { failure };
  return unplaced ? { errors, failure } : { errors };
}
