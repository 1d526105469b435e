import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n';
import type { CatalogPart } from './load-catalog-part';
import { applyMessages, cookieMessages, errorPageMessages, searchMessages } from './messages/index';

// Part loads that fail, to check a failed load is forgotten.
const failingParts = new Set<CatalogPart>();
vi.mock('./load-catalog-part', async (importOriginal) => {
  const original = await importOriginal<typeof import('./load-catalog-part')>();
  return {
    ...original,
    loadCatalogPart: (part: CatalogPart, locale: Parameters<typeof original.loadCatalogPart>[1]) =>
      failingParts.has(part)
        ? Promise.reject(new Error(`no network for ${part}`))
        : original.loadCatalogPart(part, locale),
  };
});

afterEach(() => failingParts.clear());

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

  describe('catalog parts', () => {
    it('leaves the parts out of the catalog it activates first', async () => {
      const board = await createI18n({ locale: 'nl' });
      expect(board.hasPart('apply')).toBe(false);
      expect(Object.hasOwn(board.i18n.messages, applyMessages.submit.id)).toBe(false);
      expect(Object.hasOwn(board.i18n.messages, cookieMessages.acceptAll.id)).toBe(false);
    });

    it('lays a part over the active locale with loadPart', async () => {
      const board = await createI18n({ locale: 'nl' });
      await board.loadPart('apply');
      expect(board.hasPart('apply')).toBe(true);
      expect(board.hasPart('cookies')).toBe(false);
      expect(board.i18n._(applyMessages.submit)).toBe('Sollicitatie versturen');
      expect(board.i18n._(searchMessages.search)).toBe('Zoeken');
      await board.loadPart('apply');
      expect(board.i18n._(applyMessages.applyFor('Kok'))).toBe('Solliciteer op Kok');
    });

    it('loads the parts loaded so far for a new locale before it activates', async () => {
      const board = await createI18n({ locale: 'nl' });
      await board.loadPart('cookies');
      await board.loadPart('apply');
      const texts = () => [
        board.i18n._(cookieMessages.acceptAll),
        board.i18n._(applyMessages.submit),
        board.i18n._(searchMessages.search),
      ];
      const switching = board.setLocale('ro');
      expect(texts()).toEqual(['Alles accepteren', 'Sollicitatie versturen', 'Zoeken']);
      await switching;
      expect(board.hasPart('cookies') && board.hasPart('apply')).toBe(true);
      expect(texts()).toEqual(['Acceptă tot', 'Trimite candidatura', 'Caută']);
      await board.setLocale('en-US');
      expect(texts()).toEqual(['Accept all', 'Send application', 'Search']);
    });

    it('takes a part asked for during a locale switch into both locales', async () => {
      const board = await createI18n({ locale: 'nl' });
      const switching = board.setLocale('ro');
      await board.loadPart('cookies');
      expect(board.hasPart('cookies')).toBe(true);
      expect(['Alles accepteren', 'Acceptă tot']).toContain(board.i18n._(cookieMessages.acceptAll));
      await switching;
      expect(board.locale).toBe('ro');
      expect(board.hasPart('cookies')).toBe(true);
      expect(board.i18n._(cookieMessages.acceptAll)).toBe('Acceptă tot');
    });

    it('lays the custom translations over part texts, by id and by English text', async () => {
      const board = await createI18n({
        locale: 'nl',
        customTranslations: {
          nl: { [applyMessages.submit.id]: 'Verstuur!', 'Accept all': 'Prima' },
          ro: { 'Send application': 'Trimite!' },
        },
      });
      await Promise.all([board.loadPart('apply'), board.loadPart('cookies')]);
      expect(board.i18n._(applyMessages.submit)).toBe('Verstuur!');
      expect(board.i18n._(cookieMessages.acceptAll)).toBe('Prima');
      await board.setLocale('ro');
      expect(board.i18n._(applyMessages.submit)).toBe('Trimite!');
      expect(board.i18n._(cookieMessages.acceptAll)).toBe('Acceptă tot');
      await board.setCustomTranslations({ ro: { 'Accept all': 'Da' } });
      expect(board.i18n._(applyMessages.submit)).toBe('Trimite candidatura');
      expect(board.i18n._(cookieMessages.acceptAll)).toBe('Da');
    });

    it('lets the last of overlapping calls win while a part and custom texts load', async () => {
      const board = await createI18n({
        locale: 'nl',
        customTranslations: { ro: { 'Send application': 'Trimite!' } },
      });
      const first = board.setLocale('ro');
      const part = board.loadPart('apply');
      const second = board.setLocale('en-US');
      const third = board.setCustomTranslations({ 'en-US': { 'Send application': 'Apply!' } });
      await Promise.all([first, part, second, third]);
      expect(board.locale).toBe('en-US');
      expect(board.hasPart('apply')).toBe(true);
      expect(board.i18n._(applyMessages.submit)).toBe('Apply!');
    });

    it('forgets a part whose load failed: locale switches go on, a later loadPart retries', async () => {
      const board = await createI18n({ locale: 'nl' });
      failingParts.add('apply');
      await expect(board.loadPart('apply')).rejects.toThrow('no network for apply');
      expect(board.hasPart('apply')).toBe(false);
      await expect(board.setLocale('ro')).resolves.toBe('ro');
      failingParts.clear();
      await board.loadPart('apply');
      expect(board.i18n._(applyMessages.submit)).toBe('Trimite candidatura');
    });
  });
});
