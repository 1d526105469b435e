import {
  type Block,
  type BlockSettings,
  DEFAULT_LOCALE,
  type Locale,
  toSettingsLocale,
} from '@jobboard/schema';

/**
 * The block's stored settings for a locale: the entry of that locale (settings store codes
 * uppercased), else the default locale's, else the first; `undefined` when it has none.
 */
export function settingsForLocale(
  block: Block,
  locale: Locale,
  defaultLocale: Locale = DEFAULT_LOCALE,
): BlockSettings | undefined {
  const { settings } = block;
  // Most reads are for one locale, so the one entry there usually matches.
  if (settings.length <= 1) return settings[0];
  return (
    findLocale(settings, toSettingsLocale(locale)) ??
    findLocale(settings, toSettingsLocale(defaultLocale)) ??
    settings[0]
  );
}

function findLocale(settings: readonly BlockSettings[], code: string): BlockSettings | undefined {
  for (const entry of settings) if (entry.locale.toUpperCase() === code) return entry;
  return undefined;
}
