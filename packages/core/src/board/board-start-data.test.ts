import { describe, expect, it } from 'vitest';
import { preferredLocale } from './board-start-data';

const SITE = ['nl', 'en-US', 'ro'] as const;

describe('preferredLocale', () => {
  it.each([
    ['the first preference the site has', ['de', 'ro', 'nl'], 'ro'],
    ['a preference by its language part', ['en-GB'], 'en-US'],
    ['a preference case-insensitively', ['EN-us'], 'en-US'],
    ['an exact match of one preference before a later one', ['de', 'en-US', 'nl'], 'en-US'],
    ['each preference exactly or by its part before the next', ['ro-RO', 'nl'], 'ro'],
    ['past empty entries (no remembered language)', [null, undefined, '', 'nl'], 'nl'],
    ['nothing when no preference matches', ['de', 'fr'], null],
  ])('picks %s', (_case, preferred, expected) => {
    expect(preferredLocale(preferred, SITE)).toBe(expected);
  });
});
