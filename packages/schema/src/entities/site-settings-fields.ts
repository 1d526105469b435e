// The site settings' keys, defaults and value rules, written without superstruct: the board
// runtime reads a site's settings on every start, and superstruct (2 KB gzip) would be in the
// script tag's runtime only for that. The superstruct struct `SiteSettings` (site-settings.ts),
// which the editor and the server validate with and which reports the path of a failure, takes
// its defaults from here; a property test checks that both accept the same values.
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from '../locale';
import { ACCOUNT_TABS } from '../rules/account-tabs';
import { DEFAULT_JOB_DATE_FORMAT, JOB_DATE_FORMATS } from '../rules/job-date-format';
import { DEFAULT_WEB_FONT } from '../rules/web-fonts';
import type { SiteSettings } from './site-settings';

/** The role a login or register page opens on. */
export const USER_TYPES = ['candidate', 'employer'] as const;
export type UserType = (typeof USER_TYPES)[number];

/**
 * A CSS colour: hex, rgb()/hsl() or a named colour. Strict because the value lands in CSS custom
 * properties, where anything else could break out of the declaration.
 */
export const CSS_COLOR_PATTERN =
  /^(#[0-9a-fA-F]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/]+\)|[a-zA-Z]{3,30})$/;

/** A locale code as configured, e.g. `nl` or `en-US`. */
export const LOCALE_CODE_PATTERN = /^[a-z]{2,3}(-[A-Z]{2})?$/;

/** The length limits of the theme name, the supported languages and the contained max width. */
export const SITE_SETTING_LIMITS = {
  theme: [1, 50],
  supportedLanguages: [1, 50],
  containedMaxWidth: [320, 3840],
} as const;

type Check<T> = (value: unknown) => value is T;

const isText = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isColor = (value: unknown): value is string => isText(value) && CSS_COLOR_PATTERN.test(value);
const isLocaleCode = (value: unknown): value is string =>
  isText(value) && LOCALE_CODE_PATTERN.test(value);
const isInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

function inRange([min, max]: readonly [number, number], length: number) {
  return min <= length && length <= max;
}

function oneOf<T extends string>(values: readonly T[]): Check<T> {
  return (value): value is T => (values as readonly unknown[]).includes(value);
}

function listOf<T>(check: Check<T>, limits?: readonly [number, number]): Check<T[]> {
  return (value): value is T[] =>
    Array.isArray(value) && (!limits || inRange(limits, value.length)) && value.every(check);
}

function recordOf<T>(check: Check<T>): Check<Record<string, T>> {
  return (value): value is Record<string, T> => {
    if (!isRecord(value)) return false;
    for (const key in value) if (!check(value[key])) return false;
    return true;
  };
}

/** An object with exactly these keys (a missing key fails its check, an unknown key fails). */
function shape<T>(fields: { [K in keyof T]: Check<T[K]> }): Check<T> {
  const keys = Object.keys(fields) as (keyof T & string)[];
  return (value): value is T =>
    isRecord(value) &&
    Object.keys(value).every((key) => Object.hasOwn(fields, key)) &&
    keys.every((key) => fields[key](value[key]));
}

interface Field<T> {
  /** A fresh default each call: lists and maps are never shared between settings objects. */
  fallback(): T;
  accepts: Check<T>;
}

function field<T>(fallback: T | (() => T), accepts: Check<T>): Field<T> {
  return {
    fallback: typeof fallback === 'function' ? (fallback as () => T) : () => fallback,
    accepts,
  };
}

const text = () => field('', isText);
const localizedText = () => field(() => ({}), recordOf(isText));
const flag = (fallback: boolean) => field(fallback, isBoolean);
const color = (fallback: string) => field(fallback, isColor);

const SITE_SETTING_FIELDS: { [K in keyof SiteSettings]: Field<SiteSettings[K]> } = {
  favicon: text(),
  seoImage: text(),
  primaryColor: color('#1d4ed8'),
  primaryEmployerColor: color('#0f766e'),
  secondaryColor: color('#f59e0b'),
  fontFamily: field(DEFAULT_WEB_FONT, isText),
  containedMaxWidth: field(
    1200,
    (value): value is number =>
      isInteger(value) && inRange(SITE_SETTING_LIMITS.containedMaxWidth, value),
  ),
  cookieBar: flag(true),
  theme: field(
    'classic',
    (value): value is string => isText(value) && inRange(SITE_SETTING_LIMITS.theme, value.length),
  ),
  tagStyles: field(
    () => [],
    listOf(shape({ name: isText, textColor: isColor, backgroundColor: isColor })),
  ),
  defaultImages: field(() => [], listOf(shape({ name: isText, imageSrc: isText }))),
  anonymizeJobs: flag(false),
  hideJobDates: flag(false),
  hideJobDescription: flag(false),
  enableFavourites: flag(true),
  flagsToText: flag(false),
  jobBoardId: field(null, (value): value is number | null => value === null || isInteger(value)),
  defaultUserType: field<UserType>('candidate', oneOf(USER_TYPES)),
  allowEmployer: flag(true),
  allowCandidate: flag(true),
  candidateLoginEnabled: flag(true),
  employerLoginEnabled: flag(true),
  hiddenCandidateTabs: field(() => [], listOf(oneOf(ACCOUNT_TABS.candidate))),
  hiddenEmployerTabs: field(() => [], listOf(oneOf(ACCOUNT_TABS.employer))),
  customTranslations: field(() => ({}), recordOf(recordOf(isText))),
  supportedLanguages: field(
    () => [...SUPPORTED_LOCALES],
    listOf(isLocaleCode, SITE_SETTING_LIMITS.supportedLanguages),
  ),
  defaultLanguage: field<string>(DEFAULT_LOCALE, isLocaleCode),
  jobDateFormat: field(DEFAULT_JOB_DATE_FORMAT, oneOf(JOB_DATE_FORMATS)),
  passwordEnabled: flag(false),
  password: text(),
  tagManagerKey: text(),
  analyticsKey: text(),
  analytics4Key: text(),
  domainVerification: text(),
  siteVerification: text(),
  googleAdsId: text(),
  metaPixelId: text(),
  linkedInPartnerId: text(),
  cookieScripts: field(
    () => [],
    listOf(shape({ id: isText, name: isText, type: isText, description: isText, script: isText })),
  ),
  copyrightText: localizedText(),
  favouriteBenefitsText: localizedText(),
  privacyText: localizedText(),
  termsTextEmployer: localizedText(),
  termsTextCandidate: localizedText(),
  cookieTextSmall: localizedText(),
  cookieTextLarge: localizedText(),
};

export type SiteSettingKey = keyof SiteSettings;

/** The setting keys, in the order `siteSettingsToItems` writes them. */
export const SITE_SETTING_KEYS = Object.keys(SITE_SETTING_FIELDS) as SiteSettingKey[];

/** Whether `key` names a site setting. */
export function isSiteSettingKey(key: string): key is SiteSettingKey {
  return Object.hasOwn(SITE_SETTING_FIELDS, key);
}

/** A fresh default of one setting (lists and maps are new each call). */
export function siteSettingDefault<K extends SiteSettingKey>(key: K): SiteSettings[K] {
  return SITE_SETTING_FIELDS[key].fallback();
}

/** Whether `value` is a valid value of setting `key` (what the `SiteSettings` struct accepts). */
export function isSiteSettingValue<K extends SiteSettingKey>(
  key: K,
  value: unknown,
): value is SiteSettings[K] {
  return SITE_SETTING_FIELDS[key].accepts(value);
}

/** Every setting at its default, as a new object. */
export function defaultSiteSettings(): SiteSettings {
  const settings = {} as Record<SiteSettingKey, unknown>;
  for (const key of SITE_SETTING_KEYS) settings[key] = siteSettingDefault(key);
  return settings as SiteSettings;
}

/** Every setting at its default. Frozen: copy it (or call `defaultSiteSettings()`) to change it. */
export const DEFAULT_SITE_SETTINGS: Readonly<SiteSettings> = Object.freeze(defaultSiteSettings());
