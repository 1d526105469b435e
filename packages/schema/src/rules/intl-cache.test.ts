import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-cache';

describe('Intl formatters are built once per locale and options', () => {
  it('returns the same number format for the same locale and options', () => {
    const euros = numberFormat('nl', { style: 'currency', currency: 'EUR' });
    expect(numberFormat('nl', { style: 'currency', currency: 'EUR' })).toBe(euros);
    expect(numberFormat('ro', { style: 'currency', currency: 'EUR' })).not.toBe(euros);
    expect(numberFormat('nl', { style: 'currency', currency: 'USD' })).not.toBe(euros);
    expect(euros.format(5)).toBe(
      new Intl.NumberFormat('nl', { style: 'currency', currency: 'EUR' }).format(5),
    );
  });

  it('returns the same date format for the same locale and options', () => {
    const months = dateTimeFormat('nl', { month: 'long', timeZone: 'Europe/Amsterdam' });
    expect(dateTimeFormat('nl', { month: 'long', timeZone: 'Europe/Amsterdam' })).toBe(months);
    expect(dateTimeFormat('nl', { month: 'short', timeZone: 'Europe/Amsterdam' })).not.toBe(months);
    expect(months.format(new Date('2026-03-15T12:00:00Z'))).toBe('maart');
  });
});
