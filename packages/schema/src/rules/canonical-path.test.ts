import { describe, expect, it } from 'vitest';
import { canonicalPath } from './canonical-path';

describe('canonicalPath', () => {
  it.each<[string | null, string, string, string]>([
    ['/vacatures', '/nl/vacatures/', 'search=nurse&page=1', '/vacatures'],
    ['/', '/home', '', '/'],
    [null, '/admin/', '', '/admin'],
    [null, '/', '', '/'],
    // A page of a search is not that page of the whole list: the list itself.
    ['/vacatures', '/vacatures', 'search=nurse&page=3&sort=newest', '/vacatures'],
    ['/vacatures', '/vacatures', 'page=2&limit=50', '/vacatures'],
    ['/vacatures', '/vacatures', 'page=3', '/vacatures?page=3'],
    ['/vacatures', '/vacatures', 'host=demo.localhost&page=3', '/vacatures?page=3'],
    ['/vacatures', '/vacatures', 'page=x', '/vacatures'],
    ['/vacatures', '/vacatures', 'page=2.5', '/vacatures'],
  ])('page path %j, asked %j with ?%s: %j', (pagePath, requested, query, expected) => {
    expect(canonicalPath(pagePath, requested, new URLSearchParams(query), true)).toBe(expected);
  });

  it('keeps no page number on a page that lists nothing over pages', () => {
    expect(canonicalPath('/over-ons', '/over-ons', new URLSearchParams('page=3'), false)).toBe(
      '/over-ons',
    );
  });
});
