import { DEFAULT_SITE_SETTINGS } from '@jobboard/schema';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCookieScript } from '../../../schema/src/entities/fixtures';
import { renderWithI18n } from '../shell/testing/render-with-i18n';
import { TAG_MANAGER_COOKIE_ID } from './consent-choices';
import { type ConsentStore, createConsentStore } from './consent-store';
import type { CookieSettings } from './cookie-settings';
import { CookieSettingsDialog } from './cookie-settings-dialog';

const settings: CookieSettings = {
  ...DEFAULT_SITE_SETTINGS,
  cookieScripts: [
    buildCookieScript(),
    buildCookieScript({ id: 'ads', name: 'Ads', type: 'marketing', description: 'Shows ads.' }),
  ],
  tagManagerKey: 'GTM-AB12',
};

function Opener({
  store,
  onClose,
  site = settings,
}: {
  store: ConsentStore;
  onClose?: () => void;
  site?: CookieSettings;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open settings
      </button>
      {open && (
        <CookieSettingsDialog
          store={store}
          settings={site}
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

async function openDialog(
  store = createConsentStore({ siteKey: '18' }),
  onClose = vi.fn(),
  site = settings,
) {
  await renderWithI18n(<Opener store={store} onClose={onClose} site={site} />);
  const opener = screen.getByRole('button', { name: 'Open settings' });
  opener.focus();
  fireEvent.click(opener);
  return {
    store,
    onClose,
    opener,
    dialog: screen.getByRole('dialog', { name: 'Cookie settings' }),
  };
}

const switchNamed = (name: string | RegExp) =>
  screen.getByRole('switch', { name }) as HTMLInputElement;

/** The switches of the site's optional cookies: its scripts and the tag manager. */
const optionalSwitches = () => ['Analytics', 'Ads', 'Google Tag Manager'].map(switchNamed);

afterEach(cleanup);

describe('CookieSettingsDialog', () => {
  it('is a labelled modal dialog', async () => {
    const { dialog } = await openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('shows the mandatory site-functionality cookie on and disabled', async () => {
    await openDialog();
    const mandatory = switchNamed(/Site functionality/);
    expect(mandatory.checked).toBe(true);
    expect(mandatory.disabled).toBe(true);
  });

  it('offers one switch per cookie script and the tag manager, grouped by category', async () => {
    await openDialog();
    expect(switchNamed('Analytics').checked).toBe(false);
    expect(switchNamed('Ads').checked).toBe(false);
    expect(switchNamed('Google Tag Manager').checked).toBe(false);
    expect(screen.getByRole('group', { name: 'marketing' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Analytics' })).toBeTruthy();
  });

  it('starts from the stored consent', async () => {
    const store = createConsentStore({ siteKey: '18' });
    store.acceptSome(['ads']);
    await openDialog(store);
    expect(switchNamed('Ads').checked).toBe(true);
    expect(switchNamed('Analytics').checked).toBe(false);
  });

  it('accept all and reject all switch every choice, and follow the single switches', async () => {
    await openDialog();
    const acceptAll = switchNamed('Accept all cookies');
    fireEvent.click(acceptAll);
    expect(
      [switchNamed('Analytics'), switchNamed('Ads'), switchNamed('Google Tag Manager')].every(
        (s) => s.checked,
      ),
    ).toBe(true);
    expect(switchNamed('Accept all cookies').checked).toBe(true);
    expect(switchNamed('Reject all cookies').checked).toBe(false);
    fireEvent.click(switchNamed('Ads'));
    expect(switchNamed('Accept all cookies').checked).toBe(false);
    fireEvent.click(switchNamed('Reject all cookies'));
    expect(switchNamed('Analytics').checked).toBe(false);
    expect(switchNamed('Google Tag Manager').checked).toBe(false);
  });

  it('shows neither accept all nor reject all as chosen while consent is unset', async () => {
    await openDialog();
    expect(switchNamed('Accept all cookies').checked).toBe(false);
    expect(switchNamed('Reject all cookies').checked).toBe(false);
  });

  it('declines every optional cookie after Reject all from unset consent', async () => {
    const { store } = await openDialog();
    fireEvent.click(switchNamed('Reject all cookies'));
    expect(switchNamed('Reject all cookies').checked).toBe(true);
    expect(optionalSwitches().some((s) => s.checked)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(store.getSnapshot()).toEqual({ acceptance: 'some', accepted: [] });
  });

  it('deselects everything accept all selected when reject all is switched on', async () => {
    const { store } = await openDialog();
    fireEvent.click(switchNamed('Accept all cookies'));
    fireEvent.click(switchNamed('Reject all cookies'));
    expect(switchNamed('Accept all cookies').checked).toBe(false);
    expect(switchNamed('Reject all cookies').checked).toBe(true);
    expect(optionalSwitches().some((s) => s.checked)).toBe(false);
    expect(switchNamed(/Site functionality/).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(store.getSnapshot()).toEqual({ acceptance: 'some', accepted: [] });
  });

  it('selects nothing when reject all is switched off, so saving still declines', async () => {
    const store = createConsentStore({ siteKey: '18' });
    store.acceptSome([]);
    await openDialog(store);
    const rejectAll = switchNamed('Reject all cookies');
    expect(rejectAll.checked).toBe(true);
    fireEvent.click(rejectAll);
    expect(switchNamed('Reject all cookies').checked).toBe(false);
    expect(switchNamed('Accept all cookies').checked).toBe(false);
    expect(optionalSwitches().some((s) => s.checked)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(store.getSnapshot()).toEqual({ acceptance: 'some', accepted: [] });
  });

  it('follows the single switches after reject all is switched off', async () => {
    const { store } = await openDialog();
    fireEvent.click(switchNamed('Reject all cookies'));
    fireEvent.click(switchNamed('Reject all cookies'));
    fireEvent.click(switchNamed('Ads'));
    expect(switchNamed('Reject all cookies').checked).toBe(false);
    fireEvent.click(switchNamed('Ads'));
    // Every cookie switched off again by hand is a rejection of all.
    expect(switchNamed('Reject all cookies').checked).toBe(true);
    fireEvent.click(switchNamed('Reject all cookies'));
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(store.getSnapshot()).toEqual({ acceptance: 'some', accepted: [] });
  });

  it('never accepts through reject all on a site without optional cookies', async () => {
    const none = { ...settings, cookieScripts: [], tagManagerKey: '' };
    const { store } = await openDialog(undefined, undefined, none);
    expect(switchNamed('Reject all cookies').checked).toBe(false);
    fireEvent.click(switchNamed('Reject all cookies'));
    expect(switchNamed('Reject all cookies').checked).toBe(true);
    fireEvent.click(switchNamed('Reject all cookies'));
    expect(switchNamed('Accept all cookies').checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(store.getSnapshot()).toEqual({ acceptance: 'some', accepted: [] });
  });

  it('saves some with the chosen ids and closes', async () => {
    const { store, onClose } = await openDialog();
    fireEvent.click(switchNamed('Google Tag Manager'));
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(store.getSnapshot()).toEqual({ acceptance: 'some', accepted: [TAG_MANAGER_COOKIE_ID] });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('saves all when every choice is on', async () => {
    const { store } = await openDialog();
    fireEvent.click(switchNamed('Accept all cookies'));
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(store.getSnapshot().acceptance).toBe('all');
  });

  it('switches accept all and reject all on a site without optional cookies', async () => {
    const none = { ...settings, cookieScripts: [], tagManagerKey: '' };
    const { store } = await openDialog(undefined, undefined, none);
    expect(switchNamed('Accept all cookies').checked).toBe(false);
    fireEvent.click(switchNamed('Accept all cookies'));
    expect(switchNamed('Accept all cookies').checked).toBe(true);
    expect(switchNamed('Reject all cookies').checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(store.getSnapshot()).toEqual({ acceptance: 'all', accepted: [] });
    cleanup();
    await openDialog(store, undefined, none);
    expect(switchNamed('Accept all cookies').checked).toBe(true);
    fireEvent.click(switchNamed('Reject all cookies'));
    expect(switchNamed('Accept all cookies').checked).toBe(false);
  });

  it('saves a rejection as some with no ids', async () => {
    const { store } = await openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(store.getSnapshot()).toEqual({ acceptance: 'some', accepted: [] });
  });

  it('moves focus into the dialog on open', async () => {
    const { dialog } = await openDialog();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(switchNamed('Accept all cookies'));
  });

  it('keeps Tab inside the dialog in both directions', async () => {
    const { dialog } = await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(document.activeElement).toBe(switchNamed('Accept all cookies'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape without saving and returns focus to the opener', async () => {
    const { store, opener, onClose } = await openDialog();
    fireEvent.keyDown(switchNamed('Accept all cookies'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getSnapshot().acceptance).toBe('unset');
    await act(async () => {});
    expect(document.activeElement).toBe(opener);
  });

  it('returns focus to the opener after Close', async () => {
    const { opener } = await openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await act(async () => {});
    expect(document.activeElement).toBe(opener);
  });

  it('shows the site text for the locale when set', async () => {
    const store = createConsentStore({ siteKey: '18' });
    await renderWithI18n(
      <CookieSettingsDialog
        store={store}
        settings={{ ...settings, cookieTextLarge: { 'en-US': 'Our long cookie story.' } }}
        onClose={() => {}}
      />,
    );
    expect(screen.getByText('Our long cookie story.')).toBeTruthy();
  });
});
