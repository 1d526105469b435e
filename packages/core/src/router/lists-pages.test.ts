import { describe, expect, it } from 'vitest';
import { listsPages } from './lists-pages';

describe('listsPages', () => {
  it.each<[string[], boolean]>([
    [['navbar', 'job-list', 'footer'], true],
    [['navbar', 'html', 'featured-jobs', 'footer'], false],
    [['news-feed'], false],
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
    ['p-news-list', false],
    ['p-organisation', true],
    ['p-job-details', false],
    ['p-home', false],
  ])('a %s page without blocks: %s', (key, expected) => {
    expect(listsPages({ key, blocks: [] })).toBe(expected);
  });

  it.each<[unknown, boolean]>([
    [{ layout: 'pagination' }, true],
    [{ layout: 'preview' }, false],
    [{ layout: 'other' }, false],
    [{}, false],
    [null, false],
  ])('a news page whose feed has the settings %j: %s', (settings, expected) => {
    const blocks = [{ name: 'news-feed', settings: [{ settings }] }];
    expect(listsPages({ key: 'p-news-list', blocks })).toBe(expected);
  });
});
