import { afterEach, describe, expect, it, vi } from 'vitest';

// Fresh modules for each test, as in a browser that has loaded nothing yet: the schema's text
// registry and the loaded definitions included. The schema is the one the embed build resolves
// (rollup.config.ts): its renderer index, with no synchronous catalogue and so no default texts
// but those of the locales a board loads. Mocked anew each time, since a mocked module outlives
// `resetModules`, while the definitions it loads would not.
async function fresh() {
  vi.resetModules();
  vi.doMock('@jobboard/schema', () => import('../../../schema/src/blocks/renderer-index'));
  return {
    schema: await import('@jobboard/schema'),
    catalogue: await import('./catalogue-settings'),
  };
}

afterEach(() => {
  vi.doUnmock('@jobboard/schema');
});

describe('catalogueSettings with the renderer schema', () => {
  it('loads the default texts of the locale it loads for, and only those', async () => {
    const { schema, catalogue } = await fresh();
    expect(schema.defaultTextsLoaded('ro')).toBe(false);
    const faq = catalogue.catalogueSettings('faq');
    await faq.loadSettings('ro-RO');
    expect(faq.parseSettings(undefined, 'ro').settings.title).toBe('Întrebări frecvente');
    expect(schema.defaultTextsLoaded('nl')).toBe(false);
    expect(schema.defaultTextsLoaded('en-US')).toBe(false);
    // Refused even for settings that need no default, so a parse never depends on the data.
    expect(() => faq.parseSettings({ title: 'Vragen', questions: [] }, 'nl')).toThrow(
      'The settings of block type "faq" are not loaded for locale "nl"; load them first.',
    );
    await faq.loadSettings('nl');
    expect(faq.parseSettings(undefined, 'nl').settings.title).toBe('Veelgestelde vragen');
  });

  it("shares a locale's texts between block types, each still loading its definition", async () => {
    const { schema, catalogue } = await fresh();
    await catalogue.catalogueSettings('faq').loadSettings('en-US');
    expect(schema.defaultTextsLoaded('en-US')).toBe(true);
    const contact = catalogue.catalogueSettings('contact');
    expect(() => contact.parseSettings(undefined, 'en-US')).toThrow(
      'The settings of block type "contact" are not loaded',
    );
    await contact.loadSettings('en-US');
    expect(contact.parseSettings(undefined, 'en-US').problems).toEqual([]);
  });
});
