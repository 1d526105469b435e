import { type ApiError, isApiError } from '@jobboard/client';
import type { I18n } from '@lingui/core';
import { errorMessages } from '../../i18n/messages/error-messages';
import { translateText } from '../../i18n/translate-text';
import { apiErrorText } from '../job-details/api-error-text';
import type { FieldErrors, SendOutcome } from '../shared/account-form/use-account-form';

/** The server's code for an email that has an employer account already (spec §5). */
export const EMAIL_TAKEN = 'validation.client_user_email';

/** Whether a refused order or email check says the email has an account already. */
export function isEmailTaken(error: unknown): boolean {
  if (!isApiError(error) || error.kind !== 'http' || error.status >= 500) return false;
  return error.code === EMAIL_TAKEN || (error.fieldErrors.email ?? []).includes(EMAIL_TAKEN);
}

function fieldText(texts: readonly string[]): (i18n: I18n) => string {
  return (i18n) =>
    texts
      .map((text) =>
        text === EMAIL_TAKEN ? i18n._(errorMessages.emailAlreadyExists) : translateText(i18n, text),
      )
      .join('\n');
}

/** The form field of an API field error: `address.city` is the address's city field. */
function formField<Field extends string>(
  key: string,
  shown: ReadonlySet<Field>,
): Field | undefined {
  const field = key.startsWith('address.') ? key.slice('address.'.length) : key;
  return shown.has(field as Field) ? (field as Field) : undefined;
}

/**
 * What a refused order shows (spec §8: the public orders path is not handled by the client, so
 * the form says it all): the API's field errors on the fields shown (the existing-account code
 * as 'An account with this email already exists.', other texts translated when the catalog knows
 * them, such as the card payment's); the API's text for the form when an error fits no field
 * shown; the generic failure for server and network errors.
 */
export function orderFailure<Field extends string>(
  error: unknown,
  shown: ReadonlySet<Field>,
): SendOutcome<Field> {
  const errors: FieldErrors<Field> = {};
  let unplaced = false;
  const refused: ApiError | null =
    isApiError(error) && error.kind === 'http' && error.status < 500 ? error : null;
  for (const [key, texts] of Object.entries(refused?.fieldErrors ?? {})) {
    const field = formField(key, shown);
    if (field === undefined) unplaced = true;
    else errors[field] = fieldText(texts);
  }
  if (refused?.code === EMAIL_TAKEN && shown.has('email' as Field) && !errors['email' as Field]) {
    errors['email' as Field] = (i18n) => i18n._(errorMessages.emailAlreadyExists);
  }
  const failure = (i18n: I18n) => apiErrorText(error, i18n, i18n._(errorMessages.actionFailed));
  if (Object.keys(errors).length === 0) return { failure };
  // An error on a field the form does not show still needs saying: the API's text says it.
  return unplaced ? { errors, failure } : { errors };
}
