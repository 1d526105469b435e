import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { errorText, fieldErrors } from './error-text';

describe('errorText (spec §8 rule)', () => {
  it.each([
    [
      'an errors array, joined with line breaks',
      { errors: ['First', 'Second'], message: 'M' },
      'First\nSecond',
    ],
    ['an errors array of objects with message', { errors: [{ message: 'A' }, 'B'] }, 'A\nB'],
    [
      'the message when errors is an empty array',
      { errors: [], message: 'Only message' },
      'Only message',
    ],
    [
      'the message before field errors',
      { message: 'The given data was invalid.', errors: { email: ['Taken'] } },
      'The given data was invalid.',
    ],
    [
      'field-error lists when there is no message',
      { errors: { email: ['Required', 'Invalid'], name: ['Required'] } },
      'Required\nInvalid\nRequired',
    ],
    ['a field error given as a single string', { errors: { email: 'Invalid' } }, 'Invalid'],
    ['field errors when the message is blank', { message: '  ', errors: { a: ['x'] } }, 'x'],
    ['nothing for an empty object', {}, ''],
    ['nothing for a string body', 'Bad Gateway', ''],
    ['nothing for null', null, ''],
    ['nothing for an array body', ['x'], ''],
  ])('gives %s', (_name, body, expected) => {
    expect(errorText(body)).toBe(expected);
  });
});

describe('fieldErrors', () => {
  it('keeps per-field lists and drops empty ones', () => {
    expect(
      fieldErrors({ errors: { email: ['validation.client_user_email'], name: 'Required', x: [] } }),
    ).toEqual({
      email: ['validation.client_user_email'],
      name: ['Required'],
    });
  });

  it('is empty for an errors array', () => {
    expect(fieldErrors({ errors: ['a'] })).toEqual({});
  });
});

describe('ApiError', () => {
  const base = {
    kind: 'http',
    status: 422,
    family: 'public',
    method: 'POST',
    url: 'http://x/api',
    fallbackText: 'HTTP 422',
  } as const;

  it('takes its text from the body and its code when the server sends one', () => {
    const error = new ApiError({ ...base, body: { message: 'Nope', code: 'validation.failed' } });
    expect(error.message).toBe('Nope');
    expect(error.text).toBe('Nope');
    expect(error.code).toBe('validation.failed');
    expect(error.handled).toBe(false);
    expect(error).toBeInstanceOf(Error);
  });

  it('falls back to the given text when the body has none', () => {
    const error = new ApiError({ ...base, body: '<html>' });
    expect(error.text).toBe('HTTP 422');
    expect(error.code).toBeUndefined();
  });
});
