import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { Article } from './article';
import { buildArticle, failureOf } from './fixtures';

describe('Article', () => {
  it('accepts the fixture and an article without images', () => {
    expect(is(buildArticle(), Article)).toBe(true);
    expect(is(buildArticle({ thumbnail: null, image: null }), Article)).toBe(true);
  });

  it.each([
    ['a type other than news', { type: 'blog' }, ['type']],
    ['a missing slug', { slug: undefined }, ['slug']],
    ['an active flag as number', { active: 1 }, ['active']],
  ])('rejects %s', (_case, overrides, path) => {
    expect(failureOf(Article, { ...buildArticle(), ...overrides })?.path).toEqual(path);
  });
});
