import { DEFAULT_CURRENCY, formatCurrency, type SalaryType } from '@jobboard/schema';
import type { I18n } from '@lingui/core';
import { jobMessages } from '../i18n/messages/job-messages';
import { type Bounds, presentBounds } from './bounds';
import { translateAround } from './message-template';

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
  const money = (amount: number) => formatCurrency(amount, i18n.locale, currency);
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
  return type
    ? translateAround(i18n, `salary-per-${type}`, jobMessages.salaryPer[type], amount)
    : amount;
}
