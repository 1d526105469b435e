import { SUPPORTED_LOCALES } from '@jobboard/schema';
import type { BoardOptions } from './board-options';

/** The options with a fixed set of values, each with the value the board uses without it. */
const CHOICES = {
  routing: { values: ['history', 'hash', 'memory'], otherwise: 'history' },
  isolation: { values: ['scoped', 'shadow'], otherwise: 'scoped' },
  tokenStorage: { values: ['cookie', 'localStorage', 'memory'], otherwise: 'localStorage' },
} as const;

/**
 * The options with each value the board does not know left out, and said in the console: a typo
 * such as `routing: 'hashed'` fell back to history routing without a word, and the board then
 * claimed every path of the host's site; `locale: 'de'` went to the site's default language,
 * passing over the visitor's languages. A locale is matched as the board matches it (case aside).
 */
export function checkedOptions(
  options: BoardOptions,
  log: (message: string) => void = console.error,
): BoardOptions {
  const checked: BoardOptions = { ...options };
  for (const [key, { values, otherwise }] of Object.entries(CHOICES)) {
    const value = options[key as keyof typeof CHOICES];
    if (value === undefined || (values as readonly string[]).includes(value)) continue;
    log(
      `Jobboard: ${key} "${String(value)}" is none of ${values.join(', ')}; the board uses ${otherwise}.`,
    );
    delete checked[key as keyof typeof CHOICES];
  }
  const { locale } = options;
  if (
    locale !== undefined &&
    !SUPPORTED_LOCALES.some((known) => known.toLowerCase() === String(locale).toLowerCase())
  ) {
    log(
      `Jobboard: locale "${String(locale)}" is none of ${SUPPORTED_LOCALES.join(', ')}; the board chooses one as without the option.`,
    );
    delete checked.locale;
  }
  return checked;
}
