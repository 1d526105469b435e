import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type SupportedLocale } from '@jobboard/schema';

/**
 * Maps a locale code as a site, URL or browser spells it (`nl`, `EN-US`, `ro-RO`, `en-GB`) to a
 * supported locale: an exact match ignoring case, else the first supported locale of the same
 * language, else the default locale nl.
 */
export function resolveLocale(code: string): SupportedLocale {
  const wanted = code.trim().toLowerCase();
  const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.split(/[-_]/)[0];
  const sameLanguage = SUPPORTED_LOCALES.find((locale) => locale.split('-')[0] === language);
  return sameLanguage ?? DEFAULT_LOCALE;
}
