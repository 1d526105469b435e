import type { CookieConsent } from '@jobboard/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { TAG_MANAGER_COOKIE_ID } from '../cookies/consent-choices';
import type { DataLayerWindow } from './connect-data-layer';
import { loadTagManager } from './load-tag-manager';

const accepted: CookieConsent = { acceptance: 'some', accepted: [TAG_MANAGER_COOKIE_ID] };
const gtmScripts = () => document.head.querySelectorAll('script[data-jb-tag-manager]');

afterEach(() => {
  document.head.innerHTML = '';
  delete (window as Window & DataLayerWindow).dataLayer;
});

describe('loadTagManager', () => {
  it('adds the async gtm.js script with the nonce and the gtm.start entry after consent', () => {
    expect(
      loadTagManager(document, 'GTM-AB12', { consent: accepted, nonce: 'n0', now: () => 7 }),
    ).toBe(true);
    const script = gtmScripts()[0] as HTMLScriptElement;
    expect(script.getAttribute('src')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12');
    expect(script.async).toBe(true);
    expect(script.getAttribute('nonce')).toBe('n0');
    expect((window as Window & DataLayerWindow).dataLayer).toEqual([
      { 'gtm.start': 7, event: 'gtm.js' },
    ]);
  });

  it('loads once per container', () => {
    loadTagManager(document, 'GTM-AB12', { consent: accepted });
    expect(loadTagManager(document, 'GTM-AB12', { consent: accepted })).toBe(false);
    expect(gtmScripts()).toHaveLength(1);
  });

  it.each<[string, CookieConsent]>([
    ['unset', { acceptance: 'unset', accepted: [] }],
    ['rejected', { acceptance: 'some', accepted: [] }],
    ['other cookies only', { acceptance: 'some', accepted: ['analytics'] }],
  ])('loads nothing without consent for the tag manager: %s', (_name, consent) => {
    expect(loadTagManager(document, 'GTM-AB12', { consent })).toBe(false);
    expect(gtmScripts()).toHaveLength(0);
  });

  it('loads after accept all', () => {
    expect(
      loadTagManager(document, 'GTM-AB12', { consent: { acceptance: 'all', accepted: [] } }),
    ).toBe(true);
  });

  it.each(['', 'UA-123', 'GTM-AB12"><script>', 'GTM-ab12&x=1'])(
    'refuses the malformed key %j',
    (key) => {
      expect(loadTagManager(document, key, { consent: accepted })).toBe(false);
      expect(gtmScripts()).toHaveLength(0);
    },
  );
});
