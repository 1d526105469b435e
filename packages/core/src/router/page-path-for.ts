import {
  defaultPagePath,
  isPageType,
  type Locale,
  type Page,
  parsePagePath,
} from '@jobboard/schema';

/** What routing needs of a page: its type id and its stored paths. */
export type RoutablePage = Pick<Page, 'key' | 'path'>;

interface PathsOfPage {
  /** The type and stored JSON the answers below were worked out from. */
  key: string;
  stored: string;
  /** `locale` NUL `defaultLocale` to the answer. */
  answers: Map<string, string | null>;
}

// Every link to a page asks for its path, and a server render has many links: the answers are
// kept per page object (and dropped when its type or stored JSON changes), so the JSON is parsed
// once.
const answered = new WeakMap<RoutablePage, PathsOfPage>();

/**
 * A page's path in a locale, without slashes, or `null` when it has none. A page missing the
 * locale (or whose stored JSON is broken) falls back to its default-locale path, then to the
 * catalogue's default path for its type; a generic page has no catalogue path.
 */
export function pagePathFor(
  page: RoutablePage,
  locale: Locale,
  defaultLocale: Locale,
): string | null {
  let paths = answered.get(page);
  if (paths === undefined || paths.stored !== page.path || paths.key !== page.key) {
    paths = { key: page.key, stored: page.path, answers: new Map() };
    answered.set(page, paths);
  }
  const key = `${locale}\u0000${defaultLocale}`;
  let answer = paths.answers.get(key);
  if (answer === undefined) {
    answer = workOutPagePath(page, locale, defaultLocale);
    paths.answers.set(key, answer);
  }
  return answer;
}

function workOutPagePath(page: RoutablePage, locale: Locale, defaultLocale: Locale): string | null {
  const paths = parsePagePath(page.path);
  const stored = paths[locale] ?? paths[defaultLocale];
  if (stored !== undefined) {
    const trimmed = stored.replace(/^\/+|\/+$/g, '');
    if (trimmed !== '') return trimmed;
  }
  if (!isPageType(page.key) || page.key === 'p-generic') return null;
  return defaultPagePath(page.key, locale);
}
