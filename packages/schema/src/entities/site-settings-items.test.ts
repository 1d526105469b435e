import { create, is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { SiteSettings } from './site-settings';
import { DEFAULT_SITE_SETTINGS } from './site-settings-fields';
import { siteSettingsFromItems, siteSettingsToItems } from './site-settings-items';

describe('siteSettingsFromItems', () => {
  it('reads known keys with valid values', () => {
    const settings = siteSettingsFromItems([
      { key: 'theme', value: 'modern' },
      { key: 'allowEmployer', value: false },
      { key: 'supportedLanguages', value: ['nl', 'en-US'] },
      { key: 'copyrightText', value: { nl: '© Banen' } },
      { key: 'jobBoardId', value: 7 },
    ]);
    expect(settings).toEqual({
      ...DEFAULT_SITE_SETTINGS,
      theme: 'modern',
      allowEmployer: false,
      supportedLanguages: ['nl', 'en-US'],
      copyrightText: { nl: '© Banen' },
      jobBoardId: 7,
    });
  });

  it.each([
    ['a boolean as text', 'enableFavourites', 'false', false],
    ['a number as text', 'containedMaxWidth', '960', 960],
    ['a list as JSON', 'supportedLanguages', '["ro","nl"]', ['ro', 'nl']],
    ['a per-locale text as JSON', 'privacyText', '{"nl":"Privacy"}', { nl: 'Privacy' }],
    ['null as text', 'jobBoardId', 'null', null],
  ] as const)('accepts %s', (_case, key, value, expected) => {
    expect(siteSettingsFromItems([{ key, value }])[key]).toEqual(expected);
  });

  it.each([
    ['a wrong type', 'enableFavourites', 'yes'],
    ['a number for a text', 'tagManagerKey', 42],
    ['an invalid colour', 'primaryColor', 'url(javascript:alert(1))'],
    ['an unknown date format', 'jobDateFormat', 'yyyy-MM-dd'],
    ['an empty language list', 'supportedLanguages', []],
    [
      'a list with one bad entry',
      'defaultImages',
      [{ name: 'job', imageSrc: 'a.png' }, { name: 'x' }],
    ],
    ['null', 'theme', null],
    ['a missing value', 'cookieBar', undefined],
    ['broken JSON', 'customTranslations', '{"nl":'],
  ] as const)('keeps the default for %s', (_case, key, value) => {
    expect(siteSettingsFromItems([{ key, value }])[key]).toEqual(DEFAULT_SITE_SETTINGS[key]);
  });

  it('lets a later item win over an earlier one with the same key', () => {
    const settings = siteSettingsFromItems([
      { key: 'theme', value: 'first' },
      { key: 'theme', value: 'second' },
    ]);
    expect(settings.theme).toBe('second');
  });

  it.each([
    [
      'a default that is not supported',
      [{ key: 'supportedLanguages', value: ['en-US', 'ro'] }],
      'en-US',
    ],
    [
      'an explicit default that is not supported',
      [
        { key: 'supportedLanguages', value: ['nl', 'ro'] },
        { key: 'defaultLanguage', value: 'en-US' },
      ],
      'nl',
    ],
    [
      'a supported explicit default',
      [
        { key: 'supportedLanguages', value: ['nl', 'ro'] },
        { key: 'defaultLanguage', value: 'ro' },
      ],
      'ro',
    ],
  ])('repairs the default language for %s', (_case, items, expected) => {
    const settings = siteSettingsFromItems(items);
    expect(settings.defaultLanguage).toBe(expected);
    expect(is(settings, SiteSettings)).toBe(true);
  });

  // Hand-made junk: whatever arrives, the answer is valid settings and nothing throws.
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a string', 'theme=classic'],
    ['a number', 42],
    ['an object', { theme: 'modern' }],
    [
      'a list of junk',
      [null, undefined, 1, 'theme', [], {}, { key: 1, value: 'x' }, { value: 'x' }],
    ],
    [
      'prototype keys',
      [
        { key: '__proto__', value: { polluted: true } },
        { key: 'constructor', value: 1 },
      ],
    ],
    [
      'method keys',
      [
        { key: 'toString', value: 'x' },
        { key: 'hasOwnProperty', value: 1 },
      ],
    ],
    [
      'unknown keys',
      [
        { key: 'colour', value: 'red' },
        { key: 'THEME', value: 'x' },
      ],
    ],
    ['deeply nested junk', [{ key: 'customTranslations', value: { nl: { a: { b: 1 } } } }]],
    [
      'a cyclic value',
      [
        {
          key: 'tagStyles',
          value: (() => {
            const a: unknown[] = [];
            a.push(a);
            return a;
          })(),
        },
      ],
    ],
  ])('never throws on %s', (_case, junk) => {
    let settings: SiteSettings | undefined;
    expect(() => {
      settings = siteSettingsFromItems(junk);
    }).not.toThrow();
    expect(is(settings, SiteSettings)).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('returns a fresh object each call', () => {
    const a = siteSettingsFromItems([]);
    a.tagStyles.push({ name: 'x', textColor: '#000', backgroundColor: '#fff' });
    expect(siteSettingsFromItems([]).tagStyles).toEqual([]);
    expect(DEFAULT_SITE_SETTINGS.tagStyles).toEqual([]);
  });
});

describe('siteSettingsToItems', () => {
  it('writes one item per key', () => {
    const items = siteSettingsToItems(create({}, SiteSettings));
    expect(items.map((item) => item.key)).toEqual(Object.keys(DEFAULT_SITE_SETTINGS));
    expect(items.find((item) => item.key === 'theme')?.value).toBe('classic');
  });

  it('round-trips through siteSettingsFromItems', () => {
    const settings = create(
      {
        theme: 'modern',
        primaryColor: '#112233',
        supportedLanguages: ['en-US', 'ro'],
        defaultLanguage: 'ro',
        hiddenCandidateTabs: ['resume'],
        cookieScripts: [
          { id: 'ga', name: 'GA', type: 'analytics', description: 'Stats', script: 'x()' },
        ],
        termsTextCandidate: { ro: 'Termeni' },
        passwordEnabled: true,
        password: 'secret',
      },
      SiteSettings,
    );
    expect(siteSettingsFromItems(siteSettingsToItems(settings))).toEqual(settings);
  });
});
