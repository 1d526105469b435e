import { describe, expect, it } from 'vitest';
import { isSortOption, SORT_OPTIONS, toApiSort } from './sort-option';

describe('toApiSort', () => {
  it.each([
    ['featured', 'featured'],
    ['newest', '-from'],
    ['oldest', 'from'],
    ['random', 'random'],
    ['ascendingTillDate', 'till'],
    ['descendingTillDate', '-till'],
    ['newestOrg', '-created_at'],
    ['oldestOrg', 'created_at'],
    ['relevance', 'relevance'],
    ['distance', 'distance'],
  ] as const)('%s sorts by %s', (option, expected) => {
    expect(toApiSort(option)).toBe(expected);
  });

  it('covers the ten options of the spec in its order', () => {
    expect(SORT_OPTIONS).toEqual([
      'featured',
      'newest',
      'oldest',
      'random',
      'ascendingTillDate',
      'descendingTillDate',
      'newestOrg',
      'oldestOrg',
      'relevance',
      'distance',
    ]);
  });
});

describe('isSortOption', () => {
  it.each([
    ['newest', true],
    ['distance', true],
    ['-from', false],
    ['toString', false],
    ['', false],
    [3, false],
    [null, false],
  ])('%j is %s', (value, expected) => {
    expect(isSortOption(value)).toBe(expected);
  });
});
