import { create, mask, type Struct, StructError } from 'superstruct';
import { ApiError, type FieldErrors } from './api-error';

/**
 * Reads a value with a schema struct (coercions and defaults applied). Keys the struct does not
 * know are dropped when `dropUnknown` is set (query strings carry cache busters and tracking
 * keys); failures become a 400 with one list of messages per field.
 */
export function validate<T, S>(value: unknown, struct: Struct<T, S>, dropUnknown = false): T {
  try {
    return dropUnknown ? mask(value, struct) : create(value, struct);
  } catch (error) {
    if (error instanceof StructError) throw validationError(error);
    throw error;
  }
}

function validationError(error: StructError): ApiError {
  const errors: FieldErrors = {};
  for (const failure of error.failures()) {
    const field = failure.path.length > 0 ? failure.path.join('.') : 'body';
    const message = describeFailure(field, failure.value, failure.message);
    const list = errors[field] ?? [];
    if (!list.includes(message)) list.push(message);
    errors[field] = list;
  }
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  return new ApiError(400, first, errors);
}

function describeFailure(field: string, value: unknown, detail: string): string {
  if (value === undefined) return `The ${field} field is required.`;
  if (detail.includes('unknown key') || detail.includes('never')) {
    return `The ${field} field is not allowed.`;
  }
  return `The ${field} field is invalid: ${detail}`;
}
