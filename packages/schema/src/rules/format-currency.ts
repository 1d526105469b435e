import type { Locale } from '../locale';
import { numberFormat } from './intl-cache';

/** The site currency when `app_currency` is not set. */
export const DEFAULT_CURRENCY = 'EUR';

/**
 * Formats an amount as money with 0 to 2 decimals: whole amounts without decimals (`€ 25`),
 * others with two (`€ 25,50`), since one decimal (`€ 25,5`) reads as a mistake on a price. An
 * invalid currency code gives the default currency rather than an error.
 */
export function formatCurrency(
  amount: number,
  locale: Locale,
  currency: string = DEFAULT_CURRENCY,
): string {
  const decimals = Number.isInteger(Math.round(amount * 100) / 100) ? 0 : 2;
  const format = (code: string) =>
    numberFormat(locale, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(amount);
  try {
    return format(currency);
  } catch {
    // A site's app_currency that is no currency code ('euro') prices in the default one.
    return format(DEFAULT_CURRENCY);
  }
}
