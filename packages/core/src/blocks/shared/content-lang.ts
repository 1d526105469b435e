/** A locale code as the API sends it (`nl`, `en-US`, `en_US`). */
const LOCALE_CODE = /^([a-z]{2,3})(?:[-_]([a-z]{2}))?$/i;

/**
 * The `lang` of an item's own text (a job's title and texts) when it is written in another
 * language than the board's: a Dutch job on the Romanian board is read with Dutch pronunciation
 * (WCAG 3.1.2). Undefined when it is the board's language or the code is not a locale.
 */
export function contentLang(
  itemLocale: string | null | undefined,
  boardLocale: string,
): string | undefined {
  const item = LOCALE_CODE.exec(itemLocale ?? '');
  if (!item?.[1]) return undefined;
  const language = item[1].toLowerCase();
  if (language === boardLocale.split('-')[0]?.toLowerCase()) return undefined;
  return item[2] ? `${language}-${item[2].toUpperCase()}` : language;
}
