import { describe, expect, it } from 'vitest';
import {
  isMultipart,
  MAX_JSON_DEPTH,
  NUL_MESSAGE,
  scanJson,
  TOO_DEEP_MESSAGE,
} from './request-guard';

const nested = (depth: number): unknown => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);

describe('scanJson', () => {
  it.each([
    ['a flat form', { email: 'a@b.nl', password: 'x', newsletters: [1, 2] }],
    ['plain values', 'text'],
    ['other control characters', { name: 'a\u0001\u001fb' }],
    [`${MAX_JSON_DEPTH} levels`, nested(MAX_JSON_DEPTH)],
  ])('passes %s', (_name, value) => {
    expect(scanJson(value)).toBeUndefined();
  });

  it.each([
    ['a NUL in a string', { name: 'a\u0000b' }],
    ['a NUL in a key', { 'a\u0000': 1 }],
    ['a NUL deep down', { a: [{ b: ['ok', { c: '\u0000' }] }] }],
  ])('finds %s', (_name, value) => {
    expect(scanJson(value)).toBe(NUL_MESSAGE);
  });

  it('refuses one level more, and a very deep value without overflowing the stack', () => {
    expect(scanJson(nested(MAX_JSON_DEPTH + 1))).toBe(TOO_DEEP_MESSAGE);
    expect(scanJson(nested(100_000))).toBe(TOO_DEEP_MESSAGE);
  });
});

describe('isMultipart', () => {
  it.each([
    ['multipart/form-data; boundary=x', true],
    [' Multipart/Form-Data; boundary=x', true],
    ['application/json', false],
    [undefined, false],
  ])('%s -> %s', (contentType, expected) => {
    expect(isMultipart(contentType)).toBe(expected);
  });
});
