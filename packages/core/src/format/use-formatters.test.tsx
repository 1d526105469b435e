import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BoardI18nProvider } from '../i18n/board-i18n-provider';
import { createI18n } from '../i18n/create-i18n';
import type { FormatSettings } from './format-settings';
import { FormatSettingsContext } from './format-settings-context';
import { useFormatters } from './use-formatters';

function JobFacts() {
  const format = useFormatters();
  return (
    <p data-testid="facts">
      {format.salary({ min: 3000, type: 'month' })} | {format.distance(25)} |{' '}
      {format.jobDate('2024-03-05')}
    </p>
  );
}

async function renderFacts(settings?: FormatSettings) {
  const board = await createI18n({ locale: 'en-US' });
  const tree = <JobFacts />;
  render(
    <BoardI18nProvider value={board}>
      {settings ? <FormatSettingsContext value={settings}>{tree}</FormatSettingsContext> : tree}
    </BoardI18nProvider>,
  );
  return board;
}

describe('useFormatters', () => {
  afterEach(cleanup);

  it('uses the defaults without format settings', async () => {
    await renderFacts();
    expect(screen.getByTestId('facts').textContent).toBe(
      'From €3,000 per month | 25 km | 03/05/2024',
    );
  });

  it('follows the site format settings', async () => {
    await renderFacts({ currency: 'USD', useImperial: true, jobDateFormat: 'dd-MM-yyyy' });
    expect(screen.getByTestId('facts').textContent).toBe(
      'From $3,000 per month | 25 mi | 05-03-2024',
    );
  });

  it('formats for the new locale after a switch', async () => {
    const board = await renderFacts({ jobDateFormat: 'MMMM dd yyyy' });
    await act(() => board.setLocale('ro'));
    expect(screen.getByTestId('facts').textContent).toBe(
      'De la 3.000\u00a0EUR pe lună | 25 km | martie 05 2024',
    );
  });
});
