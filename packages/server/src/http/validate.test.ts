import {
  array,
  boolean,
  enums,
  integer,
  max,
  min,
  nonempty,
  number,
  optional,
  pattern,
  refine,
  size,
  string,
  type,
} from 'superstruct';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { validate } from './validate';

/** The 400's field messages of `value` read with `struct`. */
function refusal(value: unknown, struct: Parameters<typeof validate>[1], query = false) {
  try {
    validate(value, struct, query);
  } catch (error) {
    if (error instanceof ApiError) return { message: error.message, errors: error.errors };
    throw error;
  }
  throw new Error('the value was accepted');
}

describe('validate', () => {
  it.each<[string, Parameters<typeof validate>[1], unknown, string]>([
    ['a missing field', type({ f: string() }), {}, 'The f field is required.'],
    [
      'an enum',
      type({ f: enums(['draft', 'active']) }),
      { f: 'x' },
      'The f field must be one of: draft, active.',
    ],
    ['a numeric enum', type({ f: enums([1, 2]) }), { f: 3 }, 'The f field must be one of: 1, 2.'],
    ['text', type({ f: string() }), { f: 4 }, 'The f field must be text.'],
    ['a number', type({ f: number() }), { f: 'x' }, 'The f field must be a number.'],
    ['a whole number', type({ f: integer() }), { f: 1.5 }, 'The f field must be a whole number.'],
    ['a boolean', type({ f: boolean() }), { f: 'yes' }, 'The f field must be true or false.'],
    ['a list', type({ f: array(string()) }), { f: 'x' }, 'The f field must be a list.'],
    [
      'a short text',
      type({ f: size(string(), 0, 5) }),
      { f: 'toolong' },
      'The f field may have at most 5 characters.',
    ],
    [
      'a text in a range',
      type({ f: size(string(), 2, 5) }),
      { f: 'a' },
      'The f field must have 2 to 5 characters.',
    ],
    [
      'a short list',
      type({ f: size(array(number()), 0, 2) }),
      { f: [1, 2, 3] },
      'The f field may have at most 2 items.',
    ],
    [
      'a number in a range',
      type({ f: size(number(), 0, 80) }),
      { f: 81 },
      'The f field must be a number from 0 to 80.',
    ],
    [
      'a nonempty text',
      type({ f: nonempty(string()) }),
      { f: '' },
      'The f field must not be empty.',
    ],
    ['a minimum', type({ f: min(integer(), 1) }), { f: 0 }, 'The f field must be at least 1.'],
    ['a maximum', type({ f: max(number(), 10) }), { f: 11 }, 'The f field must be at most 10.'],
    [
      'a pattern',
      type({ f: pattern(string(), /^a/) }),
      { f: 'b' },
      'The f field is not in the expected form.',
    ],
    [
      "a rule's own text",
      type({
        f: refine(
          string(),
          'short',
          (value) => value.length < 2 || 'Expected text of at most 1 characters',
        ),
      }),
      { f: 'ab' },
      'The f field is invalid: Expected text of at most 1 characters',
    ],
  ])('says what %s must be, not superstruct’s wording', (_case, struct, value, text) => {
    expect(refusal(value, struct)).toEqual({ message: text, errors: { f: [text] } });
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
      f: ['The f field must not be empty.'],
    });
  });
});
