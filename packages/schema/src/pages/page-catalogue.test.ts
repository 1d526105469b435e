import { describe, expect, it } from 'vitest';
import {
  allowsNestedPath,
  isDetailPageType,
  isPageTypeEditable,
  PAGE_CATALOGUE,
  pageAccess,
} from './page-catalogue';
import { isPageType, PAGE_TYPES, type PageType } from './page-type';

describe('page types', () => {
  it('has the 21 ids of the spec, each in the catalogue', () => {
    expect(PAGE_TYPES).toHaveLength(21);
    expect(Object.keys(PAGE_CATALOGUE).sort()).toEqual([...PAGE_TYPES].sort());
  });

  it.each([
    ['p-home', true],
    ['p-privacy', true],
    ['p-unknown', false],
    ['home', false],
    [undefined, false],
  ])('isPageType(%j) is %s', (value, expected) => {
    expect(isPageType(value)).toBe(expected);
  });
});

// [type, detail, editable, access, nesting allowed]
const flags: [PageType, boolean, boolean, string, boolean][] = [
  ['p-generic', false, true, 'public', true],
  ['p-home', false, true, 'public', false],
  ['p-login', false, false, 'guest', true],
  ['p-register', false, false, 'guest', true],
  ['p-password-forgot', false, true, 'guest', true],
  ['p-password-change', false, false, 'guest', true],
  ['p-account', false, false, 'login', true],
  ['p-job-list', false, true, 'public', true],
  ['p-job-details', true, true, 'public', false],
  ['p-organisation', true, true, 'public', false],
  ['p-products', false, true, 'public', true],
  ['p-manage-job-alert', false, false, 'login', true],
  ['p-terms-and-conditions', false, true, 'public', true],
  ['p-not-found-error', false, true, 'public', false],
  ['p-cms-article', true, true, 'public', false],
  ['p-candidate-list', false, true, 'public', true],
  ['p-candidate-details', true, true, 'public', false],
  ['p-landing-pages', true, true, 'public', false],
  ['p-about', false, true, 'public', true],
  ['p-news-list', false, true, 'public', true],
  ['p-privacy', false, true, 'public', true],
];

describe('page type flags', () => {
  it('covers every page type', () => {
    expect(flags.map(([type]) => type)).toEqual([...PAGE_TYPES]);
  });

  it.each(flags)(
    '%s: detail %s, editable %s, access %s, nesting %s',
    (type, detail, editable, access, nesting) => {
      expect(isDetailPageType(type)).toBe(detail);
      expect(isPageTypeEditable(type)).toBe(editable);
      expect(pageAccess(type)).toBe(access);
      expect(allowsNestedPath(type)).toBe(nesting);
    },
  );
});
