import { describe, expect, it } from 'vitest';
import { fakeJwt, jwtExpiringIn } from '../testing/fake-jwt';
import { isTokenValid, TOKEN_EXPIRY_MARGIN_MS } from './is-token-valid';
import { readJwtExpiry } from './read-jwt-expiry';

const now = 1_700_000_000_000;

describe('isTokenValid', () => {
  it.each([
    ['no token', null, undefined, false],
    ['an empty token', '', undefined, false],
    ['an opaque token', 'opaque-token-123', undefined, true],
    ['a JWT without exp', fakeJwt({ sub: 'a' }), undefined, true],
    ['a JWT with a non-numeric exp', fakeJwt({ exp: 'soon' }), undefined, true],
    ['three dots of junk (opaque)', 'a.b.c', undefined, true],
    ['a JWT expiring in 2 minutes', jwtExpiringIn(120, now), undefined, true],
    ['a JWT expiring in 61 s', jwtExpiringIn(61, now), undefined, true],
    ['a JWT expiring in exactly the 60 s margin', jwtExpiringIn(60, now), undefined, false],
    ['a JWT expiring in 30 s', jwtExpiringIn(30, now), undefined, false],
    ['an expired JWT', jwtExpiringIn(-10, now), undefined, false],
    ['a JWT expiring in 30 s with no margin', jwtExpiringIn(30, now), 0, true],
  ] as const)('%s', (_name, token, margin, expected) => {
    expect(isTokenValid(token, now, margin)).toBe(expected);
  });

  it('uses a 60 s margin by default', () => {
    expect(TOKEN_EXPIRY_MARGIN_MS).toBe(60_000);
  });
});

describe('readJwtExpiry', () => {
  it('reads exp in milliseconds', () => {
    expect(readJwtExpiry(fakeJwt({ exp: 1_700_000_123 }))).toBe(1_700_000_123_000);
  });

  it('decodes base64url payloads with UTF-8 claims and no padding', () => {
    const token = fakeJwt({ name: 'Zoë ünïcødé ?>', exp: 2_000_000_000 });
    expect(token.split('.')[1]).not.toContain('=');
    expect(readJwtExpiry(token)).toBe(2_000_000_000_000);
  });

  it.each([
    ['an opaque token', 'abc'],
    ['a payload that is not JSON', 'aGVhZA.bm90IGpzb24.sig'],
    ['a payload that is JSON null', `x.${Buffer.from('null').toString('base64url')}.y`],
  ])('is null for %s', (_name, token) => {
    expect(readJwtExpiry(token)).toBeNull();
  });
});
