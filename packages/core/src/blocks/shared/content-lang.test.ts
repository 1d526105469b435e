import { describe, expect, it } from 'vitest';
import { contentLang } from './content-lang';

describe('the lang of an item in another language', () => {
  it.each([
    ['nl', 'ro', 'nl'],
    ['nl', 'nl', undefined],
    ['en-US', 'en-US', undefined],
    ['en_us', 'nl', 'en-US'],
    ['EN', 'en-US', undefined],
    ['ro', 'en-US', 'ro'],
    ['', 'nl', undefined],
    [null, 'nl', undefined],
    ['"><script>', 'nl', undefined],
  ])('%j on a %s board -> %j', (item, board, expected) => {
    expect(contentLang(item, board)).toBe(expected);
  });
});
