import { DEFAULT_LOCALE } from '../locale';
import type { SiteSettingItem } from './site-setting-item';
import type { SiteSettings } from './site-settings';
import {
  defaultSiteSettings,
  isSiteSettingKey,
  isSiteSettingValue,
  SITE_SETTING_KEYS,
  type SiteSettingKey,
} from './site-settings-fields';

// Superstruct-free, like site-settings-fields.ts: the board runtime reads settings with this.

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
  if (isSiteSettingValue(key, raw)) return raw;
  if (typeof raw !== 'string') return undefined;
  const parsed = parseJson(raw);
  return isSiteSettingValue(key, parsed) ? parsed : undefined;
}

/** What the `SiteSettingItem` struct accepts: an object with a text key and any value. */
function isItem(item: unknown): item is SiteSettingItem {
  return (
    typeof item === 'object' && item !== null && typeof (item as { key?: unknown }).key === 'string'
  );
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
  const settings = defaultSiteSettings();
  if (!Array.isArray(items)) return settings;
  for (const item of items) {
    if (!isItem(item) || !isSiteSettingKey(item.key)) continue;
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
