import type { LocalizedNames } from '../db/database';

/**
 * The name of a product or payment type in a locale: its `names` entry for the locale (an exact
 * code, else the same language: `en` for `en-US`), else `name`, the board's default-language
 * name (migration 010).
 */
export function localizedName(
  row: { name: string; names?: LocalizedNames | null | undefined },
  locale: string,
): string {
  const names = row.names ?? {};
  const exact = names[locale]?.trim();
  if (exact) return exact;
  const language = locale.toLowerCase().split('-')[0];
  const sameLanguage = Object.entries(names).find(
    ([code, name]) => code.toLowerCase().split('-')[0] === language && name.trim() !== '',
  );
  return sameLanguage ? sameLanguage[1].trim() : row.name;
}
