import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../locale';
import { MAX_SEARCH_DESCRIPTION_LENGTH } from '../rules/search-description';
import { defaultPageTexts } from './page-texts';
import { PAGE_TYPES } from './page-type';

const everyText = PAGE_TYPES.flatMap((type) =>
  SUPPORTED_LOCALES.map((locale) => [type, locale] as const),
);

describe('defaultPageTexts', () => {
  it.each(everyText)('%s in %s has a label, title and a short description', (type, locale) => {
    const texts = defaultPageTexts(type, locale);
    expect(texts.page_label).not.toBe('');
    expect(texts.page_title).not.toBe('');
    expect(texts.page_description).not.toBe('');
    expect(texts.page_description.length).toBeLessThanOrEqual(MAX_SEARCH_DESCRIPTION_LENGTH);
  });

  it.each(SUPPORTED_LOCALES)('labels are unique within %s', (locale) => {
    const labels = PAGE_TYPES.map((type) => defaultPageTexts(type, locale).page_label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it.each([
    ['p-job-list', 'nl', 'Vacatures'],
    ['p-job-list', 'NL', 'Vacatures'],
    ['p-job-list', 'en-US', 'Job list'],
    ['p-job-list', 'en-GB', 'Job list'],
    ['p-about', 'ro', 'Despre noi'],
    ['p-about', 'de', 'Over ons'],
  ] as const)('%s in %s is labelled %s', (type, locale, label) => {
    expect(defaultPageTexts(type, locale).page_label).toBe(label);
  });
});
