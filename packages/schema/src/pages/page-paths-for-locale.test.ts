import { describe, expect, it } from 'vitest';
import type { Page } from '../entities/page';
import { pagePathsForLocale } from './page-paths-for-locale';

function page(id: number, path: string): Page {
  return { id, key: 'p-generic', path, settings: [], blocks: [] };
}

const site = {
  pages: [
    page(1, '{"nl":"vacatures","en-US":"job-list"}'),
    page(2, '{"nl":"over-ons","en-US":"about"}'),
    page(3, '{"en-US":"only-english"}'),
    page(4, 'not json'),
  ],
};

describe('pagePathsForLocale', () => {
  it.each([
    ['nl', undefined, ['vacatures', 'over-ons']],
    ['NL', undefined, ['vacatures', 'over-ons']],
    ['en-US', undefined, ['job-list', 'about', 'only-english']],
    ['EN-US', 2, ['job-list', 'only-english']],
    ['ro', undefined, []],
  ] as const)('%s except page %s gives %j', (locale, exceptPageId, expected) => {
    expect(pagePathsForLocale(site, locale, exceptPageId)).toEqual(expected);
  });
});
