/** An unsigned JWT with the given claims; the client never checks signatures. */
export function fakeJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/** A JWT whose `exp` lies `secondsFromNow` after `now` (epoch ms). */
export function jwtExpiringIn(secondsFromNow: number, now: number): string {
  return fakeJwt({ sub: 'user-1', exp: Math.floor(now / 1000) + secondsFromNow });
}
