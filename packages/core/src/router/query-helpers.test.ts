import { describe, expect, it } from 'vitest';
import { isEditorLayout } from './is-editor-layout';
import { keepQueryKeys } from './keep-query-keys';

describe('isEditorLayout', () => {
  it.each([
    ['layout=editor', true],
    ['x=1&layout=editor', true],
    ['layout=classic', false],
    ['layout=Editor', false],
    ['', false],
  ])('%j -> %s', (query, expected) => {
    expect(isEditorLayout(new URLSearchParams(query))).toBe(expected);
  });
});

describe('keepQueryKeys', () => {
  it.each([
    ['host=a&page=2', ['host'], 'host=a'],
    ['page=2', ['host'], ''],
    ['host=a&x=1&host=b', ['host'], 'host=a&host=b'],
  ])('%j keeping %j -> %j', (query, keys, expected) => {
    expect(keepQueryKeys(new URLSearchParams(query), keys).toString()).toBe(expected);
  });
});
