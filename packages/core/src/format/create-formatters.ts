import {
  DEFAULT_CURRENCY,
  DEFAULT_JOB_DATE_FORMAT,
  DEFAULT_TIMEZONE,
  type DistanceUnit,
  distanceUnit,
  formatCurrency,
  formatJobDate,
} from '@jobboard/schema';
import type { I18n } from '@lingui/core';
import type { Bounds } from './bounds';
import { formatDistance } from './format-distance';
import { formatHoursPerWeek } from './format-hours-per-week';
import { formatNumber } from './format-number';
import { formatRelativeDate } from './format-relative-date';
import { formatSalary, type Salary } from './format-salary';
import type { FormatSettings } from './format-settings';
import { createTextCache } from './text-cache';

// Job dates repeat on every card and every render; a date's text depends only on these inputs.
const jobDates = createTextCache();

/** Formatting functions bound to one locale and one site's settings. */
export interface Formatters {
  readonly locale: string;
  /** 'mi' on imperial sites, else 'km'. */
  readonly distanceUnit: DistanceUnit;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** A date in the site's job date format. */
  jobDate(date: Date | string | number): string;
  relativeDate(date: Date | string | number, now?: Date | number): string;
  /** An amount in the site currency, 0 to 2 decimals. */
  currency(amount: number): string;
  salary(salary: Salary): string;
  hoursPerWeek(hours: Bounds): string;
  /** A distance in the site's unit. */
  distance(value: number): string;
}

/** Binds the formatters to the active locale of `i18n` and the site's format settings. */
export function createFormatters(i18n: I18n, settings: FormatSettings = {}): Formatters {
  const locale = i18n.locale;
  const currency = settings.currency || DEFAULT_CURRENCY;
  const jobDateFormat = settings.jobDateFormat ?? DEFAULT_JOB_DATE_FORMAT;
  const timeZone = settings.timeZone ?? DEFAULT_TIMEZONE;
  const unit = distanceUnit(settings.useImperial);
  return {
    locale,
    distanceUnit: unit,
    number: (value, options) => formatNumber(locale, value, options),
    jobDate: (date) => {
      const value = date instanceof Date ? `date:${date.getTime()}` : `${typeof date}:${date}`;
      return jobDates.get(`${locale}|${timeZone}|${jobDateFormat}|${value}`, () =>
        formatJobDate(date, jobDateFormat, locale, timeZone),
      );
    },
    relativeDate: (date, now) => formatRelativeDate(locale, date, now),
    currency: (amount) => formatCurrency(amount, locale, currency),
    salary: (salary) => formatSalary(i18n, salary, currency),
    hoursPerWeek: (hours) => formatHoursPerWeek(i18n, hours),
    distance: (value) => formatDistance(locale, value, unit),
  };
}
