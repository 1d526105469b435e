import type { Locale } from '@jobboard/schema';
import { ERROR_TEXTS } from '@jobboard/schema';
import { describe, expect, it } from 'vitest';
import { resolveRoute } from './resolve-route';
import { describeRoute } from './testing/describe-route';
import { FIXTURE_LOCALES, type FixturePage, fixtureSitePages } from './testing/fixture-pages';

const pages = fixtureSitePages();

function resolve(path: string, locale: Locale = 'nl') {
  return resolveRoute(pages, path, { ...FIXTURE_LOCALES, locale });
}

describe('resolveRoute: no slug gives home', () => {
  it.each([
    ['/', 'p-home@nl'],
    ['', 'p-home@nl'],
    ['/en-US', 'p-home@en-US'],
    ['/ro/', 'p-home@ro'],
    ['/home', 'p-home@nl'],
  ])('%j -> %s', (path, expected) => {
    expect(describeRoute(resolve(path))).toBe(expected);
  });
});

describe('resolveRoute: one slug matches a page path for the locale', () => {
  it.each([
    ['/vacatures', 'p-job-list@nl'],
    ['/en-US/job-list', 'p-job-list@en-US'],
    ['/ro/locuri-de-munca', 'p-job-list@ro'],
    ['/over-ons', 'p-about@nl'],
    ['/en-US/about', 'p-about@en-US'],
    ['/ro/about', 'p-about@ro'],
    ['/wachtwoord-vergeten', 'p-password-forgot@nl'],
    ['/my-account', 'p-account@nl'],
    ['/job-alert', 'p-manage-job-alert@nl'],
    ['/ro/termeni-si-conditii', 'p-terms-and-conditions@ro'],
    ['/werken-bij', 'p-generic@nl'],
    ['/en-US/work-with-us', 'p-generic@en-US'],
    // A page without a path for ro falls back to its default-locale path.
    ['/ro/werken-bij', 'p-generic@ro'],
    // A detail page without a child still matches; its block shows 'Page not found'.
    ['/vacature', 'p-job-details@nl'],
    ['/404', 'p-not-found-error@nl'],
    // A hand-encoded link names the same page as its plain form; a broken escape stays as is.
    ['/over%2Dons', 'p-about@nl'],
    ['/en-US/job%2dlist', 'p-job-list@en-US'],
    ['/%76acature/dev-1', 'p-job-details[dev-1]@nl'],
  ])('%s -> %s', (path, expected) => {
    expect(describeRoute(resolve(path))).toBe(expected);
  });

  it.each([
    ['/job-list', 'the en-US path under the nl default'],
    ['/en-US/vacatures', 'the nl path under en-US'],
    ['/unknown', 'a slug no page has'],
  ])('%s is not found (%s)', (path) => {
    expect(resolve(path).kind).toBe('not-found');
  });
});

describe('resolveRoute: detail pages match on the first slug, the child is the key', () => {
  it.each([
    ['/vacature/senior-developer-123', 'p-job-details[senior-developer-123]@nl'],
    ['/en-US/jobs/dev-1', 'p-job-details[dev-1]@en-US'],
    ['/ro/loc-de-munca/dev-1', 'p-job-details[dev-1]@ro'],
    ['/company/acme', 'p-organisation[acme]@nl'],
    ['/nieuws-artikel/launch', 'p-cms-article[launch]@nl'],
    ['/en-US/article/launch', 'p-cms-article[launch]@en-US'],
    ['/kandidaat/3f2a', 'p-candidate-details[3f2a]@nl'],
    ['/en-US/candidate-details/3f2a', 'p-candidate-details[3f2a]@en-US'],
    ['/vacatures-zoeken/amsterdam', 'p-landing-pages[amsterdam]@nl'],
    ['/vacature/senior%20dev', 'p-job-details[senior dev]@nl'],
    ['/vacature/%E0%A4%A', 'p-job-details[%E0%A4%A]@nl'],
  ])('%s -> %s', (path, expected) => {
    expect(describeRoute(resolve(path))).toBe(expected);
  });
});

describe('resolveRoute: other pages match the joined slug/child', () => {
  it.each([
    ['/werkgevers/adverteren', 'p-products@nl'],
    ['/en-US/products', 'p-products@en-US'],
    ['/ro/produse', 'p-products@ro'],
    ['/vacatures/amsterdam', '404@nl'],
    ['/werkgevers', '404@nl'],
    ['/werkgevers/adverteren%', '404@nl'],
    ['/werkgevers%2Fadverteren', 'p-products@nl'],
    ['/en-US/werkgevers/adverteren', '404@en-US'],
  ])('%s -> %s', (path, expected) => {
    expect(describeRoute(resolve(path))).toBe(expected);
  });
});

describe('resolveRoute: too many segments give an empty slug pair', () => {
  it.each([['/vacature/a/b'], ['/werkgevers/adverteren/extra'], ['/en-US/jobs/a/b']])(
    '%s is not found',
    (path) => {
      expect(resolve(path).kind).toBe('not-found');
    },
  );
});

describe('resolveRoute: the leading locale segment', () => {
  it.each([
    ['/EN-US/job-list', 'p-job-list@en-US'],
    ['/nl/vacatures', 'p-job-list@nl'],
    ['/RO', 'p-home@ro'],
    ['/de/job-list', '404@nl'],
  ])('%s -> %s', (path, expected) => {
    expect(describeRoute(resolve(path))).toBe(expected);
  });

  it.each([
    ['/en-US/job-list', 'en-US', false],
    ['/vacatures', 'en-US', true],
    ['/en-US/job-list', 'nl', true],
    ['/', 'nl', false],
    ['/', 'ro', true],
    ['/en-US/site-auth', 'nl', true],
  ])('%s while showing %s switches locale: %s', (path, locale, expected) => {
    expect(resolve(path, locale).switchesLocale).toBe(expected);
  });
});

describe('resolveRoute: fixed routes come before pages', () => {
  it.each([
    ['/coming-soon', 'fixed:/coming-soon@nl'],
    ['/create-jobboard', 'fixed:/create-jobboard@nl'],
    ['/site-auth', 'fixed:/site-auth@nl'],
    ['/admin', 'fixed:/admin@nl'],
    ['/admin/', 'fixed:/admin@nl'],
    ['/admin/translations', 'fixed:/admin/translations@nl'],
    ['/test-page', 'fixed:/test-page@nl'],
    ['/en-US/site-auth', 'fixed:/site-auth@en-US'],
    ['/admin/other', '404@nl'],
  ])('%s -> %s', (path, expected) => {
    expect(describeRoute(resolve(path))).toBe(expected);
  });

  it('wins over a page with the same path', () => {
    const shadowing = [...pages, { id: 200, key: 'p-generic', path: '{"nl":"site-auth"}' }];
    const route = resolveRoute(shadowing, '/site-auth', FIXTURE_LOCALES);
    expect(route.kind).toBe('fixed');
  });
});

describe('resolveRoute: unmatched routes', () => {
  it('give 404 with the message and the site not-found page', () => {
    const route = resolve('/nope');
    expect(route).toMatchObject({
      kind: 'not-found',
      status: 404,
      message: ERROR_TEXTS.routeNotFound,
      notFoundPage: { key: 'p-not-found-error' },
    });
  });

  it.each([
    ['/ro/locuri-de-munca', ERROR_TEXTS.unsupportedLocale],
    ['/ro', ERROR_TEXTS.unsupportedLocale],
    ['/de/job-list', ERROR_TEXTS.routeNotFound],
    ['/nope', ERROR_TEXTS.routeNotFound],
  ])('%s on an nl and en-US site says %j', (path, message) => {
    const locales = { ...FIXTURE_LOCALES, supportedLocales: ['nl', 'en-US'] };
    expect(resolveRoute(pages, path, locales)).toMatchObject({ kind: 'not-found', message });
  });

  it('give no not-found page when the site has none, and no home without a home page', () => {
    const bare = pages.filter((page) => page.key !== 'p-not-found-error' && page.key !== 'p-home');
    const route = resolveRoute(bare, '/', FIXTURE_LOCALES);
    expect(route).toMatchObject({ kind: 'not-found', notFoundPage: null });
  });
});

describe('resolveRoute: stored paths are parsed defensively', () => {
  it.each<[string, FixturePage, string, string]>([
    [
      'broken JSON falls back to the catalogue path',
      { id: 1, key: 'p-about', path: '{nl:' },
      '/over-ons',
      'p-about@nl',
    ],
    [
      'a non-object falls back too',
      { id: 1, key: 'p-about', path: '"about"' },
      '/en-US/about',
      'p-about@en-US',
    ],
    [
      'slashes around a path are ignored',
      { id: 1, key: 'p-generic', path: '{"nl":"/team/"}' },
      '/team',
      'p-generic@nl',
    ],
    [
      'a generic page without a usable path is unreachable',
      { id: 1, key: 'p-generic', path: '{"nl":5}' },
      '/5',
      '404@nl',
    ],
    [
      'an unknown page type routes by its stored path',
      { id: 1, key: 'p-custom', path: '{"nl":"x"}' },
      '/x',
      'p-custom@nl',
    ],
  ])('%s', (_name, page, path, expected) => {
    expect(describeRoute(resolveRoute([page], path, FIXTURE_LOCALES))).toBe(expected);
  });
});
