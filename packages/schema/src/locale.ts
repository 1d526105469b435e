/** The locales every board can be served in; the first is the default. */
export const SUPPORTED_LOCALES = ['nl', 'en-US', 'ro'] as const;

export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

/**
 * A locale code as a site configures it (`nl`, `en-US`, `ro`, ...). Sites may list locales
 * beyond the supported three, so this stays a string; catalogue look-ups fall back to the
 * default locale for codes they do not know.
 */
export type Locale = string;

export const DEFAULT_LOCALE: SupportedLocale = 'nl';

export const DEFAULT_TIMEZONE = 'Europe/Amsterdam';

export function isSupportedLocale(value: string): value is SupportedLocale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** Block and page settings store their locale uppercased (`NL`, `EN-US`, `RO`). */
export function toSettingsLocale(locale: Locale): string {
  return locale.toUpperCase();
}

/** The inverse of {@link toSettingsLocale} for the supported locales; other codes are lowercased. */
export function fromSettingsLocale(settingsLocale: string): Locale {
  const match = SUPPORTED_LOCALES.find((l) => l.toUpperCase() === settingsLocale.toUpperCase());
  return match ?? settingsLocale.toLowerCase();
}

/** A text kept per locale, keyed by locale code as configured. */
export type LocalizedText = Partial<Record<Locale, string>>;

/** Picks the text for a locale, falling back to the default locale, then to any text. */
export function pickLocalized(text: LocalizedText | undefined, locale: Locale): string {
  if (!text) return '';
  return (
    text[locale] ?? text[DEFAULT_LOCALE] ?? Object.values(text).find((v) => v !== undefined) ?? ''
  );
}
