import { SUPPORTED_LOCALES } from '../locale';
import { allowsNestedPath } from '../pages/page-catalogue';
import type { PageType } from '../pages/page-type';

export const PAGE_PATH_ERRORS = {
  required: 'The page name must be filled.',
  characters: 'The path may contain only lowercase letters, digits and hyphens.',
  segmentLength: 'Each part of the path must be 1 to 45 characters long.',
  tooManySegments: 'The path may have at most two parts, like "employers/advertise".',
  nestingNotAllowed: 'This page type cannot have a nested path.',
  reserved: 'This path is reserved by the job board.',
  notUnique: 'This path is already used by another page.',
} as const;

export const MAX_PATH_SEGMENT_LENGTH = 45;

const SEGMENT = /^[a-z0-9-]+$/;

/**
 * First segments the board itself routes (product.md §2 fixed routes, the server's `/api`) or
 * reads as a locale prefix; a page there could never be reached.
 */
export const RESERVED_PATH_SEGMENTS: readonly string[] = [
  'admin',
  'api',
  'coming-soon',
  'create-jobboard',
  'site-auth',
  'test-page',
  ...SUPPORTED_LOCALES.map((locale) => locale.toLowerCase()),
];

export interface PagePathContext {
  pageType: PageType;
  /** The paths other pages of the site use in the same locale; leave out the page's own path. */
  existingPaths: Iterable<string>;
}

/**
 * Checks a page path as stored (no leading slash, e.g. `werkgevers/adverteren`) and returns
 * every problem found as a message; an empty list means the path is valid.
 */
export function validatePagePath(path: string, context: PagePathContext): string[] {
  if (path.trim() === '') return [PAGE_PATH_ERRORS.required];
  const problems = new Set<string>();
  const segments = path.split('/');
  if (segments.length > 2) problems.add(PAGE_PATH_ERRORS.tooManySegments);
  else if (segments.length === 2 && !allowsNestedPath(context.pageType)) {
    problems.add(PAGE_PATH_ERRORS.nestingNotAllowed);
  }
  for (const segment of segments) {
    if (segment.length < 1 || segment.length > MAX_PATH_SEGMENT_LENGTH) {
      problems.add(PAGE_PATH_ERRORS.segmentLength);
    }
    if (segment !== '' && !SEGMENT.test(segment)) problems.add(PAGE_PATH_ERRORS.characters);
  }
  if (RESERVED_PATH_SEGMENTS.includes(segments[0] ?? '')) problems.add(PAGE_PATH_ERRORS.reserved);
  for (const existing of context.existingPaths) {
    if (existing === path) problems.add(PAGE_PATH_ERRORS.notUnique);
  }
  return [...problems];
}
