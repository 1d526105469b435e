import type { Locale } from '../locale';

/**
 * Reads a page's stored path (a JSON string of locale -> path). Never throws: anything that is
 * not a JSON object gives `{}`, and entries whose value is not a string are dropped.
 */
export function parsePagePath(path: string): Record<Locale, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(path);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const paths: Record<Locale, string> = {};
  for (const [locale, value] of Object.entries(parsed)) {
    if (typeof value === 'string') paths[locale] = value;
  }
  return paths;
}

/** Stores a page's paths per locale as the JSON string the API keeps. */
export function stringifyPagePath(paths: Record<Locale, string>): string {
  return JSON.stringify(paths);
}
