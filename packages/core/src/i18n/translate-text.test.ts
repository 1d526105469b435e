import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { translateText } from './translate-text';

describe('translateText', () => {
  it.each([
    ['nl', 'site password invalid', 'Het wachtwoord van de site is ongeldig'],
    ['ro', 'Employer account required', 'Este necesar un cont de angajator'],
    ['en-US', 'Employer account required', 'Employer account required'],
    ['nl', 'Some message the catalog does not know', 'Some message the catalog does not know'],
  ])('%s: %s', async (locale, text, expected) => {
    const board = await createI18n({ locale });
    expect(translateText(board.i18n, text)).toBe(expected);
  });

  it.each([
    ['nl', 'Resume not found', 'Cv niet gevonden'],
    ['ro', 'Address not found', 'Adresa nu a fost găsită'],
    [
      'nl',
      'At most 20 addresses can be kept: delete one first.',
      'Je kunt maximaal 20 adressen bewaren: verwijder er eerst een.',
    ],
    ['nl', 'Token not found', 'Token niet gevonden'],
    [
      'ro',
      'At most 20 tokens can be kept: delete one first.',
      'Poți păstra cel mult 20 de tokenuri: șterge mai întâi unul.',
    ],
    ['nl', 'Job alert not found', 'Vacaturealert niet gevonden'],
  ])('%s: the API text %s, once the account texts are loaded', async (locale, text, expected) => {
    const board = await createI18n({ locale });
    expect(translateText(board.i18n, text)).toBe(text);
    await board.loadPart('account');
    expect(translateText(board.i18n, text)).toBe(expected);
  });

  it('fills placeholders of a known text', async () => {
    const board = await createI18n({ locale: 'nl' });
    expect(translateText(board.i18n, 'Image size can not exceed {number}MB!', { number: 2 })).toBe(
      'De afbeelding mag niet groter zijn dan 2 MB!',
    );
  });

  it.each([
    [
      'nl',
      'Allowed file types: PDF, DOC, DOCX, LaTeX!',
      'Toegestane bestandstypen: PDF, DOC, DOCX, LaTeX!',
    ],
    [
      'ro',
      'Allowed file types: PDF, DOC, DOCX, LaTeX!',
      'Tipuri de fișiere permise: PDF, DOC, DOCX, LaTeX!',
    ],
    ['nl', 'Image size can not exceed 5MB!', 'De afbeelding mag niet groter zijn dan 5 MB!'],
    ['ro', 'File size can not exceed 10MB!', 'Fișierul nu poate depăși 10 MB!'],
    ['nl', 'Allowed file types: !', 'Allowed file types: !'],
    [
      'nl',
      'Too many attempts. Please try again in 15 minutes.',
      'Te veel pogingen. Probeer het over 15 minuten opnieuw.',
    ],
    [
      'ro',
      'Too many attempts. Please try again in 1 minute.',
      'Prea multe încercări. Încearcă din nou peste 1 minut.',
    ],
    // Romanian counts 2 to 19 as 'minute' and 20 and more with 'de': '44 de minute'.
    [
      'ro',
      'Too many attempts. Please try again in 15 minutes.',
      'Prea multe încercări. Încearcă din nou peste 15 minute.',
    ],
    [
      'ro',
      'Too many attempts. Please try again in 44 minutes.',
      'Prea multe încercări. Încearcă din nou peste 44 de minute.',
    ],
  ])('%s: translates the filled-in server text %s', async (locale, text, expected) => {
    const board = await createI18n({ locale });
    expect(translateText(board.i18n, text)).toBe(expected);
  });

  it('uses a custom text keyed by a source text the catalog does not have', async () => {
    const board = await createI18n({
      locale: 'nl',
      customTranslations: { nl: { 'Quota exceeded': 'Limiet bereikt' } },
    });
    expect(translateText(board.i18n, 'Quota exceeded')).toBe('Limiet bereikt');
  });
});
