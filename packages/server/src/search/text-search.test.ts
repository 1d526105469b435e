import { describe, expect, it } from 'vitest';
import { foldForMatching, prefixQuery } from './text-search';

describe('foldForMatching', () => {
  it.each([
    ['Sănătate', 'sanatate'],
    ['CONSTRUCȚII', 'constructii'],
    ['Învățământ', 'invatamant'],
    ['Coördinator', 'coordinator'],
    ['Łódź', 'lodz'],
    ['cons\u0074\u0326ructii', 'constructii'],
  ])('folds %s to %s', (text, folded) => {
    expect(foldForMatching(text)).toBe(folded);
  });
});

describe('prefixQuery', () => {
  it('folds the typed words as the database folds titles', () => {
    expect(prefixQuery('Sa\u0306na\u0306t ams')).toBe('sanat:* & ams:*');
    // Lower-cased alone, İ is an i and a combining dot, which split the word.
    expect(prefixQuery('İstanbul Straße')).toBe('istanbul:* & strasse:*');
    expect(prefixQuery('Node.js')).toBe('node:* & js:*');
  });

  it('is null without searchable words', () => {
    expect(prefixQuery(' -- ')).toBeNull();
  });
});
