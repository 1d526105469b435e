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

  it('offers the configured countries with a dial code first, once each, in their order', () => {
    const options = phoneCountryOptions(
      [
        { code: 'de', name: 'Germany', search_enabled: true },
        { code: 'XX', name: 'Nowhere', search_enabled: false },
        { code: 'DE', name: 'Germany', search_enabled: true },
        { code: 'BE', name: '', search_enabled: true },
      ],
      'en-US',
    );
    expect(options.slice(0, 2)).toEqual([
      { code: 'DE', name: 'Germany', dialCode: '49' },
      { code: 'BE', name: 'Belgium', dialCode: '32' },
    ]);
    const codes = options.map((option) => option.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).not.toContain('XX');
  });

  // An applicant's number need not be from a country the site lists.
  it('offers every country of the dial-code table after the configured ones, by name', () => {
    const options = phoneCountryOptions(
      [{ code: 'BE', name: 'Belgium', search_enabled: true }],
      'en-US',
    );
    expect(options).toContainEqual({ code: 'PL', name: 'Poland', dialCode: '48' });
    expect(options).toContainEqual({ code: 'NL', name: 'Netherlands', dialCode: '31' });
    const rest = options.slice(1).map((option) => option.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en-US')));
    expect(rest[0]).toBe('Afghanistan');
    for (const option of options) expect(option.dialCode).toBe(dialCodeOf(option.code));
  });

  it('names and orders the other countries in the locale', () => {
    const names = phoneCountryOptions([], 'nl').map((option) => option.name);
    expect(names).toContain('Polen');
    expect(names.indexOf('Duitsland')).toBeLessThan(names.indexOf('Nederland'));
  });

  it.each([['the site lists none', []]])('starts with NL when %s', (_case, countries) => {
    const options = phoneCountryOptions(countries, 'en-US');
    expect(options).toContainEqual({ code: 'NL', name: 'Netherlands', dialCode: '31' });
    expect(initialPhoneCountry(options, countries)).toBe('NL');
  });

  it.each([
    ['the site lists NL after others', ['BE', 'NL'], 'NL'],
    ['the site lists other countries only', ['RO', 'BE'], 'RO'],
    ['the site lists none with a dial code', ['XX'], 'NL'],
  ])('starts with the right country when %s', (_case, codes, expected) => {
    const countries = codes.map((code) => ({ code, name: '', search_enabled: true }));
    expect(initialPhoneCountry(phoneCountryOptions(countries, 'en-US'), countries)).toBe(expected);
  });
});
