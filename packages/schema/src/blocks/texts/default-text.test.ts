import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test gets fresh modules, so the registry starts empty as in a browser that has loaded no
// locale yet, and the locale modules count when they are imported.
let imported: string[] = [];

beforeEach(() => {
  vi.resetModules();
  imported = [];
  for (const name of ['nl', 'en-us', 'ro']) {
    vi.doMock(`./${name}`, async (importOriginal) => {
      imported.push(name);
      return importOriginal();
    });
  }
});

afterEach(() => {
  for (const name of ['nl', 'en-us', 'ro']) vi.doUnmock(`./${name}`);
});

const freshTexts = () => import('./default-text');

describe('loadDefaultTexts', () => {
  it('refuses to read a text of a locale that is not loaded', async () => {
    const { textFor, defaultText } = await freshTexts();
    expect(() => textFor('ro', 'jobs')).toThrow(
      'The default texts of locale "ro" are not loaded; call loadDefaultTexts first.',
    );
    expect(() => defaultText('jobs')('nl')).toThrow('locale "nl" are not loaded');
    expect(imported).toEqual([]);
  });

  it('loads one locale and none of the others', async () => {
    const { textFor, loadDefaultTexts, defaultTextsLoaded } = await freshTexts();
    await loadDefaultTexts('ro');
    expect(textFor('ro', 'jobs')).toBe('Locuri de muncă');
    expect(defaultTextsLoaded('ro')).toBe(true);
    expect(defaultTextsLoaded('nl')).toBe(false);
    expect(() => textFor('nl', 'jobs')).toThrow('locale "nl" are not loaded');
    expect(imported).toEqual(['ro']);
  });

  it('loads a locale once, also for codes that get its texts', async () => {
    const { textFor, loadDefaultTexts, defaultTextsLoaded } = await freshTexts();
    await Promise.all([loadDefaultTexts('en-US'), loadDefaultTexts('en-GB')]);
    await loadDefaultTexts('EN-US');
    expect(defaultTextsLoaded('en-gb')).toBe(true);
    expect(textFor('en-US', 'jobs')).toBe('Jobs');
    expect(imported).toEqual(['en-us']);
  });

  it('loads the default locale for a code the catalogue has no texts for', async () => {
    const { textFor, loadDefaultTexts } = await freshTexts();
    await loadDefaultTexts('de');
    expect(textFor('nl', 'jobs')).toBe('Vacatures');
    expect(imported).toEqual(['nl']);
  });

  it('lets a definition loaded on its own parse only for a loaded locale', async () => {
    const { loadBlockDefinition } = await import('../load-block-definition');
    const { loadDefaultTexts } = await freshTexts();
    const faq = await loadBlockDefinition('faq');
    expect(() => faq.parseSettings(undefined, 'ro')).toThrow('locale "ro" are not loaded');
    await loadDefaultTexts('ro-RO');
    expect(faq.parseSettings(undefined, 'ro').settings.title).toBe('Întrebări frecvente');
    expect(imported).toEqual(['ro']);
  });
});

describe('the synchronous catalogue', () => {
  it('has the texts of every locale without an await', async () => {
    const { parseBlockSettings } = await import('../parse-block-settings');
    expect(parseBlockSettings('faq', undefined, 'nl').settings.title).toBe('Veelgestelde vragen');
    expect(parseBlockSettings('faq', undefined, 'en-US').settings.title).toBe(
      'Frequently asked questions',
    );
    expect(parseBlockSettings('faq', undefined, 'ro').settings.title).toBe('Întrebări frecvente');
  });
});
