import { describe, expect, it } from 'vitest';
import { formatJobDate, isJobDateFormat, JOB_DATE_FORMATS } from './job-date-format';

describe('formatJobDate', () => {
  it.each([
    ['MM/dd/yyyy', 'en-US', '03/05/2024'],
    ['dd/MM/yyyy', 'en-US', '05/03/2024'],
    ['MM-dd-yyyy', 'nl', '03-05-2024'],
    ['dd-MM-yyyy', 'ro', '05-03-2024'],
    ['MMM dd yyyy', 'en-US', 'Mar 05 2024'],
    ['MMMM dd yyyy', 'en-US', 'March 05 2024'],
    ['MMMM dd yyyy', 'nl', 'maart 05 2024'],
    ['MMMM dd yyyy', 'ro', 'martie 05 2024'],
  ] as const)('%s in %s', (format, locale, expected) => {
    expect(formatJobDate('2024-03-05', format, locale)).toBe(expected);
  });

  it('reads the day in the board time zone, not UTC', () => {
    const lateUtc = '2024-03-05T23:30:00Z';
    expect(formatJobDate(lateUtc, 'dd-MM-yyyy', 'nl')).toBe('06-03-2024');
    expect(formatJobDate(lateUtc, 'dd-MM-yyyy', 'nl', 'UTC')).toBe('05-03-2024');
  });

  it.each([
    [new Date(Date.UTC(2023, 11, 31, 12)), '12/31/2023'],
    [Date.UTC(2023, 0, 1, 12), '01/01/2023'],
  ])('accepts Date and epoch ms (%s)', (date, expected) => {
    expect(formatJobDate(date, 'MM/dd/yyyy', 'en-US')).toBe(expected);
  });

  it.each(['', 'not a date', Number.NaN])('gives an empty string for %j', (date) => {
    expect(formatJobDate(date, 'MM/dd/yyyy', 'en-US')).toBe('');
  });
});

describe('isJobDateFormat', () => {
  it.each<[unknown, boolean]>([
    ...JOB_DATE_FORMATS.map((format): [unknown, boolean] => [format, true]),
    ['yyyy-MM-dd', false],
    [1, false],
  ])('%j is %s', (value, expected) => {
    expect(isJobDateFormat(value)).toBe(expected);
  });
});
