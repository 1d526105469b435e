import { describe, expect, it } from 'vitest';
import { firstLinkIn } from '../accounts/password-reset';
import { accountCreatedMail } from './account-mail';

const LINK = new URL('https://board.example.com/wachtwoord-wijzigen?token=abc');

describe('accountCreatedMail', () => {
  it.each([
    ['nl', 'Je kandidaataccount op Bord is aangemaakt met je sollicitatie.'],
    ['en-US', 'Your candidate account on Bord has been created with your application.'],
    ['ro', 'Contul tău de candidat pe Bord a fost creat odată cu candidatura ta.'],
  ])('words the mail in %s with the link as its first', (locale, opening) => {
    const { subject, text } = accountCreatedMail(locale, 'Bord', LINK);
    expect(subject).not.toBe('');
    expect(text.split('\n')[0]).toBe(opening);
    expect(firstLinkIn(text)?.href).toBe(LINK.href);
  });

  it('falls back to English for a locale it has no words in', () => {
    expect(accountCreatedMail('de', 'Bord', LINK)).toEqual(
      accountCreatedMail('en-US', 'Bord', LINK),
    );
  });
});
