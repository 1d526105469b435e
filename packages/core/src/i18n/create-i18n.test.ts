import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { errorPageMessages, searchMessages } from './messages/index';

describe('createI18n', () => {
  it.each([
    ['nl', 'nl', 'Pagina niet gevonden'],
    ['en-US', 'en-US', 'Page not found'],
    ['ro', 'ro', 'Pagina nu a fost găsită'],
    ['EN-US', 'en-US', 'Page not found'],
    ['de', 'nl', 'Pagina niet gevonden'],
  ])('%s activates %s', async (code, locale, text) => {
    const board = await createI18n({ locale: code });
    expect(board.locale).toBe(locale);
    expect(board.i18n.locale).toBe(locale);
    expect(board.i18n._(errorPageMessages.pageNotFound)).toBe(text);
  });

  it.each([
    ['nl', 'Serverfout: time-out'],
    ['en-US', 'Server error: time-out'],
    ['ro', 'Eroare de server: time-out'],
  ])('%s interpolates placeholders', async (locale, text) => {
    const board = await createI18n({ locale });
    expect(board.i18n._(errorPageMessages.serverError('time-out'))).toBe(text);
  });

  it.each([
    ['nl', 1, '1 vacature'],
    ['nl', 1250, '1.250 vacatures'],
    ['en-US', 1, '1 job'],
    ['en-US', 1250, '1,250 jobs'],
    ['ro', 1, '1 loc de muncă'],
    ['ro', 5, '5 locuri de muncă'],
    ['ro', 20, '20 de locuri de muncă'],
    ['ro', 101, '101 locuri de muncă'],
  ])('%s pluralises %i', async (locale, count, text) => {
    const board = await createI18n({ locale });
    expect(board.i18n._(searchMessages.jobCount(count))).toBe(text);
  });

  it('lays the custom translations of the active locale over the catalog', async () => {
    const board = await createI18n({
      locale: 'nl',
      customTranslations: {
        nl: { 'Page not found': 'Helaas, niets gevonden', [searchMessages.search.id]: 'Vind' },
        ro: { 'Page not found': 'Nimic' },
      },
    });
    expect(board.i18n._(errorPageMessages.pageNotFound)).toBe('Helaas, niets gevonden');
    expect(board.i18n._(searchMessages.search)).toBe('Vind');
    expect(board.i18n._(searchMessages.location)).toBe('Locatie');
  });

  it('switches locale with setLocale and keeps custom translations per locale', async () => {
    const board = await createI18n({
      locale: 'nl',
      customTranslations: { RO: { 'Page not found': 'Nimic aici' } },
    });
    await expect(board.setLocale('ro')).resolves.toBe('ro');
    expect(board.locale).toBe('ro');
    expect(board.i18n._(errorPageMessages.pageNotFound)).toBe('Nimic aici');
    expect(board.i18n._(searchMessages.search)).toBe('Caută');
    await board.setLocale('en-US');
    expect(board.i18n._(errorPageMessages.pageNotFound)).toBe('Page not found');
  });

  it('falls back to nl when switching to an unknown locale', async () => {
    const board = await createI18n({ locale: 'ro' });
    await expect(board.setLocale('xx')).resolves.toBe('nl');
    expect(board.i18n._(searchMessages.search)).toBe('Zoeken');
  });

  it('lets the last of overlapping setLocale calls win', async () => {
    const board = await createI18n({ locale: 'nl' });
    const first = board.setLocale('ro');
    const second = board.setLocale('en-US');
    await Promise.all([first, second]);
    expect(board.locale).toBe('en-US');
    expect(board.i18n._(searchMessages.search)).toBe('Search');
  });

  it('lets the last of overlapping calls win while custom texts load', async () => {
    const board = await createI18n({
      locale: 'nl',
      customTranslations: { ro: { Search: 'Găsește' }, 'en-US': { Search: 'Find' } },
    });
    const first = board.setLocale('ro');
    const second = board.setLocale('en-US');
    const third = board.setCustomTranslations({ 'en-US': { Search: 'Look up' } });
    await Promise.all([first, second, third]);
    expect(board.locale).toBe('en-US');
    expect(board.i18n._(searchMessages.search)).toBe('Look up');
  });

  it('replaces custom translations with setCustomTranslations', async () => {
    const board = await createI18n({
      locale: 'nl',
      customTranslations: { nl: { Search: 'Vind' } },
    });
    await board.setCustomTranslations({ nl: { Search: 'Speuren' } });
    expect(board.i18n._(searchMessages.search)).toBe('Speuren');
    await board.setCustomTranslations(undefined);
    expect(board.i18n._(searchMessages.search)).toBe('Zoeken');
  });

  it('gives every board its own instance', async () => {
    const [dutch, romanian] = await Promise.all([
      createI18n({ locale: 'nl' }),
      createI18n({ locale: 'ro' }),
    ]);
    expect(dutch.i18n).not.toBe(romanian.i18n);
    expect(dutch.i18n._(searchMessages.search)).toBe('Zoeken');
    expect(romanian.i18n._(searchMessages.search)).toBe('Caută');
  });
});
