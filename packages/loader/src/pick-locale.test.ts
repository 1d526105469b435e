import { describe, expect, it } from 'vitest';
import { pickLocale } from './pick-locale';

const BOARD = ['nl', 'en-US', 'ro'];

describe('pickLocale', () => {
  it.each([
    ['the URL prefix under the base path', '/jobs', '/jobs/en-US/vacatures', ['ro'], 'en-US'],
    ['the prefix case-insensitively', '/jobs', '/jobs/EN-us', [], 'en-US'],
    ['the prefix with a trailing slash on the base path', '/jobs/', '/jobs/ro/x', [], 'ro'],
    ['the prefix without a base path', '', '/en-US/job-list', ['nl'], 'en-US'],
    [
      'a browser language when the first segment is a page',
      '/jobs',
      '/jobs/vacatures',
      ['ro'],
      'ro',
    ],
    ['the first browser language the board has', '', '/', ['de', 'ro-RO', 'nl'], 'ro'],
    ['a browser language by its language part', '', '/', ['en-GB'], 'en-US'],
    ['an exact browser language before a later one', '', '/', ['de', 'en-US', 'nl'], 'en-US'],
    ['nothing when no language matches (core applies the default)', '', '/', ['de'], undefined],
    ['nothing without browser languages', '/jobs', '/jobs', [], undefined],
  ])('picks %s', (_case, basePath, path, browser, expected) => {
    expect(pickLocale(BOARD, basePath, path, browser)).toBe(expected);
  });

  it('finds nothing on a board without languages', () => {
    expect(pickLocale([], '', '/nl/x', ['nl'])).toBeUndefined();
  });
});
