import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { CONTACT_FORM_MAX_LENGTHS, ContactForm } from './contact-form';
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
    // One line each: a line break in them forged lines in the mail to the board.
    ['a name of two lines', { name: 'a\r\nE-mail: ceo@trusted.example' }, ['name']],
    ['a subject of two lines', { subject: 'Hi\nThere' }, ['subject']],
    ['a blank name', { name: '   ' }, ['name']],
  ])('rejects %s', (_case, overrides, path) => {
    expect(failureOf(ContactForm, { ...buildContactForm(), ...overrides })?.path).toEqual(path);
  });

  it.each(['name', 'subject', 'message'] as const)(
    'caps the %s at its CONTACT_FORM_MAX_LENGTHS length',
    (field) => {
      const max = CONTACT_FORM_MAX_LENGTHS[field];
      expect(is({ ...buildContactForm(), [field]: 'a'.repeat(max) }, ContactForm)).toBe(true);
      expect(
        failureOf(ContactForm, { ...buildContactForm(), [field]: 'a'.repeat(max + 1) }),
      ).toEqual({ path: [field], message: `Expected text of at most ${max} characters` });
    },
  );

  it('caps the email and the phone at their lengths', () => {
    const { email, phone } = CONTACT_FORM_MAX_LENGTHS;
    const longEmail = `${'a'.repeat(email - 11)}@example.nl`;
    expect(is({ ...buildContactForm(), email: longEmail }, ContactForm)).toBe(true);
    expect(failureOf(ContactForm, { ...buildContactForm(), email: `a${longEmail}` })?.path).toEqual(
      ['email'],
    );
    const longPhone = `+31 6 1234 5678${' '.repeat(phone)}`;
    expect(failureOf(ContactForm, { ...buildContactForm(), phone: longPhone })?.path).toEqual([
      'phone',
    ]);
  });
});
