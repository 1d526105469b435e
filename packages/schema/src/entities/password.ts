import { type Context, refine, type Struct, size, string } from 'superstruct';

/** The spec leaves the number open; 8 is the common floor for account passwords. */
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_MISMATCH_MESSAGE = 'The password confirmation does not match.';

export const Password = size(string(), PASSWORD_MIN_LENGTH, Number.POSITIVE_INFINITY);

type WithPasswordConfirmation = { password: string; password_confirmation: string };

/**
 * Adds the "repeat must match" rule to a payload struct. The failure points at
 * `password_confirmation` so forms can show it under that field.
 */
export function withMatchingPasswords<T extends WithPasswordConfirmation, S>(
  struct: Struct<T, S>,
): Struct<T, S> {
  return refine(struct, 'passwordConfirmation', (value, context: Context) => {
    if (value.password === value.password_confirmation) return true;
    return {
      message: PASSWORD_MISMATCH_MESSAGE,
      key: 'password_confirmation',
      path: [...context.path, 'password_confirmation'],
    };
  });
}
