import { numberFormat } from '@jobboard/schema';
import type { I18n } from '@lingui/core';
import { jobMessages } from '../i18n/messages/job-messages';
import { type Bounds, presentBounds } from './bounds';
import { translateAround } from './message-template';
import { createTextCache } from './text-cache';

const HOURS_OPTIONS: Intl.NumberFormatOptions = { maximumFractionDigits: 1 };
const ranges = createTextCache();

/**
 * Formats a job's hours per week in the active locale: "32–40 hours per week", "32–40 uur per
 * week", "Cel puțin 20 de ore pe săptămână". Gives '' when neither bound is given. A range takes
 * an en dash in every locale, as the salary beside it on a job card does (CLDR's number ranges
 * give "32-40" in nl and "32 - 40" in ro, next to the salary's "€ 27 – € 34").
 */
export function formatHoursPerWeek(i18n: I18n, bounds: Bounds): string {
  const { min, max } = presentBounds(bounds);
  const numbers = numberFormat(i18n.locale, HOURS_OPTIONS);
  if (min !== undefined && max !== undefined) {
    const hours =
      min === max
        ? numbers.format(min)
        : ranges.get(
            `${i18n.locale}|${min}|${max}`,
            () => `${numbers.format(min)}–${numbers.format(max)}`,
          );
    return translateAround(i18n, `hours-${max}`, (text) => jobMessages.hours(text, max), hours);
  }
  if (min !== undefined) {
    const text = numbers.format(min);
    return translateAround(
      i18n,
      `hours-at-least-${min}`,
      (value) => jobMessages.hoursAtLeast(value, min),
      text,
    );
  }
  if (max !== undefined) {
    const text = numbers.format(max);
    return translateAround(
      i18n,
      `hours-up-to-${max}`,
      (value) => jobMessages.hoursUpTo(value, max),
      text,
    );
  }
  return '';
}
