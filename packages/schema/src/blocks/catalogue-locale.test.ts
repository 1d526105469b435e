import { describe, expect, it } from 'vitest';
import { resolveCatalogueLocale } from './catalogue-locale';

describe('resolveCatalogueLocale', () => {
  it.each([
    ['nl', 'nl'],
    ['en-US', 'en-US'],
    ['ro', 'ro'],
    ['NL', 'nl'],
    ['EN-US', 'en-US'],
    ['en-us', 'en-US'],
    ['RO', 'ro'],
    ['en-GB', 'en-US'],
    ['en', 'en-US'],
    ['ro-RO', 'ro'],
    ['nl-BE', 'nl'],
    ['de', 'nl'],
    ['', 'nl'],
    ['x', 'nl'],
  ])('reads %j as %s', (locale, expected) => {
    expect(resolveCatalogueLocale(locale)).toBe(expected);
  });
});
