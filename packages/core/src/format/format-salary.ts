import { DEFAULT_CURRENCY, formatCurrency, type SalaryType } from '@jobboard/schema';
import type { I18n } from '@lingui/core';
import { jobMessages } from '../i18n/messages/job-messages';
import { type Bounds, presentBounds } from './bounds';
import { translateAround } from './message-template';
import { createTextCache } from './text-cache';

// Amounts as money by locale, currency and amount: a job list shows two on every card, each an
// Intl format with options, and the same amounts come back on every render of the list.
const amounts = createTextCache();

export interface Salary extends Bounds {
  /** The job's `salary_type`; without it the amount has no unit. */
  type?: SalaryType | null | undefined;
}

/**
 * Formats a job's salary in the active locale: "€ 3.000 – € 4.000 per maand", "From $15 per hour",
 * "Până la 5.000 EUR pe lună". Gives '' when neither bound is given.
 */
export function formatSalary(
  i18n: I18n,
  { type, ...bounds }: Salary,
  currency: string = DEFAULT_CURRENCY,
): string {
  const { min, max } = presentBounds(bounds);
  const { locale } = i18n;
  const money = (amount: number) =>
    amounts.get(`${locale}|${currency}|${amount}`, () => formatCurrency(amount, locale, currency));
  let amount: string;
  if (min !== undefined && max !== undefined) {
    amount = min === max ? money(min) : `${money(min)} – ${money(max)}`;
  } else if (min !== undefined) {
    amount = translateAround(i18n, 'salary-from', jobMessages.salaryFrom, money(min));
  } else if (max !== undefined) {
    amount = translateAround(i18n, 'salary-up-to', jobMessages.salaryUpTo, money(max));
  } else {
    return '';
  }
  // A type the API should not send ('weekly', 'toString') shows the amount without a unit.
  return type && Object.hasOwn(jobMessages.salaryPer, type)
    ? translateAround(i18n, `salary-per-${type}`, jobMessages.salaryPer[type], amount)
    : amount;
}
