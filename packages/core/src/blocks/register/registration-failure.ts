import { isApiError } from '@jobboard/client';
import type { I18n } from '@lingui/core';
import { errorMessages } from '../../i18n/messages/error-messages';
import { translateText } from '../../i18n/translate-text';
import { apiErrorText } from '../job-details/api-error-text';
import type { FieldErrors, SendOutcome } from '../shared/account-form/use-account-form';
import type { RegistrationField } from './registration-values';

/** The server's code for an email that has an account already (spec §5). */
const EMAIL_TAKEN = 'validation.client_user_email';

/** The form field of an API field error: `addresses.0.city` is the address's city field. */
function formField<Field extends string>(
  key: string,
  shown: ReadonlySet<Field>,
): Field | undefined {
  const last = key.split('.').pop() ?? key;
  const field = (key.startsWith('phones.') ? 'phone' : last) as Field;
  return shown.has(field) ? field : undefined;
}

/**
 * What a refused registration shows: the API's field errors on the fields shown (the
 * existing-account code as 'An account with this email already exists.', other texts translated
 * when the catalog knows them); the API's text for the form when an error fits no field shown;
 * the generic failure for server and network errors.
 */
export function registrationFailure<Field extends string = RegistrationField>(
  error: unknown,
  shown: ReadonlySet<Field>,
): SendOutcome<Field> {
  const errors: FieldErrors<Field> = {};
  let unplaced = false;
  if (isApiError(error) && error.kind === 'http' && error.status < 500) {
    for (const [key, texts] of Object.entries(error.fieldErrors)) {
      const field = formField(key, shown);
      if (field === undefined) unplaced = true;
      if (field === undefined || errors[field]) continue;
      errors[field] = (i18n) =>
        texts
          .map((text) =>
            text === EMAIL_TAKEN
              ? i18n._(errorMessages.emailAlreadyExists)
              : translateText(i18n, text),
          )
          .join('\n');
    }
    const email = 'email' as Field;
    if (error.code === EMAIL_TAKEN && shown.has(email) && !errors[email]) {
      errors[email] = (i18n) => i18n._(errorMessages.emailAlreadyExists);
    }
  }
  const failure = (i18n: I18n) => apiErrorText(error, i18n, i18n._(errorMessages.actionFailed));
  if (Object.keys(errors).length === 0) return { failure };
  // An error on a field the form does not show still needs saying: the API's text says it.
  return unplaced ? { errors, failure } : { errors };
}
