import { cleanup, screen } from '@testing-library/react';
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
});
