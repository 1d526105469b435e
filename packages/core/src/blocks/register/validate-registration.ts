import { Email, PASSWORD_MIN_LENGTH, PhoneNumber, type UserType } from '@jobboard/schema';
import {
  COMPANY_FIELDS,
  REGISTRATION_FIELDS,
  type RegistrationField,
  type RegistrationValues,
} from './registration-values';

/** Why a field of the registration form is not valid; the form turns it into a text. */
export type RegistrationProblem =
  | 'required'
  | 'email'
  | 'passwordShort'
  | 'passwordMismatch'
  | 'phone'
  | 'terms';

export type RegistrationProblems = Partial<Record<RegistrationField, RegistrationProblem>>;

/**
 * Checks the registration form (spec §5): every field is required (the company fields for
 * employers only), the email must look like one, the password needs at least
 * {@link PASSWORD_MIN_LENGTH} characters and its repeat must match, the phone must look like a
 * number and the terms must be accepted.
 */
export function validateRegistration(
  values: RegistrationValues,
  role: UserType,
): RegistrationProblems {
  const problems: RegistrationProblems = {};
  for (const field of REGISTRATION_FIELDS) {
    if (field === 'terms' || (role !== 'employer' && COMPANY_FIELDS.has(field))) continue;
    // Passwords are taken as typed: a space may be part of one.
    const value = field.startsWith('password') ? values[field] : values[field].trim();
    if (value === '') problems[field] = 'required';
  }
  if (!problems.email && !Email.is(values.email.trim())) problems.email = 'email';
  if (!problems.password && values.password.length < PASSWORD_MIN_LENGTH) {
    problems.password = 'passwordShort';
  }
  if (!problems.password_confirmation && values.password_confirmation !== values.password) {
    problems.password_confirmation = 'passwordMismatch';
  }
  if (role === 'employer' && !problems.phone && !PhoneNumber.is(values.phone.trim())) {
    problems.phone = 'phone';
  }
  if (!values.terms) problems.terms = 'terms';
  return problems;
}
