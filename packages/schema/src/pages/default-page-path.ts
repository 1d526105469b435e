import { fromSettingsLocale, type Locale } from '../locale';
import { PAGE_CATALOGUE } from './page-catalogue';
import type { PageType } from './page-type';

/**
 * The default path of a page type in a locale (no leading slash). Locales without a variant get
 * the default path; p-generic has none and gets `page-{timestamp}` from `now`.
 */
export function defaultPagePath(
  pageType: PageType,
  locale: Locale,
  now: number = Date.now(),
): string {
  const definition = PAGE_CATALOGUE[pageType];
  if (definition.defaultPath === null) return `page-${now}`;
  return definition.localizedPaths[fromSettingsLocale(locale)] ?? definition.defaultPath;
}
