import { ContactForm, Email } from '@jobboard/schema';
import {
  array,
  boolean,
  enums,
  integer,
  max,
  min,
  nonempty,
  number,
  object,
  optional,
  pattern,
  refine,
  type Struct,
  size,
  string,
  type,
} from 'superstruct';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { describeFailure, validate } from './validate';

/** The 400's message and field messages of `value` read with `struct`. */
function refusal<T, S>(value: unknown, struct: Struct<T, S>, query = false) {
  try {
    validate(value, struct, query);
  } catch (error) {
    if (error instanceof ApiError) return { message: error.message, errors: error.errors };
    throw error;
  }
  throw new Error('the value was accepted');
}

/** Reads a value with a body of one field `f` of `struct`, to its refusal. */
const field =
  <T, S>(struct: Struct<T, S>) =>
  (value: unknown) =>
    refusal(value, type({ f: struct }));

describe('validate', () => {
  it.each<[string, (value: unknown) => ReturnType<typeof refusal>, unknown, string]>([
    ['a missing field', field(string()), {}, 'The f field is required.'],
    [
      'an enum',
      field(enums(['draft', 'active'])),
      { f: 'x' },
      'The f field must be one of: draft, active.',
    ],
    ['a numeric enum', field(enums([1, 2])), { f: 3 }, 'The f field must be one of: 1, 2.'],
    ['text', field(string()), { f: 4 }, 'The f field must be text.'],
    ['a number', field(number()), { f: 'x' }, 'The f field must be a number.'],
    ['a whole number', field(integer()), { f: 1.5 }, 'The f field must be a whole number.'],
    ['a boolean', field(boolean()), { f: 'yes' }, 'The f field must be true or false.'],
    ['a list', field(array(string())), { f: 'x' }, 'The f field must be a list.'],
    [
      'a short text',
      field(size(string(), 0, 5)),
      { f: 'toolong' },
      'The f field may have at most 5 characters.',
    ],
    [
      'the contact form’s name (its own refinement)',
      field(ContactForm.schema.name),
      { f: 'x'.repeat(201) },
      'The f field may have at most 200 characters.',
    ],
    [
      'a text in a range',
      field(size(string(), 2, 5)),
      { f: 'a' },
      'The f field must have 2 to 5 characters.',
    ],
    [
      'a short list',
      field(size(array(number()), 0, 2)),
      { f: [1, 2, 3] },
      'The f field may have at most 2 items.',
    ],
    [
      'a number in a range',
      field(size(number(), 0, 80)),
      { f: 81 },
      'The f field must be a number from 0 to 80.',
    ],
    ['a nonempty text', field(nonempty(string())), { f: '' }, 'The f field is required.'],
    ['a minimum', field(min(integer(), 1)), { f: 0 }, 'The f field must be at least 1.'],
    ['a maximum', field(max(number(), 10)), { f: 11 }, 'The f field must be at most 10.'],
    ['a pattern', field(pattern(string(), /^a/)), { f: 'b' }, 'The f is invalid.'],
    [
      "a rule's own text",
      field(refine(string(), 'short', (value) => value.length < 2 || 'Expected a single letter')),
      { f: 'ab' },
      'The f field is invalid: Expected a single letter',
    ],
  ])('says what %s must be, not superstruct’s wording', (_case, read, value, text) => {
    expect(read(value)).toEqual({ message: text, errors: { f: [text] } });
  });

  it('reads an empty query value as a key left out', () => {
    const Query = type({
      'match[status]': optional(enums(['active'])),
      search: optional(string()),
    });
    expect(validate({ 'match[status]': '', search: '' }, Query, true)).toEqual({});
    expect(validate({ 'match[status]': 'active' }, Query, true)).toEqual({
      'match[status]': 'active',
    });
    expect(refusal({ 'match[status]': 'gone' }, Query, true).errors).toEqual({
      'match[status]': ['The match[status] field must be one of: active.'],
    });
  });

  it('keeps an empty value of a body: a required text left empty is refused as such', () => {
    expect(refusal({ f: '' }, type({ f: nonempty(string()) })).errors).toEqual({
      f: ['The f field is required.'],
    });
  });
});

describe('describeFailure', () => {
  it.each([
    [
      'given_name',
      undefined,
      'Expected a string, but received: undefined',
      'The given name field is required.',
    ],
    ['given_name', '  ', 'Expected a filled-in text', 'The given name field is required.'],
    [
      'email',
      'x',
      'Expected a string matching `/@/` but received "x"',
      'The email must be a valid email address.',
    ],
    [
      'invoice_email',
      'x',
      'Expected a string matching `/@/` but received "x"',
      'The invoice email must be a valid email address.',
    ],
    [
      'phone',
      'abc',
      'Expected a string matching `/\\d/` but received "abc"',
      'The phone is invalid.',
    ],
    [
      'salutation',
      'dr',
      'Expected one of `"mr","miss"`, but received: "dr"',
      'The salutation field must be one of: mr, miss.',
    ],
    [
      'range[salary_year]',
      'x',
      'Expected a number, but received: "x"',
      'The range[salary_year] field must be a number.',
    ],
    [
      'users.email',
      'x',
      'Expected a string matching `/@/` but received "x"',
      'The users.email must be a valid email address.',
    ],
    [
      'email',
      '',
      'Expected a string matching `/@/` but received ""',
      'The email field is required.',
    ],
  ])('words %s = %j as a person reads it', (field, value, detail, text) => {
    expect(describeFailure(field, value, detail)).toBe(text);
  });
});

describe('validate’s field messages', () => {
  it('says a blank required field is required, once, and names a list by its field', () => {
    const Body = object({ email: Email, newsletters: array(integer()) });
    try {
      validate({ email: '', newsletters: ['x'] }, Body);
      expect.unreachable();
    } catch (error) {
      expect((error as ApiError).errors).toEqual({
        email: ['The email field is required.'],
        'newsletters.0': ['The newsletters field must be a whole number.'],
      });
    }
  });
});
