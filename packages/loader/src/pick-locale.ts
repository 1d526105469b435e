const lower = (locale: string) => locale.toLowerCase();
const primary = (locale: string) => lower(locale).split('-')[0]!;

/**
 * The board's locale among its `languages` (a `locale` option is applied before): the URL path's
 * first segment under the base path, else the first browser language the board has; each exactly,
 * or by its language part (en-GB finds en-US); else `undefined`, so core applies the board's
 * default language. In hash or memory routing the page's path rarely starts with a locale; when
 * the board's own route has one, core's router switches to it.
 */
export function pickLocale(
  languages: readonly string[],
  basePath = '',
  path = location.pathname,
  browserLanguages: readonly string[] = navigator.languages,
): string | undefined {
  const find = (code: string, by = lower) => languages.find((locale) => by(locale) === by(code));
  const prefix = path.slice(basePath.replace(/\/$/, '').length).split('/')[1];
  for (const code of [prefix, ...browserLanguages]) {
    const match = code && (find(code) || find(code, primary));
    if (match) return match;
  }
}
