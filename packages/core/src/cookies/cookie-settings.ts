import type { SiteSettings } from '@jobboard/schema';

/** The site settings the cookie bar and its dialog read. */
export type CookieSettings = Pick<
  SiteSettings,
  'cookieBar' | 'cookieScripts' | 'tagManagerKey' | 'cookieTextSmall' | 'cookieTextLarge'
>;

/** A localized setting text for the locale; `undefined` when the site left it empty. */
export function localizedSettingText(
  texts: Readonly<Record<string, string>>,
  locale: string,
): string | undefined {
  const text = texts[locale]?.trim();
  return text ? text : undefined;
}
