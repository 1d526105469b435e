/** The locale used when the board's languages cannot be read (DESIGN.md: default locale nl). */
export const FALLBACK_LOCALE = 'nl';

export interface LocaleSources {
  /** The `locale` option; it wins. */
  option?: string | undefined;
  /** The board's route path: the URL path in history routing, the hash in hash routing. */
  path: string;
  basePath?: string | undefined;
  /** The browser's preferred languages, most preferred first (`navigator.languages`). */
  browserLanguages: readonly string[];
  /** The board's locale codes; `undefined` when they could not be read. */
  languages: readonly string[] | undefined;
}

const primary = (locale: string) => locale.split('-')[0]!.toLowerCase();

/**
 * The board's locale: the option, else the route's first segment under the base path when it
 * is one of the board's languages, else the first browser language the board has (exactly, or
 * by its language part: en-GB finds en-US), else `undefined` so core applies the board's default
 * language. Without the board's languages: the option or {@link FALLBACK_LOCALE}.
 */
export function pickLocale(sources: LocaleSources): string | undefined {
  const { option, path, languages } = sources;
  if (option) return option;
  if (!languages?.length) return FALLBACK_LOCALE;
  const exact = (code: string) =>
    languages.find((locale) => locale.toLowerCase() === code.toLowerCase());
  const base = (sources.basePath ?? '').replace(/\/+$/, '');
  const underBase = path.startsWith(`${base}/`) ? path.slice(base.length + 1) : '';
  const prefix = underBase.split(/[/?#]/)[0]!;
  if (prefix) {
    const fromPath = exact(prefix);
    if (fromPath) return fromPath;
  }
  for (const browser of sources.browserLanguages) {
    const match =
      exact(browser) ?? languages.find((locale) => primary(locale) === primary(browser));
    if (match) return match;
  }
  return undefined;
}
