import { describe, expect, it } from 'vitest';
import { type PersonValues, validatePerson } from './validate-person';

const KIM: PersonValues = { given_name: 'Kim', family_name: 'de Vries', email: 'kim@example.com' };

describe('validatePerson', () => {
  it.each<[string, Partial<PersonValues>, ReturnType<typeof validatePerson>]>([
    ['nothing for a valid person', {}, {}],
    ['a blank given name', { given_name: '  ' }, { given_name: 'required' }],
    ['a blank family name', { family_name: '' }, { family_name: 'required' }],
    ['a blank email as required', { email: ' ' }, { email: 'required' }],
    ['an email that is not one', { email: 'kim' }, { email: 'email' }],
    ['an email with spaces around it as valid', { email: ' kim@example.com ' }, {}],
  ])('finds %s', (_name, values, expected) => {
    expect(validatePerson({ ...KIM, ...values })).toEqual(expected);
  });
});
