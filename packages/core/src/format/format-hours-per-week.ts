import { numberFormat } from '@jobboard/schema';
import type { I18n } from '@lingui/core';
import { jobMessages } from '../i18n/messages/job-messages';
import { type Bounds, presentBounds } from './bounds';
import { createTextCache } from './text-cache';

const HOURS_OPTIONS: Intl.NumberFormatOptions = { maximumFractionDigits: 1 };
const ranges = createTextCache();

/**
 * Formats a job's hours per week in the active locale: "32–40 hours per week", "32-40 uur per
 * week", "Cel puțin 20 de ore pe săptămână". Gives '' when neither bound is given.
 */
export function formatHoursPerWeek(i18n: I18n, bounds: Bounds): string {
  const { min, max } = presentBounds(bounds);
  const numbers = numberFormat(i18n.locale, HOURS_OPTIONS);
  if (min !== undefined && max !== undefined) {
    const hours =
      min === max
        ? numbers.format(min)
        : ranges.get(`${i18n.locale}|${min}|${max}`, () => numbers.formatRange(min, max));
    return i18n._(jobMessages.hours(hours, max));
  }
  if (min !== undefined) return i18n._(jobMessages.hoursAtLeast(numbers.format(min), min));
  if (max !== undefined) return i18n._(jobMessages.hoursUpTo(numbers.format(max), max));
  return '';
}
