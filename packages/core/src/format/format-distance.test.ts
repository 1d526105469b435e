import { SUPPORTED_LOCALES } from '@jobboard/schema';
import { describe, expect, it } from 'vitest';
import { formatDistance } from './format-distance';

describe('formatDistance', () => {
  it.each(SUPPORTED_LOCALES)('writes %s distances as Intl’s unit format does', (locale) => {
    for (const unit of ['km', 'mi'] as const) {
      const intl = new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: unit === 'km' ? 'kilometer' : 'mile',
        maximumFractionDigits: 1,
      });
      for (const value of [0, 1, 12.5, 12.345, 25, 1234.5, 100000]) {
        expect(formatDistance(locale, value, unit)).toBe(intl.format(value));
      }
    }
  });

  it('asks Intl for other languages', () => {
    expect(formatDistance('de', 1234.5, 'km')).toBe('1.234,5 km');
    expect(formatDistance('fr', 3, 'mi')).toBe(
      new Intl.NumberFormat('fr', { style: 'unit', unit: 'mile' }).format(3),
    );
  });
});
