import { create, is, type Struct } from 'superstruct';
import { DEFAULT_LOCALE } from '../locale';
import { SiteSettingItem } from './site-setting-item';
import { SITE_SETTING_KEYS, type SiteSettingKey, SiteSettings } from './site-settings';

const FIELD_STRUCTS: { [K in SiteSettingKey]: Struct<SiteSettings[K], unknown> } =
  SiteSettings.schema;

function isSettingKey(key: string): key is SiteSettingKey {
  return Object.hasOwn(FIELD_STRUCTS, key);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A stored value, or undefined when it is not valid for the key. Values stored as JSON text
 * (`"true"`, `"1200"`, `'["nl"]'`) are accepted too, as older stores kept every value a string.
 */
function readSettingValue<K extends SiteSettingKey>(
  key: K,
  raw: unknown,
): SiteSettings[K] | undefined {
  const struct = FIELD_STRUCTS[key];
  if (is(raw, struct)) return raw;
  if (typeof raw !== 'string') return undefined;
  const parsed = parseJson(raw);
  return is(parsed, struct) ? parsed : undefined;
}

function setSetting<K extends SiteSettingKey>(
  settings: SiteSettings,
  key: K,
  value: SiteSettings[K],
) {
  settings[key] = value;
}

/**
 * Reads a site's stored setting items into typed settings. Never throws: anything that is not an
 * item, unknown keys and invalid values are ignored (the default stays); a later item wins over an
 * earlier one with the same key. A default language outside the supported languages becomes
 * `nl` when supported, else the first supported language.
 */
export function siteSettingsFromItems(items: unknown): SiteSettings {
  const settings = create({}, SiteSettings);
  if (!Array.isArray(items)) return settings;
  for (const item of items) {
    if (!is(item, SiteSettingItem) || !isSettingKey(item.key)) continue;
    const value = readSettingValue(item.key, item.value);
    if (value !== undefined) setSetting(settings, item.key, value);
  }
  if (!settings.supportedLanguages.includes(settings.defaultLanguage)) {
    settings.defaultLanguage = settings.supportedLanguages.includes(DEFAULT_LOCALE)
      ? DEFAULT_LOCALE
      : (settings.supportedLanguages[0] ?? DEFAULT_LOCALE);
  }
  return settings;
}

/** Writes typed settings as the stored items, one per key, in {@link SITE_SETTING_KEYS} order. */
export function siteSettingsToItems(settings: SiteSettings): SiteSettingItem[] {
  return SITE_SETTING_KEYS.map((key) => ({ key, value: settings[key] }));
}
