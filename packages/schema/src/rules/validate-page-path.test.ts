import { describe, expect, it } from 'vitest';
import type { PageType } from '../pages/page-type';
import { PAGE_PATH_ERRORS as E, validatePagePath } from './validate-page-path';

const long = 'a'.repeat(45);

const cases: [string, PageType, string[], string[]][] = [
  ['job-list', 'p-job-list', [], []],
  ['vacatures-2', 'p-job-list', ['home', 'vacature'], []],
  ['404', 'p-not-found-error', [], []],
  [long, 'p-about', [], []],
  [`${long}/${long}`, 'p-products', [], []],
  ['werkgevers/adverteren', 'p-products', [], []],
  ['info/contact', 'p-generic', [], []],
  ['', 'p-about', [], [E.required]],
  ['   ', 'p-about', [], [E.required]],
  [`${long}a`, 'p-about', [], [E.segmentLength]],
  ['a//b', 'p-generic', [], [E.tooManySegments, E.segmentLength]],
  ['/about', 'p-about', [], [E.segmentLength]],
  ['about/', 'p-about', [], [E.segmentLength]],
  ['About', 'p-about', [], [E.characters]],
  ['over ons', 'p-about', [], [E.characters]],
  ['über', 'p-about', [], [E.characters]],
  ['over_ons', 'p-about', [], [E.characters]],
  ['a/b/c', 'p-generic', [], [E.tooManySegments]],
  ['jobs/all', 'p-job-details', [], [E.nestingNotAllowed]],
  ['company/x', 'p-organisation', [], [E.nestingNotAllowed]],
  ['article/x', 'p-cms-article', [], [E.nestingNotAllowed]],
  ['candidate/x', 'p-candidate-details', [], [E.nestingNotAllowed]],
  ['landing/x', 'p-landing-pages', [], [E.nestingNotAllowed]],
  ['home/x', 'p-home', [], [E.nestingNotAllowed]],
  ['404/x', 'p-not-found-error', [], [E.nestingNotAllowed]],
  ['about', 'p-about', ['home', 'about'], [E.notUnique]],
  ['werkgevers/adverteren', 'p-generic', ['werkgevers/adverteren'], [E.notUnique]],
  ['admin', 'p-generic', [], [E.reserved]],
  ['api/jobs', 'p-generic', [], [E.reserved]],
  ['site-auth', 'p-generic', [], [E.reserved]],
  ['en-us', 'p-generic', [], [E.reserved]],
  ['nl', 'p-generic', [], [E.reserved]],
  ['Jobs/X', 'p-job-details', ['Jobs/X'], [E.nestingNotAllowed, E.characters, E.notUnique]],
];

describe('validatePagePath', () => {
  it.each(cases)('%j as %s (existing %j) gives %j', (path, pageType, existingPaths, expected) => {
    expect(validatePagePath(path, { pageType, existingPaths })).toEqual(expected);
  });

  it('accepts any iterable of existing paths', () => {
    expect(validatePagePath('a', { pageType: 'p-generic', existingPaths: new Set(['a']) })).toEqual(
      [E.notUnique],
    );
  });
});
