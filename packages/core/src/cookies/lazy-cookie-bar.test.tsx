import { DEFAULT_SITE_SETTINGS } from '@jobboard/schema';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCookieScript } from '../../../schema/src/entities/fixtures';
import { BoardI18nProvider } from '../i18n/board-i18n-provider';
import { createI18n } from '../i18n/create-i18n';
import { createConsentStore } from './consent-store';
import type { CookieSettings } from './cookie-settings';
import { LazyCookieBar } from './lazy-cookie-bar';

const settings: CookieSettings = {
  ...DEFAULT_SITE_SETTINGS,
  cookieScripts: [buildCookieScript()],
};

afterEach(cleanup);

async function renderLazyBar(store = createConsentStore({ siteKey: '18' }), locale = 'nl') {
  const board = await createI18n({ locale });
  render(
    <BoardI18nProvider value={board}>
      <LazyCookieBar store={store} settings={settings} />
    </BoardI18nProvider>,
  );
  return board;
}

describe('LazyCookieBar', () => {
  it("shows the bar with its texts in the board's locale: the cookies catalog part loads with it", async () => {
    const board = await renderLazyBar();
    expect(board.hasPart('cookies')).toBe(false);
    const bar = await screen.findByRole('region', { name: 'Cookie-instellingen' });
    expect(board.hasPart('cookies')).toBe(true);
    expect(bar.textContent).toContain('Alles accepteren');
    await act(() => board.setLocale('ro'));
    expect(screen.getByRole('region', { name: 'Setări cookie-uri' }).textContent).toContain(
      'Acceptă tot',
    );
  });

  it('loads neither the bar nor its texts once consent is given', async () => {
    const store = createConsentStore({ siteKey: '18' });
    store.acceptSome([]);
    const board = await renderLazyBar(store);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('region')).toBeNull();
    expect(board.hasPart('cookies')).toBe(false);
  });
});
