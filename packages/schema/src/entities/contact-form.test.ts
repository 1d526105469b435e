import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { ContactForm } from './contact-form';
import { buildContactForm, failureOf } from './fixtures';

describe('ContactForm', () => {
  it('accepts the fixture and a form with only the always-present fields', () => {
    expect(is(buildContactForm(), ContactForm)).toBe(true);
    expect(
      is(
        { email: 'a@example.com', name: 'A', email_contact_form: 'info@example.com' },
        ContactForm,
      ),
    ).toBe(true);
    expect(is({ email: 'a@example.com', name: 'A' }, ContactForm)).toBe(true);
  });

  it.each([
    ['a missing name', { name: undefined }, ['name']],
    ['an empty subject (empty fields are dropped, not sent)', { subject: '' }, ['subject']],
    ['a bad recipient', { email_contact_form: 'info' }, ['email_contact_form']],
    ['an unknown field', { company: 'x' }, ['company']],
  ])('rejects %s', (_case, overrides, path) => {
    expect(failureOf(ContactForm, { ...buildContactForm(), ...overrides })?.path).toEqual(path);
  });
});
