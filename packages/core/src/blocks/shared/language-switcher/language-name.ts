import type { Locale } from '@jobboard/schema';

/**
 * The name of a language in that language (`Nederlands`, `English`, `Română`), so visitors find
 * their own; the code when the runtime knows no name for it.
 */
export function languageName(locale: Locale): string {
  const [language = locale] = locale.split('-');
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(language);
    if (name && name !== language) {
      return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
    }
  } catch {
    // An unknown or malformed code: fall through to the code itself.
  }
  return locale;
}
