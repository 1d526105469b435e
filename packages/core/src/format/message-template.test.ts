import { type MessageDescriptor, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/create-i18n';
import { formatHoursPerWeek } from './format-hours-per-week';
import { formatSalary } from './format-salary';
import { translateAround } from './message-template';

const message = (value: string): MessageDescriptor => ({
  id: 'test.per-month',
  message: '{value} per month',
  values: { value },
});

describe('translateAround', () => {
  it('gives what the translation of each value gives', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    for (const value of ['€ 3.000', '$15 – $20', 'a $& b', '']) {
      expect(translateAround(i18n, 'per-month', message, value)).toBe(i18n._(message(value)));
    }
  });

  it('translates per call when the translation shows the value twice or not at all', () => {
    const i18n = setupI18n({
      locale: 'en',
      messages: { en: { 'test.twice': '{value} ({value})', 'test.none': 'on request' } },
    });
    const twice = (value: string) => ({ id: 'test.twice', values: { value } });
    const none = (value: string) => ({ id: 'test.none', values: { value } });
    expect(translateAround(i18n, 'twice', twice, '€ 5')).toBe('€ 5 (€ 5)');
    expect(translateAround(i18n, 'twice', twice, '€ 6')).toBe('€ 6 (€ 6)');
    expect(translateAround(i18n, 'none', none, '€ 5')).toBe('on request');
  });

  it("follows the i18n's messages when a catalog or custom translations load", async () => {
    const board = await createI18n({ locale: 'en-US' });
    const salary = { min: 3000, max: 3000, type: 'month' } as const;
    expect(formatSalary(board.i18n, salary)).toBe('€3,000 per month');
    expect(formatHoursPerWeek(board.i18n, { min: 40, max: 40 })).toBe('40 hours per week');
    await board.setCustomTranslations({
      'en-US': {
        '{salary} per month': '{salary} monthly',
        '{count, plural, one {{hours} hour per week} other {{hours} hours per week}}':
          '{count, plural, one {{hours} hour a week} other {{hours} hours a week}}',
      },
    });
    expect(formatSalary(board.i18n, salary)).toBe('€3,000 monthly');
    expect(formatHoursPerWeek(board.i18n, { min: 40, max: 40 })).toBe('40 hours a week');
    expect(formatHoursPerWeek(board.i18n, { min: 1, max: 1 })).toBe('1 hour a week');
    await board.setLocale('nl');
    expect(formatSalary(board.i18n, salary)).toBe('€\u00a03.000 per maand');
  });
});
