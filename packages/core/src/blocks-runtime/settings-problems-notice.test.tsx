import { parseBlockSettings } from '@jobboard/schema';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithI18n } from '../shell/testing/render-with-i18n';
import {
  MAX_LISTED_PROBLEMS,
  SettingsProblemsNotice,
  storedValueText,
} from './settings-problems-notice';

describe('storedValueText', () => {
  it.each([
    [42, '42'],
    ['loud', '"loud"'],
    [{ text: 7 }, '{"text":7}'],
    [null, 'null'],
  ])('shows %j as %s', (value, text) => {
    expect(storedValueText(value)).toBe(text);
  });

  it('cuts a long value short at 80 characters', () => {
    const text = storedValueText('x'.repeat(200));
    expect(text).toHaveLength(80);
    expect(text.endsWith('…')).toBe(true);
  });
});

describe('SettingsProblemsNotice', () => {
  afterEach(cleanup);

  const problems = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      key: `links.${index}.url`,
      message: 'must be a safe address',
      value: `javascript:${index}`,
    }));

  it('lists every problem of a short list', async () => {
    await renderWithI18n(<SettingsProblemsNotice problems={problems(3)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('note').textContent).toContain('links.2.url must be a safe address');
  });

  it(`lists the first ${MAX_LISTED_PROBLEMS} of a long list and counts the rest`, async () => {
    await renderWithI18n(<SettingsProblemsNotice problems={problems(1000)} />, 'nl');
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(MAX_LISTED_PROBLEMS + 1);
    expect(items.at(-2)?.textContent).toContain(`links.${MAX_LISTED_PROBLEMS - 1}.url`);
    expect(items.at(-1)?.textContent).toBe(`…en nog ${1000 - MAX_LISTED_PROBLEMS}`);
  });

  // Stored settings with one problem of each kind the notice meets most: a value of the wrong
  // type, a value outside a select's options, a setting the block does not have.
  const damaged = () =>
    parseBlockSettings(
      'job-list',
      { hideSortSplitView: 'yes', jobsLayout: 'carousel', colour: 'red' },
      'nl',
    ).problems;

  it.each([
    [
      'nl',
      [
        'jobsLayout Verwacht: een van "list", "cards"; de standaardwaarde gebruikt. "carousel"',
        'hideSortSplitView Verwacht: waar of onwaar; de standaardwaarde gebruikt. "yes"',
        'colour Onbekende instelling; weggelaten. "red"',
      ],
    ],
    [
      'ro',
      [
        'jobsLayout Se aștepta una dintre valorile "list", "cards"; s-a folosit valoarea implicită. "carousel"',
        'hideSortSplitView Se aștepta adevărat sau fals; s-a folosit valoarea implicită. "yes"',
        'colour Setare necunoscută; a fost omis. "red"',
      ],
    ],
  ] as const)('says what parsing changed in the board’s language (%s)', async (locale, texts) => {
    const problems = damaged();
    expect(problems.map((problem) => problem.key)).toEqual([
      'jobsLayout',
      'hideSortSplitView',
      'colour',
    ]);
    await renderWithI18n(<SettingsProblemsNotice problems={problems} />, locale);
    await waitFor(() =>
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(texts),
    );
  });

  it('shows the English of a problem the catalog has no parts of (a custom block’s)', async () => {
    await renderWithI18n(<SettingsProblemsNotice problems={problems(1)} />, 'nl');
    // The editor part loads; the custom problem stays as its block wrote it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('listitem').textContent).toBe(
      'links.0.url must be a safe address "javascript:0"',
    );
  });

  it.each([
    [20, 'Mai mult de 20 de linkuri; linkul a fost omis.'],
    [3, 'Mai mult de 3 linkuri; linkul a fost omis.'],
  ])('counts %i links with Romanian’s plural forms', async (count, text) => {
    const problem = {
      key: 'links.20',
      message: `More than ${count} links; dropped the link.`,
      fault: { tooMany: count, of: 'links' },
      action: 'dropped the link',
      value: undefined,
    } as const;
    await renderWithI18n(<SettingsProblemsNotice problems={[problem]} />, 'ro');
    await waitFor(() => expect(screen.getByRole('listitem').textContent).toBe(`links.20 ${text}`));
  });
});
