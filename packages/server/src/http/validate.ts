import { create, mask, type Struct, StructError } from 'superstruct';
import { ApiError, type FieldErrors } from './api-error';

/**
 * Reads a value with a schema struct (coercions and defaults applied). Keys the struct does not
 * know are dropped when `dropUnknown` is set (a query string: it carries cache busters and
 * tracking keys), and so are its empty values (`match[status]=`: a form's unset filter is no
 * filter). Failures become a 400 with one list of messages per field.
 */
export function validate<T, S>(value: unknown, struct: Struct<T, S>, dropUnknown = false): T {
  try {
    return dropUnknown ? mask(withoutEmptyValues(value), struct) : create(value, struct);
  } catch (error) {
    if (error instanceof StructError) throw validationError(error);
    throw error;
  }
}

function validationError(error: StructError): ApiError {
  // A Map: a field named `constructor` or `__proto__` (an unknown key of the body) is a field
  // like any other, not a member of a plain object's prototype (its `includes` failed: a 500).
  const lists = new Map<string, string[]>();
  for (const failure of error.failures()) {
    const field = failure.path.length > 0 ? failure.path.join('.') : 'body';
    // Named without list positions ('The newsletters field', not 'newsletters.0').
    const named = failure.path.filter((part) => typeof part === 'string').join('.') || 'body';
    const message = describeFailure(named, failure.value, failure.message);
    const list = lists.get(field) ?? [];
    // A field that is required says so alone, not also what a value must look like.
    if (message.endsWith(' is required.')) list.splice(0, list.length, message);
    else if (!list.includes(message) && !list.some((text) => text.endsWith(' is required.'))) {
      list.push(message);
    }
    lists.set(field, list);
  }
  const errors: FieldErrors = Object.fromEntries(lists);
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  return new ApiError(400, first, errors);
}

function withoutEmptyValues(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  // Nor keys named like a member of every object (`toString`, `constructor`): superstruct's
  // `mask` takes them for keys of the struct, which it looks up with `in`, and refuses them.
  return Object.fromEntries(
    Object.entries(value).filter(([key, item]) => item !== '' && !(key in Object.prototype)),
  );
}

/** What a value of superstruct's basic types must be, as the field's message says it. */
const TYPE_TEXTS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

/**
 * The field's message in words a person reads: superstruct's own texts ("Expected one of
 * `"a","b"`, but received: "x"") are said as what the field must be; a rule's own text
 * (a refinement's message) follows "is invalid:".
 */
export function describeFailure(field: string, value: unknown, detail: string): string {
  // A body field in words, as the account forms name theirs ('The given name field'); a query
  // parameter (`range[salary_year]`) as it is written.
  const label = /^[a-z0-9_.]+$/i.test(field) ? field.replaceAll('_', ' ') : field;
  const the = `The ${label} field`;
  // A blank text is no text (the schema's filled-in lines, an empty e-mail address).
  if (
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    /^Expected a filled-in text/.test(detail) ||
    /^Expected a nonempty \w+/.test(detail)
  ) {
    return `${the} is required.`;
  }
  if (detail.includes('unknown key') || detail.includes('never')) return `${the} is not allowed.`;
  const oneOf = /^Expected one of `(.*)`, but received/s.exec(detail);
  if (oneOf) {
    try {
      const values = JSON.parse(`[${oneOf[1]}]`) as unknown[];
      return `${the} must be one of: ${values.join(', ')}.`;
    } catch {
      return `${the} is not one of the allowed values.`;
    }
  }
  const type = /^Expected (?:a value of type `(\w+)`|an? (\w+)(?: value)?), but received/.exec(
    detail,
  );
  const typeText = TYPE_TEXTS[type?.[1] ?? type?.[2] ?? ''];
  if (typeText) return `${the} must be ${typeText}.`;
  const length =
    /^Expected an? (\w+) with a length (?:between `(\d+)` and `(\d+)`|of `(\d+)`)/.exec(detail);
  if (length) {
    const [, kind, min, max, exact] = length;
    const unit = kind === 'string' ? 'characters' : 'items';
    if (exact !== undefined) return `${the} must have ${exact} ${unit}.`;
    return min === '0'
      ? `${the} may have at most ${max} ${unit}.`
      : `${the} must have ${min} to ${max} ${unit}.`;
  }
  // The schema's own length refinements (contact form, motivation text).
  const textMax = /^Expected text of at most (\d+) characters/.exec(detail)?.[1];
  if (textMax) return `${the} may have at most ${textMax} characters.`;
  if (/^Expected a nonempty \w+/.test(detail)) return `${the} must not be empty.`;
  const between = /^Expected a \w+ between `(-?[\d.]+)` and `(-?[\d.]+)`/.exec(detail);
  if (between) return `${the} must be a number from ${between[1]} to ${between[2]}.`;
  const bound = /^Expected a \w+ (greater|less) than (or equal to )?(-?[\d.]+)/.exec(detail);
  if (bound) {
    const [, direction, orEqual, limit] = bound;
    if (orEqual) return `${the} must be at ${direction === 'greater' ? 'least' : 'most'} ${limit}.`;
    return `${the} must be ${direction === 'greater' ? 'more' : 'less'} than ${limit}.`;
  }
  if (/^Expected a string matching/.test(detail)) {
    return /(^|[_.])email$/.test(field)
      ? `The ${label} must be a valid email address.`
      : `The ${label} is invalid.`;
  }
  return `${the} is invalid: ${detail}`;
}
