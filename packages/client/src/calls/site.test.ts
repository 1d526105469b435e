import { describe, expect, it } from 'vitest';
import { readSite } from './site';

describe('readSite', () => {
  it('reads a site as sent, pages and settings included', () => {
    const site = { id: 18, status: 'published', settings: [{ key: 'x' }], pages: [{ id: 1 }] };
    expect(readSite({ data: site })).toEqual(site);
  });

  it('reads absent lists as empty, and leaves out entries that are not objects', () => {
    expect(
      readSite({ data: { id: 18, status: 'published', pages: [null, 3, { id: 1 }] } }),
    ).toEqual({ id: 18, status: 'published', pages: [{ id: 1 }], settings: [] });
  });

  it.each([
    ['pages that are not a list', { id: 18, pages: 'home' }, "The site's pages are not a list"],
    [
      'settings that are not a list',
      { id: 18, settings: { a: 1 } },
      "The site's settings are not a list",
    ],
    ['an answer that is not an object', [1, 2], 'The site answer is not an object'],
  ])('refuses %s', (_case, data, message) => {
    expect(() => readSite({ data })).toThrow(message);
  });
});
