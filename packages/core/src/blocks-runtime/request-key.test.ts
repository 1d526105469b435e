import { describe, expect, it } from 'vitest';
import { requestKey } from './request-key';

describe('requestKey', () => {
  it.each([
    ['no params', 'jobs', undefined, '["jobs",{}]'],
    ['sorted keys', 'jobs', { q: 'x', page: 1 }, '["jobs",{"page":1,"q":"x"}]'],
    ['nested keys sorted', 'jobs', { match: { b: 1, a: 2 } }, '["jobs",{"match":{"a":2,"b":1}}]'],
    ['arrays keep their order', 'jobs', { ids: [3, 1, 2] }, '["jobs",{"ids":[3,1,2]}]'],
    ['undefined values left out', 'jobs', { q: undefined, page: 2 }, '["jobs",{"page":2}]'],
  ])('%s', (_case, name, params, key) => {
    expect(requestKey(name, params)).toBe(key);
  });

  it('gives the same key whatever the order params were written in', () => {
    expect(requestKey('jobs', { limit: 3, sort: '-from', scope: { premium: true, a: 1 } })).toBe(
      requestKey('jobs', { scope: { a: 1, premium: true }, sort: '-from', limit: 3 }),
    );
  });

  it('tells different names and values apart', () => {
    expect(requestKey('jobs', { page: 1 })).not.toBe(requestKey('jobs', { page: '1' }));
    expect(requestKey('jobs', { page: 1 })).not.toBe(requestKey('organisations', { page: 1 }));
  });
});
