import { DEFAULT_TIMEZONE, type Locale } from '../locale';
import { dateTimeFormat } from './intl-cache';

/** The job date formats a site may choose (builder.md §9); the first is the default. */
export const JOB_DATE_FORMATS = [
  'MM/dd/yyyy',
  'dd/MM/yyyy',
  'MM-dd-yyyy',
  'dd-MM-yyyy',
  'MMM dd yyyy',
  'MMMM dd yyyy',
] as const;

export type JobDateFormat = (typeof JOB_DATE_FORMATS)[number];

export const DEFAULT_JOB_DATE_FORMAT: JobDateFormat = 'MM/dd/yyyy';

export function isJobDateFormat(value: unknown): value is JobDateFormat {
  return typeof value === 'string' && (JOB_DATE_FORMATS as readonly string[]).includes(value);
}

// Longest token first so `MMMM` is not read as `MM` twice.
const TOKEN = /MMMM|MMM|MM|dd|yyyy/g;

/**
 * Formats a job date (a `Date`, an ISO string or epoch ms) in one of {@link JOB_DATE_FORMATS}.
 * Month names come from `Intl` for the locale; day and month are read in the board's time zone
 * so a date stored as UTC midnight is not shown as the day before. Invalid dates give ''.
 */
export function formatJobDate(
  date: Date | string | number,
  format: JobDateFormat,
  locale: Locale,
  timeZone: string = DEFAULT_TIMEZONE,
): string {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return '';
  const parts = dateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(value);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const monthName = (month: 'short' | 'long') =>
    dateTimeFormat(locale, { timeZone, month }).format(value);
  return format.replace(TOKEN, (token) => {
    switch (token) {
      case 'MMMM':
        return monthName('long');
      case 'MMM':
        return monthName('short');
      case 'MM':
        return part('month');
      case 'dd':
        return part('day');
      default:
        return part('year');
    }
  });
}
