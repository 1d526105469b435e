import { describe, expect, it } from 'vitest';
import { pageHref } from './page-href';
import { resolveRoute } from './resolve-route';
import { switchLocaleHref } from './switch-locale-href';
import { FIXTURE_LOCALES, fixturePage, fixtureSitePages } from './testing/fixture-pages';

const pages = fixtureSitePages();

describe('switchLocaleHref gives the same page in another language', () => {
  it.each([
    ['/vacatures', 'en-US', '/en-US/job-list'],
    ['/vacatures', 'ro', '/ro/locuri-de-munca'],
    ['/en-US/job-list', 'nl', '/vacatures'],
    ['/', 'en-US', '/en-US'],
    ['/en-US', 'nl', '/'],
    ['/werkgevers/adverteren', 'en-US', '/en-US/products'],
    ['/en-US/products', 'nl', '/werkgevers/adverteren'],
    ['/vacature/dev-1', 'ro', '/ro/loc-de-munca/dev-1'],
    ['/en-US/company/acme', 'nl', '/company/acme'],
    ['/site-auth', 'en-US', '/en-US/site-auth'],
    ['/en-US/admin/translations', 'nl', '/admin/translations'],
    ['/nope', 'en-US', '/en-US'],
    ['/en-US/nope', 'nl', '/'],
  ])('%s -> %s: %s', (path, target, expected) => {
    const route = resolveRoute(pages, path, FIXTURE_LOCALES);
    expect(switchLocaleHref(route, target)).toBe(expected);
  });
});

describe('switchLocaleHref with the site’s pages', () => {
  it.each([
    ['/vacatures-zoeken/ict-vacatures', 'en-US', '/en-US/landing-pages'],
    ['/en-US/landing-pages/it-jobs', 'nl', '/vacatures-zoeken'],
    ['/vacature/dev-1', 'en-US', '/en-US/jobs/dev-1'],
    ['/vacatures', 'ro', '/ro/locuri-de-munca'],
  ])('%s -> %s: %s (items written per language lead to their list)', (path, target, expected) => {
    const route = resolveRoute(pages, path, FIXTURE_LOCALES);
    expect(switchLocaleHref(route, target, pages)).toBe(expected);
  });

  it('leads from an article to the news list in the target language', () => {
    const article = pageHref(fixturePage(pages, 'p-cms-article'), 'nl', {
      defaultLocale: 'nl',
      detailKey: 'nieuw-kantoor',
    });
    const route = resolveRoute(pages, article ?? '', FIXTURE_LOCALES);
    expect(switchLocaleHref(route, 'en-US', pages)).toBe(
      pageHref(fixturePage(pages, 'p-news-list'), 'en-US', { defaultLocale: 'nl' }),
    );
  });
});
