import { describe, expect, it } from 'vitest';
import { lookupRedirect, type RedirectAnswer, resolveRedirect } from './resolve-redirect';

describe('resolveRedirect: absolute targets redirect externally', () => {
  it.each<[RedirectAnswer, unknown]>([
    [
      { url: 'https://example.com/jobs', status: 301 },
      { kind: 'external', url: 'https://example.com/jobs', status: 301 },
    ],
    [
      { url: 'http://example.com', status: 302 },
      { kind: 'external', url: 'http://example.com', status: 302 },
    ],
    [
      { url: 'HTTPS://EXAMPLE.COM/x' },
      { kind: 'external', url: 'HTTPS://EXAMPLE.COM/x', status: 302 },
    ],
  ])('%j', (answer, expected) => {
    expect(resolveRedirect(answer)).toEqual(expected);
  });
});

describe('resolveRedirect: relative targets redirect internally', () => {
  it.each<[RedirectAnswer, unknown]>([
    [
      { url: '/vacatures', status: 301 },
      { kind: 'internal', path: '/vacatures', status: 301 },
    ],
    [
      { url: '/en-US/job-list?page=2', status: 308 },
      { kind: 'internal', path: '/en-US/job-list?page=2', status: 308 },
    ],
    [
      { url: ' /over-ons ', status: 307 },
      { kind: 'internal', path: '/over-ons', status: 307 },
    ],
  ])('%j', (answer, expected) => {
    expect(resolveRedirect(answer)).toEqual(expected);
  });
});

describe('resolveRedirect: the returned status, else 302', () => {
  it.each([
    [301, 301],
    [302, 302],
    [303, 303],
    [307, 307],
    [308, 308],
    [undefined, 302],
    [null, 302],
    [200, 302],
    [404, 302],
  ])('status %j -> %i', (status, expected) => {
    expect(resolveRedirect({ url: '/a', status })?.status).toBe(expected);
  });
});

describe('resolveRedirect: no answer or an unsafe target means no redirect', () => {
  it.each<[string, RedirectAnswer | null]>([
    ['no answer', null],
    ['no url', { status: 301 }],
    ['a null url', { url: null, status: 301 }],
    ['an empty url', { url: '', status: 301 }],
    ['protocol-relative', { url: '//evil.example/x', status: 301 }],
    ['a backslash', { url: '/\\evil.example', status: 301 }],
    ['javascript', { url: 'javascript:alert(1)', status: 301 }],
    ['a data URL', { url: 'data:text/html,hi', status: 301 }],
    ['a path without leading slash', { url: 'vacatures', status: 301 }],
    ['an encoded double slash', { url: '/%2Fevil.example', status: 301 }],
  ])('%s', (_name, answer) => {
    expect(resolveRedirect(answer)).toBeNull();
  });
});

describe('lookupRedirect: a failed lookup means no redirect', () => {
  it.each<[string, () => Promise<RedirectAnswer | null>, unknown]>([
    [
      'a redirect',
      async () => ({ url: '/a', status: 301 }),
      { kind: 'internal', path: '/a', status: 301 },
    ],
    ['no redirect', async () => null, null],
    ['a rejected lookup', () => Promise.reject(new Error('offline')), null],
    [
      'a lookup that throws',
      () => {
        throw new Error('boom');
      },
      null,
    ],
  ])('%s', async (_name, fetchAnswer, expected) => {
    await expect(lookupRedirect(fetchAnswer)).resolves.toEqual(expected);
  });
});
