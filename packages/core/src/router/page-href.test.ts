import { PAGE_TYPES, type PageType } from '@jobboard/schema';
import { describe, expect, it } from 'vitest';
import { pageHref } from './page-href';
import { resolveRoute } from './resolve-route';
import { FIXTURE_LOCALES, fixturePage, fixtureSitePages } from './testing/fixture-pages';

const pages = fixtureSitePages();
const defaultLocale = 'nl';

describe('pageHref: the locale prefix is omitted for the default locale', () => {
  it.each<[PageType, string, string | undefined, string | null]>([
    ['p-home', 'nl', undefined, '/'],
    ['p-home', 'en-US', undefined, '/en-US'],
    ['p-home', 'ro', undefined, '/ro'],
    ['p-job-list', 'nl', undefined, '/vacatures'],
    ['p-job-list', 'en-US', undefined, '/en-US/job-list'],
    ['p-job-list', 'ro', undefined, '/ro/locuri-de-munca'],
    ['p-products', 'nl', undefined, '/werkgevers/adverteren'],
    ['p-job-details', 'nl', 'senior-dev-1', '/vacature/senior-dev-1'],
    ['p-job-details', 'en-US', 'senior-dev-1', '/en-US/jobs/senior-dev-1'],
    ['p-organisation', 'ro', 'acme', '/ro/company/acme'],
    ['p-cms-article', 'nl', 'a b/c', '/nieuws-artikel/a%20b%2Fc'],
    ['p-generic', 'en-US', undefined, '/en-US/work-with-us'],
    ['p-generic', 'ro', undefined, '/ro/werken-bij'],
  ])('%s in %s (detail %j) -> %s', (key, locale, detailKey, expected) => {
    const options = detailKey === undefined ? { defaultLocale } : { defaultLocale, detailKey };
    expect(pageHref(fixturePage(pages, key), locale, options)).toBe(expected);
  });

  it('gives null for a page without a usable path', () => {
    expect(pageHref({ key: 'p-generic', path: 'null' }, 'nl', { defaultLocale })).toBeNull();
  });

  it('follows the configured default locale', () => {
    expect(pageHref(fixturePage(pages, 'p-about'), 'nl', { defaultLocale: 'en-US' })).toBe(
      '/nl/over-ons',
    );
    expect(pageHref(fixturePage(pages, 'p-about'), 'en-US', { defaultLocale: 'en-US' })).toBe(
      '/about',
    );
  });
});

describe('pageHref and resolveRoute agree for every page type and locale', () => {
  const cases = PAGE_TYPES.flatMap((key) =>
    FIXTURE_LOCALES.supportedLocales.map((locale) => [key, locale] as const),
  );

  it.each(cases)('%s in %s', (key, locale) => {
    const page = fixturePage(pages, key);
    const detail = key === 'p-job-details' ? { detailKey: 'dev-1' } : {};
    const href = pageHref(page, locale, { defaultLocale, ...detail });
    expect(href).not.toBeNull();
    const route = resolveRoute(pages, href ?? '', { ...FIXTURE_LOCALES, locale });
    expect(route).toMatchObject({
      kind: 'page',
      page: { key },
      locale,
      switchesLocale: false,
      ...detail,
    });
  });
});
