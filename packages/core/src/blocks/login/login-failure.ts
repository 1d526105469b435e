import { isApiError } from '@jobboard/client';
import { errorMessages } from '../../i18n/messages/error-messages';
import { apiErrorText } from '../job-details/api-error-text';
import type { Translatable } from '../shared/account-form/use-account-form';

/**
 * The text of a refused or failed login: the API's own text for a refused one (spec §8: 400 and
 * 401 show the error text, 'The email or password is incorrect.'), translated when the catalog
 * knows it; that text when a refusal carries none; the generic failure for server and network
 * errors.
 */
export function loginFailure(error: unknown): Translatable {
  const refused = isApiError(error) && (error.status === 400 || error.status === 401);
  return (i18n) =>
    apiErrorText(
      error,
      i18n,
      i18n._(refused ? errorMessages.credentialsInvalid : errorMessages.actionFailed),
    );
}
