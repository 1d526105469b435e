import { describe, expect, it } from 'vitest';
import { formatCurrency } from './format-currency';

// Intl puts a no-break space between symbol and amount in some locales.
const normalize = (text: string) => text.replace(/\s/g, ' ');

describe('formatCurrency', () => {
  it.each([
    [1234, 'en-US', undefined, '€1,234'],
    [1234.5, 'en-US', undefined, '€1,234.50'],
    [0.255, 'en-US', undefined, '€0.26'],
    [9.999, 'en-US', undefined, '€10'],
    [1234.5, 'nl', undefined, '€ 1.234,50'],
    [25, 'nl', undefined, '€ 25'],
    [1234.5, 'ro', undefined, '1.234,50 EUR'],
    [19.9, 'en-US', 'USD', '$19.90'],
    [-5, 'en-US', undefined, '-€5'],
    // A damaged app_currency setting prices in the default currency rather than throwing.
    [25, 'en-US', 'NOPE', '€25'],
    [25, 'nl', '', '€ 25'],
    [25, 'en-US', 'euro', '€25'],
  ])('%d in %s (%s) is %s', (amount, locale, currency, expected) => {
    expect(normalize(formatCurrency(amount, locale, currency))).toBe(expected);
  });
});
