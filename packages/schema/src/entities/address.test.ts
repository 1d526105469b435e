import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { Address, AddressPayload } from './address';
import {
  buildAddress,
  buildAddressPayload,
  buildPhone,
  buildPhonePayload,
  failureOf,
} from './fixtures';
import { Phone, PhoneNumber, PhonePayload } from './phone';

describe('Address and AddressPayload', () => {
  it('accept their fixtures', () => {
    expect(is(buildAddress(), Address)).toBe(true);
    expect(is({ id: 2, primary: false, delivery: true, financial: false }, Address)).toBe(true);
    expect(is(buildAddressPayload(), AddressPayload)).toBe(true);
  });

  it.each([
    [
      'an address without financial flag',
      () => failureOf(Address, { ...buildAddress(), financial: undefined }),
      ['financial'],
    ],
    ['an address with a text id', () => failureOf(Address, { ...buildAddress(), id: 'a' }), ['id']],
    [
      'a payload with a country name',
      () => failureOf(AddressPayload, { ...buildAddressPayload(), country_code: 'Netherlands' }),
      ['country_code'],
    ],
    [
      'a payload with an empty postal code',
      () => failureOf(AddressPayload, { ...buildAddressPayload(), postal_code: '' }),
      ['postal_code'],
    ],
  ])('reject %s', (_case, check, path) => {
    expect(check()?.path).toEqual(path);
  });
});

describe('Phone and PhonePayload', () => {
  it('accept their fixtures', () => {
    expect(is(buildPhone(), Phone)).toBe(true);
    expect(is(buildPhonePayload(), PhonePayload)).toBe(true);
  });

  it.each([
    [
      'a phone without primary flag',
      () => failureOf(Phone, { ...buildPhone(), primary: undefined }),
      ['primary'],
    ],
    [
      'a payload with a too short number',
      () => failureOf(PhonePayload, { ...buildPhonePayload(), phone: '12' }),
      ['phone'],
    ],
    [
      'a payload with letters',
      () => failureOf(PhonePayload, { ...buildPhonePayload(), phone: '+31 6 abc' }),
      ['phone'],
    ],
  ])('reject %s', (_case, check, path) => {
    expect(check()?.path).toEqual(path);
  });
});

describe('PhoneNumber', () => {
  it.each([
    '+31 20 123 4567',
    '470 12 34 56',
    '+31 (0)20 123 45 67',
    '(020) 123.45.67',
    '020-1234567',
    '123456',
    '+48 123 456 789 0123',
    '0470/12.34.56',
    '030 / 123 4567',
  ])('accepts %s', (phone) => {
    expect(is(phone, PhoneNumber)).toBe(true);
  });

  // Separators alone once passed: the pattern counted characters, not digits.
  it.each([
    '------',
    '((((((',
    '. . . ',
    '+ - - - - -',
    '12345',
    '1234567890123456',
    '++31 20 123 4567',
    '31 + 20 123 4567',
  ])('rejects %s', (phone) => {
    expect(is(phone, PhoneNumber)).toBe(false);
  });
});
