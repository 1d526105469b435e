import { SUPPORTED_LOCALES } from '@jobboard/schema';
import type { MessageDescriptor, Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from './load-catalog';
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

const descriptors = collectDescriptors(messageGroups);
const english = await loadCatalog('en-US');

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
  ],
  ro: ['Google Tag Manager', 'Contract', 'CV'],
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
    it('holds every message of the messages module (extract and compile are up to date)', async () => {
      const catalog = await loadCatalog(locale);
      const missing = descriptors.filter((d) => !Object.hasOwn(catalog, d.id));
      expect(missing.map((d) => d.message)).toEqual([]);
    });

    it('uses the same placeholders as the English text', async () => {
      const catalog = await loadCatalog(locale);
      for (const id of Object.keys(english)) {
        expect([id, placeholders(catalog[id])]).toEqual([id, placeholders(english[id])]);
      }
    });
  });

  it.each(['nl', 'ro'] as const)('%s translates every text', async (locale) => {
    const catalog = await loadCatalog(locale);
    const untranslated = descriptors
      .filter((d) => text(catalog[d.id]) === text(english[d.id]))
      .map((d) => d.message)
      .filter((message) => !sameAsEnglish[locale].includes(message ?? ''));
    expect(untranslated).toEqual([]);
  });
});
