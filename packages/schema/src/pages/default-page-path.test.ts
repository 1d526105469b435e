import { describe, expect, it } from 'vitest';
import { defaultPagePath } from './default-page-path';
import type { PageType } from './page-type';

// [type, default (en-US), nl, ro] from the product.md table
const table: [PageType, string, string, string][] = [
  ['p-home', 'home', 'home', 'home'],
  ['p-job-list', 'job-list', 'vacatures', 'locuri-de-munca'],
  ['p-job-details', 'jobs', 'vacature', 'loc-de-munca'],
  ['p-account', 'my-account', 'my-account', 'my-account'],
  ['p-login', 'login', 'login', 'login'],
  ['p-register', 'register', 'register', 'register'],
  ['p-password-forgot', 'forgot-password', 'wachtwoord-vergeten', 'forgot-password'],
  ['p-password-change', 'password-change', 'password-change', 'password-change'],
  ['p-candidate-list', 'candidate-list', 'kandidaten', 'candidate-list'],
  ['p-candidate-details', 'candidate-details', 'kandidaat', 'candidate-details'],
  ['p-organisation', 'company', 'company', 'company'],
  ['p-products', 'products', 'werkgevers/adverteren', 'produse'],
  ['p-cms-article', 'article', 'nieuws-artikel', 'article'],
  ['p-terms-and-conditions', 'terms-and-conditions', 'voorwaarden', 'termeni-si-conditii'],
  ['p-privacy', 'privacy', 'privacy', 'privacy'],
  ['p-manage-job-alert', 'job-alert', 'job-alert', 'job-alert'],
  ['p-not-found-error', '404', '404', '404'],
  ['p-landing-pages', 'landing-pages', 'vacatures-zoeken', 'landing-pages'],
  ['p-about', 'about', 'over-ons', 'about'],
  ['p-news-list', 'news', 'nieuws', 'news'],
];

describe('defaultPagePath', () => {
  it.each(table)('%s: en-US %s, nl %s, ro %s', (type, en, nl, ro) => {
    expect(defaultPagePath(type, 'en-US')).toBe(en);
    expect(defaultPagePath(type, 'nl')).toBe(nl);
    expect(defaultPagePath(type, 'ro')).toBe(ro);
  });

  it.each(table)('%s falls back to the default path for unknown locales', (type, en) => {
    expect(defaultPagePath(type, 'de')).toBe(en);
  });

  it.each([
    ['NL', 'vacatures'],
    ['RO', 'locuri-de-munca'],
    ['EN-US', 'job-list'],
  ])('reads the uppercased settings locale %s', (locale, expected) => {
    expect(defaultPagePath('p-job-list', locale)).toBe(expected);
  });

  it.each(['nl', 'en-US', 'de'])('generates page-{timestamp} for p-generic in %s', (locale) => {
    expect(defaultPagePath('p-generic', locale, 1700000000000)).toBe('page-1700000000000');
  });
});
