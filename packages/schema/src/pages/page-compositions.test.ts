import { describe, expect, it } from 'vitest';
import type { BlockType } from '../blocks/block-types';
import { SUPPORTED_LOCALES } from '../locale';
import { defaultPageComposition, PAGE_COMPOSITIONS } from './page-compositions';
import { PAGE_TYPES, type PageType } from './page-type';

const spec: [PageType, BlockType[]][] = [
  ['p-generic', ['navbar', 'html', 'footer']],
  [
    'p-home',
    ['navbar', 'search-job', 'call-to-action', 'job-per-segment', 'featured-jobs', 'footer'],
  ],
  ['p-job-list', ['navbar', 'search-job', 'call-to-action', 'job-list', 'footer']],
  ['p-job-details', ['navbar', 'job-details', 'call-to-action', 'footer']],
  ['p-account', ['navbar', 'account', 'footer']],
  ['p-login', ['navbar', 'login', 'footer']],
  ['p-register', ['navbar', 'register', 'footer']],
  ['p-password-forgot', ['navbar', 'password-forgot', 'footer']],
  ['p-password-change', ['navbar', 'password-change', 'footer']],
  ['p-products', ['navbar', 'products', 'footer']],
  ['p-organisation', ['navbar', 'organisation', 'call-to-action', 'footer']],
  ['p-landing-pages', ['navbar', 'landing-pages', 'footer']],
  ['p-news-list', ['navbar', 'news-feed', 'call-to-action', 'footer']],
  ['p-cms-article', ['navbar', 'cms-article', 'featured-jobs', 'call-to-action', 'footer']],
  ['p-about', ['navbar', 'text-with-image', 'reviews', 'call-to-action', 'footer']],
  ['p-manage-job-alert', ['navbar', 'job-alerts', 'footer']],
  ['p-candidate-list', ['navbar', 'search-job', 'candidate-list', 'footer']],
  ['p-candidate-details', ['navbar', 'candidate-details', 'footer']],
  ['p-terms-and-conditions', ['navbar', 'html', 'footer']],
  ['p-privacy', ['navbar', 'html', 'footer']],
  ['p-not-found-error', ['navbar', 'html', 'featured-jobs', 'footer']],
];

describe('default page compositions', () => {
  it('cover every page type', () => {
    expect(spec.map(([type]) => type).sort()).toEqual([...PAGE_TYPES].sort());
  });

  it.each(spec)('%s has %j', (type, blocks) => {
    expect(defaultPageComposition(type)).toEqual(blocks);
  });

  it.each([
    ['p-job-list', 'small', 'p-job-list'],
    ['p-candidate-list', 'small', 'p-candidate-list'],
    ['p-home', undefined, undefined],
  ] as const)('the search on %s has height %s and results on %s', (type, height, results) => {
    const search = PAGE_COMPOSITIONS[type].find((block) => block.type === 'search-job');
    expect(search?.settings?.('nl').height).toBe(height);
    expect(search?.settings?.('nl').searchResultsPage).toBe(results);
  });

  it.each(SUPPORTED_LOCALES)('the not-found html in %s shows 404 and a sentence', (locale) => {
    const htmlBlock = PAGE_COMPOSITIONS['p-not-found-error'].find((b) => b.type === 'html');
    const text = String(htmlBlock?.settings?.(locale).html);
    expect(text).toContain('404');
    expect(
      text
        .replace(/<[^>]+>/g, '')
        .replace('404', '')
        .trim(),
    ).not.toBe('');
  });

  it('translates the not-found text per locale', () => {
    const htmlBlock = PAGE_COMPOSITIONS['p-not-found-error'].find((b) => b.type === 'html');
    const texts = SUPPORTED_LOCALES.map((locale) => htmlBlock?.settings?.(locale).html);
    expect(new Set(texts).size).toBe(SUPPORTED_LOCALES.length);
  });
});
