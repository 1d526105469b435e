import { type CookieConsent, SITE_FUNCTIONALITY_COOKIE_ID } from '@jobboard/schema';
import { describe, expect, it } from 'vitest';
import { isCookieAccepted } from './is-cookie-accepted';

const unset: CookieConsent = { acceptance: 'unset', accepted: [] };
const all: CookieConsent = { acceptance: 'all', accepted: ['analytics'] };
const some: CookieConsent = { acceptance: 'some', accepted: ['analytics'] };
const none: CookieConsent = { acceptance: 'some', accepted: [] };

describe('isCookieAccepted', () => {
  it.each<[string, CookieConsent, string, boolean]>([
    ['site functionality while unset', unset, SITE_FUNCTIONALITY_COOKIE_ID, true],
    ['site functionality after reject all', none, SITE_FUNCTIONALITY_COOKIE_ID, true],
    ['a script while unset', unset, 'analytics', false],
    [
      'a stale id while unset',
      { acceptance: 'unset', accepted: ['analytics'] },
      'analytics',
      false,
    ],
    ['a listed script after accept all', all, 'analytics', true],
    ['a script added after accept all', all, 'marketing', true],
    ['an accepted script', some, 'analytics', true],
    ['a script not accepted', some, 'marketing', false],
    ['any script after reject all', none, 'analytics', false],
  ])('%s', (_name, consent, id, expected) => {
    expect(isCookieAccepted(consent, id)).toBe(expected);
  });
});
