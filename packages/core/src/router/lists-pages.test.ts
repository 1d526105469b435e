import { describe, expect, it } from 'vitest';
import { listsPages } from './lists-pages';

describe('listsPages', () => {
  it.each<[string[], boolean]>([
    [['navbar', 'job-list', 'footer'], true],
    [['navbar', 'html', 'featured-jobs', 'footer'], false],
    [['news-feed'], true],
    [['organisation'], true],
    [['landing-pages'], true],
    [['organisation-search'], true],
    [['candidate-list'], true],
    [[], false],
  ])('a page of its own with %j: %s', (names, expected) => {
    const blocks = names.map((name) => ({ name }));
    expect(listsPages({ key: 'p-generic', blocks })).toBe(expected);
  });

  it.each([
    ['p-job-list', true],
    ['p-news-list', true],
    ['p-organisation', true],
    ['p-job-details', false],
    ['p-home', false],
  ])('a %s page without blocks: %s', (key, expected) => {
    expect(listsPages({ key, blocks: [] })).toBe(expected);
  });
});
