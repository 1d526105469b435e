import { describe, expect, it } from 'vitest';
import { resolveLocale } from './resolve-locale';

describe('resolveLocale', () => {
  it.each([
    ['nl', 'nl'],
    ['NL', 'nl'],
    ['en-US', 'en-US'],
    ['EN-US', 'en-US'],
    ['en-us', 'en-US'],
    ['ro', 'ro'],
    ['RO', 'ro'],
    ['en', 'en-US'],
    ['en-GB', 'en-US'],
    ['en_GB', 'en-US'],
    ['ro-RO', 'ro'],
    ['nl-BE', 'nl'],
    [' nl ', 'nl'],
    ['de', 'nl'],
    ['fr-FR', 'nl'],
    ['', 'nl'],
  ])('%j -> %s', (code, expected) => {
    expect(resolveLocale(code)).toBe(expected);
  });
});
