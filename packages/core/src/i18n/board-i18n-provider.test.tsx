import { Trans } from '@lingui/react/macro';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BoardI18nProvider } from './board-i18n-provider';
import { createI18n } from './create-i18n';
import { searchMessages } from './messages/index';
import { useBoardI18n } from './use-board-i18n';

function SearchLabel() {
  const { _, locale } = useBoardI18n();
  return (
    <p data-testid="label">
      {locale}: {_(searchMessages.search)}
    </p>
  );
}

describe('BoardI18nProvider and useBoardI18n', () => {
  afterEach(cleanup);

  it('renders the active locale and re-renders after setLocale', async () => {
    const board = await createI18n({ locale: 'nl' });
    render(
      <BoardI18nProvider value={board}>
        <SearchLabel />
        <p data-testid="trans">
          <Trans>Page not found</Trans>
        </p>
      </BoardI18nProvider>,
    );
    expect(screen.getByTestId('label').textContent).toBe('nl: Zoeken');
    expect(screen.getByTestId('trans').textContent).toBe('Pagina niet gevonden');

    await act(() => board.setLocale('ro'));
    expect(screen.getByTestId('label').textContent).toBe('ro: Caută');
    expect(screen.getByTestId('trans').textContent).toBe('Pagina nu a fost găsită');
  });

  it('re-renders after setCustomTranslations', async () => {
    const board = await createI18n({ locale: 'en-US' });
    render(
      <BoardI18nProvider value={board}>
        <SearchLabel />
      </BoardI18nProvider>,
    );
    await act(() => board.setCustomTranslations({ 'en-US': { Search: 'Find' } }));
    expect(screen.getByTestId('label').textContent).toBe('en-US: Find');
  });

  it('tells a developer when the provider is missing', () => {
    expect(() => render(<SearchLabel />)).toThrow(/BoardI18nProvider/);
  });
});
