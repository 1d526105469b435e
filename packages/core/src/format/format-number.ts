import { numberFormat } from '@jobboard/schema';

/** Formats a number with the locale's grouping and decimal marks. */
export function formatNumber(
  locale: string,
  value: number,
  options?: Intl.NumberFormatOptions,
): string {
  return numberFormat(locale, options).format(value);
}
