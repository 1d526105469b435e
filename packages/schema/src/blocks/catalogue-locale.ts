import { DEFAULT_LOCALE, type Locale, SUPPORTED_LOCALES, type SupportedLocale } from '../locale';

/**
 * The locale whose default texts a block gets. Codes are matched case-insensitively (settings
 * store them uppercased), then by language (`en-GB` gets the `en-US` texts, `ro-RO` the `ro`
 * ones); anything else gets the default locale's texts.
 */
export function resolveCatalogueLocale(locale: Locale): SupportedLocale {
  const code = typeof locale === 'string' ? locale.toLowerCase() : '';
  const exact = SUPPORTED_LOCALES.find((supported) => supported.toLowerCase() === code);
  if (exact) return exact;
  const language = code.split('-')[0];
  const sameLanguage = SUPPORTED_LOCALES.find(
    (supported) => supported.toLowerCase().split('-')[0] === language,
  );
  return sameLanguage ?? DEFAULT_LOCALE;
}
