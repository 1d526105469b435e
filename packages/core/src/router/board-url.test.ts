import { describe, expect, it } from 'vitest';
import { createBoardUrl, formatBoardUrl, parseBoardUrl, sameBoardUrl } from './board-url';

describe('parseBoardUrl and formatBoardUrl round-trip', () => {
  it.each([
    ['/', '/', '', undefined],
    ['/job-list', '/job-list', '', undefined],
    ['job-list', '/job-list', '', undefined],
    ['/job-list?page=2&search=dev', '/job-list', 'page=2&search=dev', undefined],
    ['/about#team', '/about', '', 'team'],
    ['/en-US/jobs/dev-123?layout=editor#apply', '/en-US/jobs/dev-123', 'layout=editor', 'apply'],
    ['?page=3', '/', 'page=3', undefined],
    // Doubled leading slashes are one, as the router reads a browser path: not a host name.
    ['//vacatures?page=2', '/vacatures', 'page=2', undefined],
    ['///evil.example/x', '/evil.example/x', '', undefined],
  ])('%s', (input, path, query, hash) => {
    const url = parseBoardUrl(input);
    expect(url.path).toBe(path);
    expect(url.query.toString()).toBe(query);
    expect(url.hash).toBe(hash);
    expect(parseBoardUrl(formatBoardUrl(url))).toEqual(url);
  });
});

describe('createBoardUrl', () => {
  it('accepts a record or URLSearchParams and copies it', () => {
    const params = new URLSearchParams('a=1');
    const url = createBoardUrl('x', params);
    params.set('a', '2');
    expect(formatBoardUrl(url)).toBe('/x?a=1');
    expect(formatBoardUrl(createBoardUrl('/y', { b: '2' }, 'h'))).toBe('/y?b=2#h');
  });
});

describe('sameBoardUrl', () => {
  it('compares path, query and hash', () => {
    expect(sameBoardUrl(parseBoardUrl('/a?x=1'), parseBoardUrl('/a?x=1'))).toBe(true);
    expect(sameBoardUrl(parseBoardUrl('/a?x=1'), parseBoardUrl('/a?x=2'))).toBe(false);
    expect(sameBoardUrl(parseBoardUrl('/a'), parseBoardUrl('/a#b'))).toBe(false);
  });
});
