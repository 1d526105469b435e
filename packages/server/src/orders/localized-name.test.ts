import { describe, expect, it } from 'vitest';
import { localizedName } from './localized-name';

describe('localizedName', () => {
  const invoice = { name: 'Factuur', names: { 'en-US': 'Invoice', ro: 'Factură' } };

  it('answers the locale’s name', () => {
    expect(localizedName(invoice, 'ro')).toBe('Factură');
    expect(localizedName(invoice, 'en-US')).toBe('Invoice');
  });

  it('answers the name of the same language when the exact code has none', () => {
    expect(localizedName(invoice, 'en-GB')).toBe('Invoice');
    expect(localizedName({ name: 'Factuur', names: { en: 'Invoice' } }, 'en-US')).toBe('Invoice');
  });

  it('falls back to the default-language name without one, or with an empty one', () => {
    expect(localizedName(invoice, 'nl')).toBe('Factuur');
    expect(localizedName(invoice, 'de')).toBe('Factuur');
    expect(localizedName({ name: 'Factuur', names: { ro: ' ' } }, 'ro')).toBe('Factuur');
    expect(localizedName({ name: 'Factuur', names: {} }, 'ro')).toBe('Factuur');
    expect(localizedName({ name: 'Factuur' }, 'ro')).toBe('Factuur');
  });
});
