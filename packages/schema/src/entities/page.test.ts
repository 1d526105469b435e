import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { buildPage, buildPageSettings, failureOf } from './fixtures';
import { Page, PageSettings } from './page';

describe('PageSettings', () => {
  it('accepts the fixture', () => {
    expect(is(buildPageSettings(), PageSettings)).toBe(true);
  });

  it.each([
    [
      'a missing page title',
      { settings: { page_label: 'a', page_description: 'c' } },
      ['settings', 'page_title'],
    ],
    ['a numeric locale', { locale: 1 }, ['locale']],
  ])('rejects %s', (_case, overrides, path) => {
    expect(failureOf(PageSettings, { ...buildPageSettings(), ...overrides })?.path).toEqual(path);
  });
});

describe('Page', () => {
  it('accepts the fixture and a page without blocks', () => {
    expect(is(buildPage(), Page)).toBe(true);
    expect(is(buildPage({ blocks: [] }), Page)).toBe(true);
  });

  it.each([
    ['a path kept as an object', { path: { nl: 'home' } }, ['path']],
    ['a missing key', { key: undefined }, ['key']],
    ['a bad block', { blocks: [{ id: 1 }] }, ['blocks', 0, 'key']],
  ])('rejects %s', (_case, overrides, path) => {
    expect(failureOf(Page, { ...buildPage(), ...overrides })?.path).toEqual(path);
  });
});
