import { MAX_LIST_PAGE } from '@jobboard/schema';
import { describe, expect, it } from 'vitest';
import { routePage } from './list-route-query';

const route = (query: string) => ({ path: '/lijst', query: new URLSearchParams(query) });

describe('routePage', () => {
  it.each([
    ['', 1],
    ['page=3', 3],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['page=x', 1],
    // Past the deepest page a list answers: that page, not a request the API refuses.
    ['page=99999', MAX_LIST_PAGE],
  ])('?%s is page %i', (query, page) => {
    expect(routePage(route(query) as never)).toBe(page);
  });
});
