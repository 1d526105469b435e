import {
  defaultPagePath,
  PAGE_TYPES,
  type Page,
  type PageType,
  stringifyPagePath,
} from '@jobboard/schema';
import type { RoutablePage } from '../page-path-for';

/** A routable page as tests build it: a type id and an id to tell pages apart. */
export type FixturePage = RoutablePage & Pick<Page, 'id'>;

export const FIXTURE_LOCALES = {
  locale: 'nl',
  defaultLocale: 'nl',
  supportedLocales: ['nl', 'en-US', 'ro'],
} as const;

/** A page of a type with the catalogue's default paths for nl, en-US and ro. */
export function catalogueFixturePage(key: PageType, id: number): FixturePage {
  const paths = Object.fromEntries(
    FIXTURE_LOCALES.supportedLocales.map((locale) => [locale, defaultPagePath(key, locale, id)]),
  );
  return { id, key, path: stringifyPagePath(paths) };
}

/**
 * A site with one page of every catalogue type at its default paths, plus a generic page with
 * its own per-locale path (`/werken-bij`, `/en-US/work-with-us`).
 */
export function fixtureSitePages(): FixturePage[] {
  const pages = PAGE_TYPES.filter((key) => key !== 'p-generic').map((key, index) =>
    catalogueFixturePage(key, index + 1),
  );
  pages.push({
    id: 100,
    key: 'p-generic',
    path: stringifyPagePath({ nl: 'werken-bij', 'en-US': 'work-with-us' }),
  });
  return pages;
}

/** The fixture page of a type; throws when the fixture has none, which is a broken test. */
export function fixturePage(pages: readonly FixturePage[], key: PageType): FixturePage {
  const page = pages.find((candidate) => candidate.key === key);
  if (!page) throw new Error(`The fixture site has no ${key} page`);
  return page;
}
