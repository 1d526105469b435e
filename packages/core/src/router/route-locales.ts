import type { Locale } from '@jobboard/schema';

/** The locales a route is resolved against. */
export interface RouteLocales {
  /** The locale the board shows now. */
  locale: Locale;
  /** The locale whose URLs carry no prefix. */
  defaultLocale: Locale;
  /** The locale codes as the site configures them (`nl`, `en-US`, `ro`). */
  supportedLocales: readonly Locale[];
}

export interface LocaleSplit {
  /** The locale of the URL: its prefix, or the default locale when it has none. */
  locale: Locale;
  /** Whether the URL carried a locale prefix. */
  prefixed: boolean;
  /** The path segments after the prefix. */
  segments: string[];
}

/**
 * Reads the optional leading locale segment. Prefixes match case-insensitively (`/EN-US/...`)
 * and give the code as configured; an explicit default-locale prefix is accepted too.
 */
export function splitLocaleSegment(path: string, locales: RouteLocales): LocaleSplit {
  const segments = path.split('/').filter((segment) => segment !== '');
  const [first] = segments;
  const prefix =
    first === undefined
      ? undefined
      : locales.supportedLocales.find((code) => code.toLowerCase() === first.toLowerCase());
  if (prefix === undefined) {
    return { locale: locales.defaultLocale, prefixed: false, segments };
  }
  return { locale: prefix, prefixed: true, segments: segments.slice(1) };
}

/** `''` for the default locale, otherwise `/{locale}`. */
export function localePrefix(locale: Locale, defaultLocale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}
