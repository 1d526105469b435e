import { create, is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { failureOf } from './fixtures';
import { DEFAULT_LANGUAGE_ERROR, SiteSettings } from './site-settings';
import { DEFAULT_SITE_SETTINGS, SITE_SETTING_KEYS } from './site-settings-fields';

describe('DEFAULT_SITE_SETTINGS', () => {
  it('is valid settings', () => {
    expect(is(DEFAULT_SITE_SETTINGS, SiteSettings)).toBe(true);
  });

  it.each([
    ['theme', 'classic'],
    ['enableFavourites', true],
    ['allowCandidate', true],
    ['allowEmployer', true],
    ['defaultLanguage', 'nl'],
    ['supportedLanguages', ['nl', 'en-US', 'ro']],
    ['fontFamily', 'sans-serif'],
    ['jobDateFormat', 'MM/dd/yyyy'],
    ['passwordEnabled', false],
    ['jobBoardId', null],
    ['defaultUserType', 'candidate'],
    ['customTranslations', {}],
    ['cookieScripts', []],
    ['copyrightText', {}],
  ] as const)('has %s = %j', (key, value) => {
    expect(DEFAULT_SITE_SETTINGS[key]).toEqual(value);
  });

  it('has a default for every key', () => {
    expect(Object.keys(DEFAULT_SITE_SETTINGS)).toEqual(SITE_SETTING_KEYS);
  });

  it('is frozen, and create() gives fresh lists each time', () => {
    expect(Object.isFrozen(DEFAULT_SITE_SETTINGS)).toBe(true);
    const a = create({}, SiteSettings);
    const b = create({}, SiteSettings);
    expect(a.tagStyles).not.toBe(b.tagStyles);
    expect(a.supportedLanguages).not.toBe(DEFAULT_SITE_SETTINGS.supportedLanguages);
  });
});

describe('SiteSettings', () => {
  it('fills missing keys with defaults through create()', () => {
    const settings = create({ theme: 'modern', allowEmployer: false }, SiteSettings);
    expect(settings.theme).toBe('modern');
    expect(settings.allowEmployer).toBe(false);
    expect(settings.enableFavourites).toBe(true);
  });

  it('accepts per-locale texts, custom translations and cookie scripts', () => {
    const settings = {
      ...DEFAULT_SITE_SETTINGS,
      privacyText: { nl: '<p>Privacy</p>', 'en-US': '<p>Privacy</p>' },
      customTranslations: { nl: { 'search.button': 'Zoek' } },
      cookieScripts: [
        { id: 'ga', name: 'Analytics', type: 'analytics', description: 'Stats', script: 'x()' },
      ],
      tagStyles: [{ name: 'education', textColor: '#fff', backgroundColor: 'rgb(0, 0, 0)' }],
      defaultImages: [{ name: 'job', imageSrc: 'https://cdn.example.com/job.png' }],
    };
    expect(is(settings, SiteSettings)).toBe(true);
  });

  it.each([
    [
      'a colour that escapes its declaration',
      { primaryColor: 'red; } body { color: red' },
      ['primaryColor'],
    ],
    ['an unknown date format', { jobDateFormat: 'yyyy' }, ['jobDateFormat']],
    ['an unknown user type', { defaultUserType: 'admin' }, ['defaultUserType']],
    ['an empty language list', { supportedLanguages: [] }, ['supportedLanguages']],
    ['a malformed locale', { supportedLanguages: ['nl', 'EN_us'] }, ['supportedLanguages', 1]],
    ['a too narrow max width', { containedMaxWidth: 100 }, ['containedMaxWidth']],
    ['a text that is not per locale', { privacyText: 'Privacy' }, ['privacyText']],
    [
      'a cookie script without script',
      { cookieScripts: [{ id: 'a', name: 'a', type: 'a', description: 'a' }] },
      ['cookieScripts', 0, 'script'],
    ],
    ['an unknown account tab', { hiddenCandidateTabs: ['web-shop'] }, ['hiddenCandidateTabs', 0]],
    ['an unknown key', { colour: 'red' }, ['colour']],
  ])('rejects %s', (_case, overrides, path) => {
    expect(failureOf(SiteSettings, { ...DEFAULT_SITE_SETTINGS, ...overrides })?.path).toEqual(path);
  });

  it('rejects a default language outside the supported languages, on defaultLanguage', () => {
    const failure = failureOf(SiteSettings, {
      ...DEFAULT_SITE_SETTINGS,
      supportedLanguages: ['en-US'],
      defaultLanguage: 'nl',
    });
    expect(failure).toEqual({ path: ['defaultLanguage'], message: DEFAULT_LANGUAGE_ERROR });
  });
});
