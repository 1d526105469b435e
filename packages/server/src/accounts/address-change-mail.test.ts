import { describe, expect, it } from 'vitest';
import { activationMail } from './activation-mail';
import { addressChangeMail } from './address-change-mail';

const link = new URL('https://board.test/mijn-account?verify_token=abc&role=candidate');

describe('addressChangeMail', () => {
  it.each([
    [
      'nl',
      'Bevestig je nieuwe e-mailadres',
      'Het e-mailadres van je account bij Board is gewijzigd.',
    ],
    [
      'en-US',
      'Confirm your new e-mail address',
      'The e-mail address of your account on Board has been changed.',
    ],
    [
      'ro',
      'Confirmă noua adresă de e-mail',
      'Adresa de e-mail a contului tău pe Board a fost schimbată.',
    ],
    ['de', 'Confirm your new e-mail address', 'The e-mail address of your account on Board'],
  ])('says in %s that the address changed, with the link', (locale, subject, intro) => {
    const mail = addressChangeMail(locale, 'Board', link);
    expect(mail.subject).toBe(subject);
    expect(mail.text.startsWith(intro)).toBe(true);
    expect(mail.text).toContain(link.href);
  });

  it('is not the registration’s welcome mail', () => {
    for (const locale of ['nl', 'en-US', 'ro']) {
      const welcome = activationMail(locale, 'Board', link);
      const changed = addressChangeMail(locale, 'Board', link);
      expect(changed.subject).not.toBe(welcome.subject);
      expect(changed.text.split('\n')[0]).not.toBe(welcome.text.split('\n')[0]);
    }
  });
});
