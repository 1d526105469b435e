import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { buildSite, failureOf } from './fixtures';
import { SITE_STATUSES, Site } from './site';

describe('Site', () => {
  it.each([...SITE_STATUSES, 'archived'])('accepts status %s (unknown statuses pass)', (status) => {
    expect(is(buildSite({ status }), Site)).toBe(true);
  });

  it.each([
    ['settings as an object', { settings: { theme: 'classic' } }, ['settings']],
    ['a setting item without key', { settings: [{ value: 1 }] }, ['settings', 0, 'key']],
    ['a missing status', { status: undefined }, ['status']],
    [
      'a page without path',
      { pages: [{ id: 1, key: 'p-home', settings: [], blocks: [] }] },
      ['pages', 0, 'path'],
    ],
  ])('rejects %s', (_case, overrides, path) => {
    expect(failureOf(Site, { ...buildSite(), ...overrides })?.path).toEqual(path);
  });
});
