import { parsePagePath } from '../entities/page-path';
import type { Site } from '../entities/site';
import type { Locale } from '../locale';

/**
 * The paths a site's pages use in one locale, for uniqueness checks (`validatePagePath`'s
 * `existingPaths`). Pass `exceptPageId` to leave out the page being edited. Locale codes match
 * case-insensitively, since paths are keyed as configured and settings store them uppercased.
 */
export function pagePathsForLocale(
  site: Pick<Site, 'pages'>,
  locale: Locale,
  exceptPageId?: number,
): string[] {
  const code = locale.toLowerCase();
  const paths: string[] = [];
  for (const page of site.pages) {
    if (page.id === exceptPageId) continue;
    const entry = Object.entries(parsePagePath(page.path)).find(
      ([key]) => key.toLowerCase() === code,
    );
    if (entry) paths.push(entry[1]);
  }
  return paths;
}
