import { describe, expect, it } from 'vitest';
import { settingsForLocale } from './settings-for-locale';
import { fixtureBlock } from './testing/block-fixtures';

describe('settingsForLocale', () => {
  const block = fixtureBlock(1, 'html', {
    'EN-US': { html: 'en' },
    NL: { html: 'nl' },
    RO: { html: 'ro' },
  });
  const withoutDefault = fixtureBlock(2, 'html', { 'EN-US': { html: 'en' }, RO: { html: 'ro' } });
  const single = fixtureBlock(3, 'html', { RO: { html: 'ro' } });

  it.each([
    ['the locale, uppercased', block, 'en-US', 'nl', 'en'],
    ['the locale in any case', block, 'ro', 'nl', 'ro'],
    ['the default locale for a locale without settings', block, 'de', 'nl', 'nl'],
    ['the default locale as configured', block, 'de', 'ro', 'ro'],
    ['the first entry when the default locale has none', withoutDefault, 'nl', 'nl', 'en'],
    ['the only entry', single, 'nl', 'nl', 'ro'],
  ])('picks %s', (_case, subject, locale, defaultLocale, html) => {
    expect(settingsForLocale(subject, locale, defaultLocale)?.settings).toEqual({ html });
  });

  it('reads settings an API sent as JSON text, and leaves text that is no JSON out', () => {
    const text = fixtureBlock(5, 'html', { NL: { html: 'nl' }, RO: { html: 'ro' } });
    const [nl, ro] = text.settings;
    const sent = {
      ...text,
      settings: [
        { ...nl, settings: JSON.stringify({ html: 'nl' }) },
        { ...ro, settings: '{not json' },
      ],
    } as unknown as typeof text;
    expect(settingsForLocale(sent, 'nl')?.settings).toEqual({ html: 'nl' });
    // The RO entry is malformed: the default locale's stands in.
    expect(settingsForLocale(sent, 'ro')?.settings).toEqual({ html: 'nl' });
  });

  it('gives nothing for a block without settings', () => {
    expect(settingsForLocale(fixtureBlock(4, 'html'), 'nl')).toBeUndefined();
  });
});
