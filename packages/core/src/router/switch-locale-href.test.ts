import { describe, expect, it } from 'vitest';
import { resolveRoute } from './resolve-route';
import { switchLocaleHref } from './switch-locale-href';
import { FIXTURE_LOCALES, fixtureSitePages } from './testing/fixture-pages';

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
