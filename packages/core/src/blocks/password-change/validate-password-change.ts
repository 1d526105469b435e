import { PASSWORD_MIN_LENGTH } from '@jobboard/schema';

export type PasswordChangeField = 'password' | 'password_confirmation';

/** Why a field of the password change form is not valid; the form turns it into a text. */
export type PasswordChangeProblem = 'required' | 'tooShort' | 'mismatch';

export type PasswordChangeProblems = Partial<Record<PasswordChangeField, PasswordChangeProblem>>;

export type PasswordChangeValues = Record<PasswordChangeField, string>;

/** The fields in the order they are shown: the first with a problem gets the focus. */
export const PASSWORD_CHANGE_FIELDS: readonly PasswordChangeField[] = [
  'password',
  'password_confirmation',
];

/**
 * Checks the new password (spec §5): required, at least {@link PASSWORD_MIN_LENGTH} characters,
 * and the repeat must match it. Passwords are taken as typed: spaces count.
 */
export function validatePasswordChange(values: PasswordChangeValues): PasswordChangeProblems {
  const problems: PasswordChangeProblems = {};
  if (values.password === '') problems.password = 'required';
  else if (values.password.length < PASSWORD_MIN_LENGTH) problems.password = 'tooShort';
  if (values.password_confirmation === '') problems.password_confirmation = 'required';
  else if (values.password_confirmation !== values.password) {
    problems.password_confirmation = 'mismatch';
  }
  return problems;
}
