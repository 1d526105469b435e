import { SUPPORTED_LOCALES, type SupportedLocale } from '@jobboard/schema';
import { type MessageDescriptor, type Messages, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from './load-catalog';
import { CATALOG_PARTS, type CatalogPart, loadCatalogPart } from './load-catalog-part';
import { candidateMessages } from './messages/candidate-messages';
import * as messageGroups from './messages/index';

function isDescriptor(value: unknown): value is MessageDescriptor {
  return typeof value === 'object' && value !== null && 'id' in value;
}

// Every descriptor of the messages module; factories are called with sample values.
function collectDescriptors(value: unknown): MessageDescriptor[] {
  if (isDescriptor(value)) return [value];
  if (typeof value === 'function') {
    const args = Array.from({ length: value.length }, () => 2);
    return collectDescriptors(value(...args));
  }
  if (typeof value === 'object' && value !== null) {
    return Object.values(value).flatMap(collectDescriptors);
  }
  return [];
}

// Placeholder names used by a compiled message, ICU choices included.
function placeholders(message: Messages[string] | undefined): string[] {
  if (message === undefined || typeof message === 'string') return [];
  const names = message.flatMap((token) => {
    if (typeof token === 'string') return [];
    const [name, , format] = token;
    const nested =
      typeof format === 'object' && format !== null
        ? Object.values(format).flatMap((choice) =>
            Array.isArray(choice) ? placeholders(choice as Messages[string]) : [],
          )
        : [];
    return [name, ...nested];
  });
  return [...new Set(names)].sort();
}

function text(message: Messages[string] | undefined): string {
  return JSON.stringify(message);
}

type Piece = 'main' | CatalogPart;

// The message groups of each catalog part (lingui.config.ts); every other group is in the main
// catalog, the one loaded before the first render.
const partGroups: Record<CatalogPart, object[]> = {
  account: [
    messageGroups.accountMessages,
    messageGroups.accountPageMessages,
    messageGroups.jobAlertMessages,
    messageGroups.jobSlotMessages,
    messageGroups.passwordMessages,
  ],
  apply: [messageGroups.applyMessages],
  cookies: [messageGroups.cookieMessages, messageGroups.shellExtraMessages],
  editor: [messageGroups.settingsProblemMessages],
};
const pieces: Piece[] = ['main', ...CATALOG_PARTS];
const mainGroups = Object.values(messageGroups).filter(
  (group) => !Object.values(partGroups).flat().includes(group),
);
const descriptorsOf = (piece: Piece) =>
  collectDescriptors(piece === 'main' ? mainGroups : partGroups[piece]);

const descriptors = collectDescriptors(messageGroups);
const load = (piece: Piece, locale: SupportedLocale) =>
  piece === 'main' ? loadCatalog(locale) : loadCatalogPart(piece, locale);
// Every catalog of a locale together, as a board has them once it loaded every part.
async function loadAll(locale: SupportedLocale): Promise<Messages> {
  const catalogs = await Promise.all(pieces.map((piece) => load(piece, locale)));
  return Object.assign({}, ...catalogs);
}
const english = await loadAll('en-US');

// Texts that read the same in English and the translation.
const sameAsEnglish: Record<'nl' | 'ro', string[]> = {
  nl: [
    'Filters',
    'Menu',
    'Project',
    '{salary} per project',
    'Google Tag Manager',
    'Contract',
    'Website',
    // Dutch says credits and tokens too.
    '{count, plural, one {# credit} other {# credits}}',
    'Tokens',
    // A settings problem: what was wrong; what parsing did.
    '{problem}; {done}.',
  ],
  // Romanian says slot too.
  ro: ['Google Tag Manager', 'Contract', 'CV', 'Slot', '{problem}; {done}.'],
};

describe('message catalogs', () => {
  it('the messages module defines messages', () => {
    expect(descriptors.length).toBeGreaterThan(100);
  });

  it('reads placeholders of compiled messages, plural choices included', () => {
    const serverError = messageGroups.errorPageMessages.serverError('x');
    const hours = messageGroups.jobMessages.hours('32–40', 40);
    expect(placeholders(english[serverError.id])).toEqual(['message']);
    expect(placeholders(english[hours.id])).toEqual(['count', 'hours']);
  });

  describe.each(SUPPORTED_LOCALES)('%s', (locale) => {
    it.each(pieces)(
      'the %s catalog holds every message of its groups (extract and compile are up to date)',
      async (piece) => {
        const catalog = await load(piece, locale);
        const missing = descriptorsOf(piece).filter((d) => !Object.hasOwn(catalog, d.id));
        expect(missing.map((d) => d.message)).toEqual([]);
      },
    );

    it.each(CATALOG_PARTS)(
      'the main catalog leaves out the %s part, but for texts other groups use too',
      async (part) => {
        const main = await loadCatalog(locale);
        const shared = new Set(descriptorsOf('main').map((d) => d.id));
        const inMain = descriptorsOf(part).filter((d) => Object.hasOwn(main, d.id));
        expect(inMain.filter((d) => !shared.has(d.id)).map((d) => d.message)).toEqual([]);
      },
    );

    it('gives a text in two catalogs the same translation in both', async () => {
      const catalogs = await Promise.all(pieces.map((piece) => load(piece, locale)));
      const all = await loadAll(locale);
      for (const catalog of catalogs) {
        for (const [id, message] of Object.entries(catalog)) {
          expect([id, text(message)]).toEqual([id, text(all[id])]);
        }
      }
    });

    it('uses the same placeholders as the English text', async () => {
      const catalog = await loadAll(locale);
      for (const id of Object.keys(english)) {
        expect([id, placeholders(catalog[id])]).toEqual([id, placeholders(english[id])]);
      }
    });
  });

  it.each(['nl', 'ro'] as const)('%s translates every text', async (locale) => {
    const catalog = await loadAll(locale);
    const untranslated = descriptors
      .filter((d) => text(catalog[d.id]) === text(english[d.id]))
      .map((d) => d.message)
      .filter((message) => !sameAsEnglish[locale].includes(message ?? ''));
    expect(untranslated).toEqual([]);
  });
});

describe('locale wording', () => {
  it('writes en-US in American spelling', async () => {
    const british = /favourite|organisation|cancelled|motivation letter/i;
    const catalog = await loadAll('en-US');
    // Message ids keep the project's words ({organisations}); only the texts shown count.
    const shown = Object.entries(catalog)
      .map(([id, message]) => [id, JSON.stringify(message).replace(/\["[a-z]+"/g, '')])
      .filter(([, message]) => british.test(message ?? ''));
    expect(shown).toEqual([]);
  });

  it.each([
    [2, 'Scrie cel mult 2 caractere.'],
    [19, 'Scrie cel mult 19 caractere.'],
    [20, 'Scrie cel mult 20 de caractere.'],
    [2000, 'Scrie cel mult 2.000 de caractere.'],
  ])(
    'counts %i characters in Romanian with its plural form and digit grouping',
    async (max, text) => {
      const i18n = setupI18n({ locale: 'ro', messages: { ro: await loadAll('ro') } });
      expect(i18n._(candidateMessages.introductionTooLong(max))).toBe(text);
    },
  );
});
