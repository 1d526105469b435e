import { describe, expect, it } from 'vitest';
import { dialCodeOf } from './dial-codes';
import { initialPhoneCountry, phoneCountryOptions } from './phone-country-options';

describe('phone countries', () => {
  it.each([
    ['NL', '31'],
    ['be', '32'],
    ['RO', '40'],
    ['US', '1'],
    ['XX', undefined],
  ])('%s dials %s', (code, dial) => {
    expect(dialCodeOf(code)).toBe(dial);
  });

  it('offers the configured countries with a dial code, once each', () => {
    const options = phoneCountryOptions(
      [
        { code: 'de', name: 'Germany', search_enabled: true },
        { code: 'XX', name: 'Nowhere', search_enabled: false },
        { code: 'DE', name: 'Germany', search_enabled: true },
      ],
      'en-US',
    );
    expect(options).toEqual([{ code: 'DE', name: 'Germany', dialCode: '49' }]);
    expect(initialPhoneCountry(options)).toBe('DE');
  });

  it('offers NL when the site configures no countries', () => {
    const options = phoneCountryOptions([], 'en-US');
    expect(options).toEqual([{ code: 'NL', name: 'Netherlands', dialCode: '31' }]);
    expect(initialPhoneCountry(options)).toBe('NL');
  });
});
