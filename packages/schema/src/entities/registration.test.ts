import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  buildCandidateRegistration,
  buildEmployerRegistration,
  buildPhonePayload,
  failureOf,
} from './fixtures';
import { PASSWORD_MISMATCH_MESSAGE } from './password';
import { CandidateRegistration, EmployerRegistration, PasswordReset } from './registration';

describe('CandidateRegistration', () => {
  it('accepts the fixture', () => {
    expect(is(buildCandidateRegistration(), CandidateRegistration)).toBe(true);
  });

  it('reports a mismatched confirmation on password_confirmation', () => {
    const failure = failureOf(
      CandidateRegistration,
      buildCandidateRegistration({ password_confirmation: 'something else' }),
    );
    expect(failure).toEqual({
      path: ['password_confirmation'],
      message: PASSWORD_MISMATCH_MESSAGE,
    });
  });

  it.each([
    ['a short password', { password: 'short', password_confirmation: 'short' }, ['password']],
    ['a missing family name', { family_name: undefined }, ['family_name']],
    ['a bad e-mail', { email: 'kim.example.com' }, ['email']],
    ['newsletters as text', { newsletters: ['weekly'] }, ['newsletters', 0]],
    ['a company name', { name: 'Example BV' }, ['name']],
  ])('rejects %s', (_case, overrides, path) => {
    expect(
      failureOf(CandidateRegistration, { ...buildCandidateRegistration(), ...overrides })?.path,
    ).toEqual(path);
  });
});

describe('EmployerRegistration', () => {
  it('accepts the fixture', () => {
    expect(is(buildEmployerRegistration(), EmployerRegistration)).toBe(true);
  });

  it('reports a mismatched confirmation on password_confirmation', () => {
    const failure = failureOf(
      EmployerRegistration,
      buildEmployerRegistration({ password_confirmation: 'nope nope' }),
    );
    expect(failure?.path).toEqual(['password_confirmation']);
  });

  it.each([
    ['a missing company name', { name: undefined }, ['name']],
    ['no address', { addresses: [] }, ['addresses']],
    ['no phone', { phones: [] }, ['phones']],
    [
      'an address without city',
      { addresses: [{ address_line_1: 'Damrak 1', postal_code: '1012 LG', country_code: 'NL' }] },
      ['addresses', 0, 'city'],
    ],
    [
      'a phone with a dial code as country',
      { phones: [buildPhonePayload({ country_code: '+31' })] },
      ['phones', 0, 'country_code'],
    ],
  ])('rejects %s', (_case, overrides, path) => {
    expect(
      failureOf(EmployerRegistration, { ...buildEmployerRegistration(), ...overrides })?.path,
    ).toEqual(path);
  });
});

describe('PasswordReset', () => {
  it.each([
    [{ password: 'new password', password_confirmation: 'new password', token: 't' }, undefined],
    [
      { password: 'new password', password_confirmation: 'other password', token: 't' },
      ['password_confirmation'],
    ],
    [{ password: 'new password', password_confirmation: 'new password', token: '' }, ['token']],
  ])('checks %j', (payload, path) => {
    expect(failureOf(PasswordReset, payload)?.path).toEqual(path);
  });
});
