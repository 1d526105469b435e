import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { COOKIE_ACCEPTANCES } from './cookie-acceptance';
import { CookieConsent, CookieScript } from './cookie-consent';
import { buildCookieConsent, buildCookieScript, failureOf } from './fixtures';

describe('CookieConsent', () => {
  it.each(COOKIE_ACCEPTANCES)('accepts acceptance %s', (acceptance) => {
    expect(is(buildCookieConsent({ acceptance }), CookieConsent)).toBe(true);
  });

  it.each([
    ['an unknown acceptance', { acceptance: 'none' }, ['acceptance']],
    ['ids that are numbers', { accepted: [1] }, ['accepted', 0]],
  ])('rejects %s', (_case, overrides, path) => {
    expect(failureOf(CookieConsent, { ...buildCookieConsent(), ...overrides })?.path).toEqual(path);
  });
});

describe('CookieScript', () => {
  it('accepts the fixture', () => {
    expect(is(buildCookieScript(), CookieScript)).toBe(true);
  });

  it.each([
    ['a missing id', { id: undefined }, ['id']],
    ['a missing description', { description: undefined }, ['description']],
  ])('rejects %s', (_case, overrides, path) => {
    expect(failureOf(CookieScript, { ...buildCookieScript(), ...overrides })?.path).toEqual(path);
  });
});
