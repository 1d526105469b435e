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
  it('composes decomposed letters, so a word keeps its marks for the database to fold', () => {
    expect(prefixQuery('Sa\u0306na\u0306t ams')).toBe('sănăt:* & ams:*');
  });

  it('is null without searchable words', () => {
    expect(prefixQuery(' -- ')).toBeNull();
  });
});
