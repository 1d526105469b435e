import type { SupportedLocale } from '@jobboard/schema';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/create-i18n';
import { createFormatters, type Formatters } from './create-formatters';
import type { FormatSettings } from './format-settings';

// Intl separates amount and currency with a no-break space in nl and ro.
const NBSP = '\u00a0';
const NOW = new Date('2024-03-05T12:00:00Z');

async function formatters(locale: SupportedLocale, settings?: FormatSettings): Promise<Formatters> {
  const board = await createI18n({ locale });
  return createFormatters(board.i18n, settings);
}

describe('number', () => {
  it.each([
    ['nl', '1.234.567,891'],
    ['en-US', '1,234,567.891'],
    ['ro', '1.234.567,891'],
  ] as const)('%s', async (locale, expected) => {
    expect((await formatters(locale)).number(1234567.891)).toBe(expected);
  });
});

describe('currency', () => {
  it.each([
    ['nl', undefined, 3000, `€${NBSP}3.000`],
    ['nl', undefined, 1234.5, `€${NBSP}1.234,50`],
    ['en-US', undefined, 3000, '€3,000'],
    ['en-US', 'USD', 15.25, '$15.25'],
    ['ro', undefined, 1234.5, `1.234,50${NBSP}EUR`],
    ['ro', 'RON', 99, `99${NBSP}RON`],
  ] as const)('%s %s %d', async (locale, currency, amount, expected) => {
    expect((await formatters(locale, { currency })).currency(amount)).toBe(expected);
  });

  it('treats an empty currency setting as EUR', async () => {
    expect((await formatters('en-US', { currency: '' })).currency(5)).toBe('€5');
  });
});

describe('salary', () => {
  it.each([
    ['nl', { min: 3000, max: 4000, type: 'month' }, `€${NBSP}3.000 – €${NBSP}4.000 per maand`],
    ['nl', { min: 3000, type: 'year' }, `Vanaf €${NBSP}3.000 per jaar`],
    ['nl', { max: 25.5, type: 'hour' }, `Tot €${NBSP}25,50 per uur`],
    ['nl', { min: 500, max: 500, type: 'day' }, `€${NBSP}500 per dag`],
    ['nl', { min: 3000, max: 4000 }, `€${NBSP}3.000 – €${NBSP}4.000`],
    ['en-US', { min: 3000, max: 4000, type: 'month' }, '€3,000 – €4,000 per month'],
    ['en-US', { min: 3000, type: 'year' }, 'From €3,000 per year'],
    ['en-US', { max: 25.5, type: 'hour' }, 'Up to €25.50 per hour'],
    ['en-US', { min: 10000, max: 12000, type: 'project' }, '€10,000 – €12,000 per project'],
    ['en-US', { min: 0, max: null, type: 'month' }, ''],
    ['ro', { min: 3000, max: 4000, type: 'month' }, `3.000${NBSP}EUR – 4.000${NBSP}EUR pe lună`],
    ['ro', { min: 3000, type: 'year' }, `De la 3.000${NBSP}EUR pe an`],
    ['ro', { max: 25.5, type: 'hour' }, `Până la 25,50${NBSP}EUR pe oră`],
    [
      'ro',
      { min: 10000, max: 12000, type: 'project' },
      `10.000${NBSP}EUR – 12.000${NBSP}EUR pe proiect`,
    ],
    ['ro', { min: 500, max: 500, type: 'day' }, `500${NBSP}EUR pe zi`],
  ] as const)('%s %j', async (locale, salary, expected) => {
    expect((await formatters(locale)).salary(salary)).toBe(expected);
  });

  it.each(['weird', 'toString', '__proto__'])(
    'shows the amount without a unit for an unknown type %j',
    async (type) => {
      const f = await formatters('en-US');
      expect(f.salary({ min: 3000, max: 4000, type: type as 'month' })).toBe('€3,000 – €4,000');
    },
  );

  it('uses the site currency', async () => {
    const f = await formatters('nl', { currency: 'USD' });
    expect(f.salary({ min: 15, max: 20, type: 'hour' })).toBe(
      `US$${NBSP}15 – US$${NBSP}20 per uur`,
    );
  });
});

describe('hoursPerWeek', () => {
  it.each([
    ['nl', { min: 32, max: 40 }, '32–40 uur per week'],
    ['nl', { min: 32.5, max: 40 }, '32,5–40 uur per week'],
    ['nl', { min: 40, max: 40 }, '40 uur per week'],
    ['nl', { min: 8 }, 'Minimaal 8 uur per week'],
    ['nl', { max: 20 }, 'Maximaal 20 uur per week'],
    ['en-US', { min: 32, max: 40 }, '32–40 hours per week'],
    ['en-US', { min: 1, max: 1 }, '1 hour per week'],
    ['en-US', { min: 8 }, 'At least 8 hours per week'],
    ['en-US', { max: 20 }, 'Up to 20 hours per week'],
    ['en-US', { min: 0, max: 0 }, ''],
    ['ro', { min: 32, max: 40 }, '32–40 de ore pe săptămână'],
    ['ro', { min: 1, max: 1 }, '1 oră pe săptămână'],
    ['ro', { min: 8 }, 'Cel puțin 8 ore pe săptămână'],
    ['ro', { max: 20 }, 'Până la 20 de ore pe săptămână'],
    ['ro', { min: 12, max: 16 }, '12–16 ore pe săptămână'],
  ] as const)('%s %j', async (locale, hours, expected) => {
    expect((await formatters(locale)).hoursPerWeek(hours)).toBe(expected);
  });
});

describe('distance', () => {
  it.each([
    ['nl', false, 25, '25 km'],
    ['nl', false, 2.54, '2,5 km'],
    ['en-US', false, 2.54, '2.5 km'],
    ['en-US', true, 25, '25 mi'],
    ['ro', false, 25, '25 km'],
    ['ro', true, 10, '10 mi'],
  ] as const)('%s imperial=%s %d', async (locale, useImperial, value, expected) => {
    const f = await formatters(locale, { useImperial });
    expect(f.distance(value)).toBe(expected);
    expect(f.distanceUnit).toBe(useImperial ? 'mi' : 'km');
  });
});

describe('jobDate', () => {
  it.each([
    ['nl', undefined, '03/05/2024'],
    ['nl', 'dd-MM-yyyy', '05-03-2024'],
    ['nl', 'MMMM dd yyyy', 'maart 05 2024'],
    ['en-US', 'MMM dd yyyy', 'Mar 05 2024'],
    ['en-US', 'dd/MM/yyyy', '05/03/2024'],
    ['ro', 'MMMM dd yyyy', 'martie 05 2024'],
  ] as const)('%s %s', async (locale, jobDateFormat, expected) => {
    expect((await formatters(locale, { jobDateFormat })).jobDate('2024-03-05')).toBe(expected);
  });

  it('reads the day in the site time zone', async () => {
    const late = '2024-03-05T23:30:00Z';
    expect((await formatters('nl', { jobDateFormat: 'dd-MM-yyyy' })).jobDate(late)).toBe(
      '06-03-2024',
    );
    const utc = await formatters('nl', { jobDateFormat: 'dd-MM-yyyy', timeZone: 'UTC' });
    expect(utc.jobDate(late)).toBe('05-03-2024');
  });
});

describe('relativeDate', () => {
  it.each([
    ['nl', '2024-03-04T12:00:00Z', 'gisteren'],
    ['nl', '2024-02-14T12:00:00Z', '3 weken geleden'],
    ['nl', '2024-03-05T12:00:00Z', 'nu'],
    ['nl', '2024-03-19T12:00:00Z', 'over 2 weken'],
    ['en-US', '2024-03-04T12:00:00Z', 'yesterday'],
    ['en-US', '2024-03-05T11:59:40Z', '20 seconds ago'],
    ['en-US', '2024-03-05T09:00:00Z', '3 hours ago'],
    ['en-US', '2023-12-05T12:00:00Z', '3 months ago'],
    ['en-US', '2022-03-19T12:00:00Z', '2 years ago'],
    ['ro', '2024-03-04T12:00:00Z', 'ieri'],
    ['ro', '2024-02-14T12:00:00Z', 'acum 3 săptămâni'],
    ['ro', '2024-03-05T11:59:40Z', 'acum 20 de secunde'],
    ['ro', 'not a date', ''],
  ] as const)('%s %s', async (locale, date, expected) => {
    expect((await formatters(locale)).relativeDate(date, NOW)).toBe(expected);
  });
});
