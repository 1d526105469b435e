import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from '@jobboard/schema';
import type { Context } from 'hono';

/** Header the SDK sends the board's current locale in. */
export const LOCALE_HEADER = 'X-Locale';

/**
 * The locale of a request: `?locale=`, then the X-Locale header, then Accept-Language, matched
 * case-insensitively to a supported locale (`NL` and `nl-NL` give `nl`); the default otherwise.
 */
export function requestLocale(c: Context): string {
  const candidates = [
    c.req.query('locale'),
    c.req.header(LOCALE_HEADER),
    ...(c.req.header('Accept-Language') ?? '').split(',').map((part) => part.split(';')[0]),
  ];
  for (const candidate of candidates) {
    const locale = matchLocale(candidate?.trim() ?? '');
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/**
 * The locale a request names itself (`?locale=` or the X-Locale header the SDK always sends), not
 * guessed from Accept-Language: for reads that narrow to it, so a plain client keeps every locale.
 */
export function explicitLocale(c: Context): string | undefined {
  for (const candidate of [c.req.query('locale'), c.req.header(LOCALE_HEADER)]) {
    const locale = matchLocale(candidate?.trim() ?? '');
    if (locale) return locale;
  }
  return undefined;
}

function matchLocale(value: string): string | undefined {
  if (value === '') return undefined;
  const lower = value.toLowerCase();
  return (
    SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === lower) ??
    SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === lower.split('-')[0])
  );
}
