import { isBlankText, PASSWORD_MIN_LENGTH, PASSWORD_MISMATCH_MESSAGE } from '@jobboard/schema';
import { type Struct, type StructError, validate } from 'superstruct';
import { ApiError, type FieldErrors } from '../http/api-error';
import { describeFailure } from '../http/validate';

/** Text fields people type with stray spaces; a name of only spaces counts as missing. */
const TRIMMED = new Set(['given_name', 'family_name', 'email', 'name']);

/**
 * Reads a login or registration body with a schema struct. Unlike the generic `validate`, the
 * field errors are sentences an account form can show under its fields (spec §5: the message
 * names the field; password length and repeat), every field is reported at once (superstruct
 * skips the password repeat while another field fails), and keys the struct does not know are
 * dropped (forms send extras such as a terms checkbox). Failures are a 400, as elsewhere.
 */
export function readAccountBody<T, S>(body: Record<string, unknown>, struct: Struct<T, S>): T {
  const input = trimNames(body);
  const [error, value] = validate(input, struct, { coerce: true, mask: true });
  const errors: FieldErrors = error ? fieldErrors(error) : {};
  if (
    'password_confirmation' in input &&
    typeof input.password === 'string' &&
    input.password !== input.password_confirmation &&
    errors.password_confirmation === undefined
  ) {
    errors.password_confirmation = [PASSWORD_MISMATCH_MESSAGE];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first !== undefined) throw new ApiError(400, first, errors);
  return value as T;
}

function trimNames(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      // Invisible characters alone (a zero-width space) are as missing as spaces.
      TRIMMED.has(key) && typeof value === 'string'
        ? isBlankText(value)
          ? ''
          : value.trim()
        : value,
    ]),
  );
}

function fieldErrors(error: StructError): FieldErrors {
  // A Map: a field named `constructor` or `__proto__` (an unknown key of the body) is a field
  // like any other, not a member of a plain object's prototype (its `includes` failed: a 500).
  const lists = new Map<string, string[]>();
  for (const failure of error.failures()) {
    const field = failure.path.length > 0 ? failure.path.join('.') : 'body';
    const message = describe(failure.path, failure.value, failure.refinement, failure.message);
    const list = lists.get(field) ?? [];
    if (!list.includes(message)) list.push(message);
    lists.set(field, list);
  }
  const errors: FieldErrors = Object.fromEntries(lists);
  return errors;
}

function describe(
  path: readonly unknown[],
  value: unknown,
  refinement: string | undefined,
  detail: string,
): string {
  const key = String(path.at(-1) ?? 'body');
  const label = key.replaceAll('_', ' ');
  if (value === undefined || value === null || value === '')
    return `The ${label} field is required.`;
  if (key === 'password_confirmation') return PASSWORD_MISMATCH_MESSAGE;
  if (key === 'password' && refinement === 'size') {
    return `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  }
  if (key === 'email') return 'The email must be a valid email address.';
  if (Array.isArray(value) && refinement === 'size')
    return `The ${label} field needs at least one entry.`;
  // The wording of the other forms' length refusals ('The name may be at most 200 characters.').
  const max = /^Expected a string with a length between `0` and `(\d+)`/.exec(detail)?.[1];
  if (typeof value === 'string' && refinement === 'size' && max)
    return `The ${label} may be at most ${max} characters.`;
  // A pattern refuses line breaks in a text line, and a value's form elsewhere (a phone number,
  // a country code): a one-line value that fails is of the wrong form.
  if (typeof value === 'string' && refinement === 'pattern') {
    return /\p{Cc}/u.test(value)
      ? `The ${label} must be one line of text.`
      : `The ${label} is invalid.`;
  }
  if (typeof value === 'string' && refinement === 'filled')
    return `The ${label} field is required.`;
  return describeFailure(key, value, detail);
}
