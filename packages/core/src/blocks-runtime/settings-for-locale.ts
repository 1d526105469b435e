import {
  type Block,
  type BlockSettings,
  DEFAULT_LOCALE,
  type Locale,
  toSettingsLocale,
} from '@jobboard/schema';

/**
 * The block's stored settings for a locale: the entry of that locale (settings store codes
 * uppercased), else the default locale's, else the first; `undefined` when it has none. Settings
 * an API sends as JSON text (a text column passed on) are read as their object. Stored data an
 * API sent malformed (no list, entries that are no records) counts as none: the block then shows
 * its defaults, and never takes its page down.
 */
export function settingsForLocale(
  block: Block,
  locale: Locale,
  defaultLocale: Locale = DEFAULT_LOCALE,
): BlockSettings | undefined {
  const settings = Array.isArray(block.settings)
    ? block.settings.map(withSettingsRecord).filter(isSettingsEntry)
    : NO_SETTINGS;
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

const NO_SETTINGS: readonly BlockSettings[] = [];

/** The entry with its settings read from JSON text when they came as text; else as it is. */
function withSettingsRecord(entry: unknown): unknown {
  const settings = (entry as Partial<BlockSettings> | null)?.settings as unknown;
  if (typeof settings !== 'string') return entry;
  try {
    return { ...(entry as object), settings: JSON.parse(settings) };
  } catch {
    return entry;
  }
}

function isSettingsEntry(entry: unknown): entry is BlockSettings {
  if (typeof entry !== 'object' || entry === null) return false;
  const { locale, settings } = entry as Partial<BlockSettings>;
  return typeof locale === 'string' && typeof settings === 'object' && settings !== null;
}
