import type { CookieConsent } from '@jobboard/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCookieScript } from '../../../schema/src/entities/fixtures';
import { injectConsentedScripts } from './inject-consented-scripts';

const analytics = buildCookieScript();
const marketing = buildCookieScript({ id: 'ads', type: 'marketing', script: 'window.ads = 1;' });
const scripts = [analytics, marketing];
const injected = () =>
  Array.from(document.head.querySelectorAll('script[data-jb-cookie-script]'), (s) =>
    s.getAttribute('data-jb-cookie-script'),
  );

afterEach(() => {
  document.head.innerHTML = '';
});

describe('injectConsentedScripts', () => {
  it.each<[string, CookieConsent, string[]]>([
    ['nothing while unset', { acceptance: 'unset', accepted: ['analytics'] }, []],
    ['nothing after reject all', { acceptance: 'some', accepted: [] }, []],
    ['the accepted ones', { acceptance: 'some', accepted: ['ads'] }, ['ads']],
    ['every script after accept all', { acceptance: 'all', accepted: [] }, ['analytics', 'ads']],
  ])('injects %s', (_name, consent, expected) => {
    injectConsentedScripts(document, scripts, consent);
    expect(injected()).toEqual(expected);
  });

  it('injects each script once however often it is called', () => {
    const consent: CookieConsent = { acceptance: 'all', accepted: [] };
    expect(injectConsentedScripts(document, scripts, consent)).toHaveLength(2);
    expect(injectConsentedScripts(document, scripts, consent)).toHaveLength(0);
    expect(injected()).toEqual(['analytics', 'ads']);
  });

  it('adds a script accepted later', () => {
    injectConsentedScripts(document, scripts, { acceptance: 'some', accepted: ['analytics'] });
    injectConsentedScripts(document, scripts, {
      acceptance: 'some',
      accepted: ['analytics', 'ads'],
    });
    expect(injected()).toEqual(['analytics', 'ads']);
  });

  it('sets the nonce attribute and the source as text, not as a src', () => {
    const [element] = injectConsentedScripts(
      document,
      [analytics],
      { acceptance: 'all', accepted: [] },
      { nonce: 'r4nd0m' },
    );
    expect(element?.getAttribute('nonce')).toBe('r4nd0m');
    expect(element?.textContent).toBe(analytics.script);
    expect(element?.hasAttribute('src')).toBe(false);
  });
});
