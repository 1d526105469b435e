import { describe, expect, it } from 'vitest';
import { validatePasswordChange } from './validate-password-change';

describe('validatePasswordChange (spec §5: minimum length, the repeat must match)', () => {
  it.each([
    ['', '', { password: 'required', password_confirmation: 'required' }],
    ['1234567', '1234567', { password: 'tooShort' }],
    ['12345678', '12345678', {}],
    ['        ', '        ', {}],
    ['12345678', '12345679', { password_confirmation: 'mismatch' }],
    ['12345678', '', { password_confirmation: 'required' }],
    ['short', 'other', { password: 'tooShort', password_confirmation: 'mismatch' }],
  ])('%j repeated as %j', (password, password_confirmation, problems) => {
    expect(validatePasswordChange({ password, password_confirmation })).toEqual(problems);
  });
});
