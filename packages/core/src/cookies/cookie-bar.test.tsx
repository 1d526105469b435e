import { DEFAULT_SITE_SETTINGS } from '@jobboard/schema';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCookieScript } from '../../../schema/src/entities/fixtures';
import { renderWithI18n } from '../shell/testing/render-with-i18n';
import { consentStorageKey, createConsentStore } from './consent-store';
import { CookieBar } from './cookie-bar';
import type { CookieSettings } from './cookie-settings';
import { injectConsentedScripts } from './inject-consented-scripts';

const settings: CookieSettings = {
  ...DEFAULT_SITE_SETTINGS,
  cookieScripts: [buildCookieScript()],
};

afterEach(cleanup);

describe('CookieBar', () => {
  it('shows while consent is unset, as a labelled region with the default text', async () => {
    await renderWithI18n(
      <CookieBar store={createConsentStore({ siteKey: '18' })} settings={settings} />,
    );
    expect(screen.getByRole('region', { name: 'Cookie settings' })).toBeTruthy();
    expect(screen.getByText(/We use cookies/)).toBeTruthy();
  });

  it('shows the site text for the locale when set', async () => {
    await renderWithI18n(
      <CookieBar
        store={createConsentStore({ siteKey: '18' })}
        settings={{ ...settings, cookieTextSmall: { nl: 'Wij gebruiken koekjes.' } }}
      />,
      'nl',
    );
    expect(screen.getByText('Wij gebruiken koekjes.')).toBeTruthy();
  });

  it('accepts all and disappears', async () => {
    const store = createConsentStore({ siteKey: '18' });
    await renderWithI18n(<CookieBar store={store} settings={settings} />);
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(store.getSnapshot()).toEqual({ acceptance: 'all', accepted: ['analytics'] });
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('opens the configure dialog, and disappears after saving some', async () => {
    const store = createConsentStore({ siteKey: '18' });
    await renderWithI18n(<CookieBar store={store} settings={settings} />);
    fireEvent.click(screen.getByRole('button', { name: 'Configure' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(store.getSnapshot().acceptance).toBe('some');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('stores a decline and injects no script after Configure, Reject all and Save', async () => {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    };
    const store = createConsentStore({ siteKey: '18', storage });
    const site = {
      ...settings,
      cookieScripts: [
        buildCookieScript(),
        buildCookieScript({ id: 'ads', type: 'marketing', script: 'window.ads = true;' }),
      ],
      tagManagerKey: 'GTM-AB12',
    };
    // As the board in the browser does: the consented scripts go in on each change of consent.
    const injected: HTMLScriptElement[] = [];
    store.subscribe(() =>
      injected.push(...injectConsentedScripts(document, site.cookieScripts, store.getSnapshot())),
    );
    await renderWithI18n(<CookieBar store={store} settings={site} />);
    fireEvent.click(screen.getByRole('button', { name: 'Configure' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Reject all cookies' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(JSON.parse(stored.get(consentStorageKey('18')) ?? 'null')).toEqual({
      acceptance: 'some',
      accepted: [],
    });
    expect(injected).toEqual([]);
    expect(document.querySelector('script[data-jb-cookie-script]')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it.each([
    ['accepting all', ['Accept all']],
    ['saving in the dialog', ['Configure', 'Save preferences']],
  ])('returns focus to where the visitor tabbed in from after %s', async (_name, buttons) => {
    const store = createConsentStore({ siteKey: '18' });
    await renderWithI18n(
      <>
        <a href="/privacy">Privacy</a>
        <CookieBar store={store} settings={settings} />
      </>,
    );
    const link = screen.getByRole('link', { name: 'Privacy' });
    link.focus();
    const first = screen.getByRole('button', { name: 'Accept all' });
    first.focus();
    fireEvent.focusIn(first, { relatedTarget: link });
    for (const name of buttons) {
      const button = screen.getByRole('button', { name });
      button.focus();
      fireEvent.click(button);
    }
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it('gives the focus to the board’s main content when there is nowhere to go back to', async () => {
    const store = createConsentStore({ siteKey: '18' });
    await renderWithI18n(
      <div className="jb-board">
        <main>Content</main>
        <CookieBar store={store} settings={settings} />
      </div>,
    );
    const accept = screen.getByRole('button', { name: 'Accept all' });
    // Reached from the page's start with Shift+Tab: the browser names no element it came from.
    accept.focus();
    fireEvent.click(accept);
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('leaves focus alone when it is outside the bar as the bar closes', async () => {
    const store = createConsentStore({ siteKey: '18' });
    await renderWithI18n(
      <>
        <a href="/privacy">Privacy</a>
        <input aria-label="Search" />
        <CookieBar store={store} settings={settings} />
      </>,
    );
    const accept = screen.getByRole('button', { name: 'Accept all' });
    fireEvent.focusIn(accept, { relatedTarget: screen.getByRole('link', { name: 'Privacy' }) });
    screen.getByRole('textbox', { name: 'Search' }).focus();
    fireEvent.click(accept);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search' }));
  });

  it('is not shown once consent is given, nor when the site turned the bar off', async () => {
    const given = createConsentStore({ siteKey: '18' });
    given.acceptSome([]);
    await renderWithI18n(<CookieBar store={given} settings={settings} />);
    expect(screen.queryByRole('region')).toBeNull();
    cleanup();
    await renderWithI18n(
      <CookieBar
        store={createConsentStore({ siteKey: '18' })}
        settings={{ ...settings, cookieBar: false }}
      />,
    );
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('follows consent given elsewhere (another board of the site)', async () => {
    const store = createConsentStore({ siteKey: '18' });
    await renderWithI18n(<CookieBar store={store} settings={settings} />);
    act(() => store.acceptAll([]));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('opens its settings alone after a choice when asked again, and closes them unchanged', async () => {
    const store = createConsentStore({ siteKey: '18' });
    store.acceptAll(['x']);
    await renderWithI18n(<CookieBar store={store} settings={settings} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => store.reopen(true));
    // The visitor's choice, to change or withdraw: not the bar asking again.
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Cookie settings' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.reopened()).toBe(false);
    expect(store.getSnapshot().acceptance).toBe('all');
  });

  it('opens its settings when asked while the bar shows (the footer’s link), and again after', async () => {
    const store = createConsentStore({ siteKey: '18' });
    await renderWithI18n(<CookieBar store={store} settings={settings} />);
    expect(screen.getByRole('region', { name: 'Cookie settings' })).toBeTruthy();
    for (let time = 0; time < 2; time++) {
      act(() => store.reopen(true));
      expect(screen.getByRole('dialog')).toBeTruthy();
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(store.reopened()).toBe(false);
    }
    // Still unset: closing the settings decides nothing, and the bar stays.
    expect(store.getSnapshot().acceptance).toBe('unset');
    expect(screen.getByRole('region', { name: 'Cookie settings' })).toBeTruthy();
  });
});
