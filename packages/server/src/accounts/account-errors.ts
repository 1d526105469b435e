import { ERROR_TEXTS } from '@jobboard/schema';
import { ApiError } from '../http/api-error';

/**
 * The code the client recognises as "this email already has an account" (spec §5), both as the
 * body's `code` and as the `email` field error, where the client's docs say to look for it.
 */
export const EMAIL_TAKEN_CODE = 'validation.client_user_email';

/** An {@link ApiError} whose body also carries a machine-readable `code` (see app.ts). */
export class CodedApiError extends ApiError {
  constructor(
    status: ConstructorParameters<typeof ApiError>[0],
    message: string,
    readonly code: string,
    errors?: ConstructorParameters<typeof ApiError>[2],
  ) {
    super(status, message, errors);
    this.name = 'CodedApiError';
  }
}

/** Registration with an email that has an account of this role on this site. */
export function emailTaken(): CodedApiError {
  return new CodedApiError(400, ERROR_TEXTS.emailAlreadyExists, EMAIL_TAKEN_CODE, {
    email: [EMAIL_TAKEN_CODE],
  });
}

/**
 * A refused login. One text for an unknown email, a wrong password and an account of another
 * role or board, so the answer does not tell which emails have accounts.
 */
export function credentialsInvalid(): ApiError {
  return new ApiError(400, ERROR_TEXTS.credentialsInvalid);
}

/**
 * `PUT /profile/password` with a `current_password` that is not the account's. Ours: the spec
 * does not word it, and `@jobboard/schema`'s ERROR_TEXTS holds the spec's §8 texts only.
 */
export const CURRENT_PASSWORD_INCORRECT = 'The current password is incorrect.';
