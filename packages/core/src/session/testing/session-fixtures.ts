import { createMemoryTokenStore, type TokenStore } from '@jobboard/client';
import type { User } from '@jobboard/schema';

/** An unsigned JWT whose `exp` lies `seconds` after `now` (epoch ms). */
export function tokenExpiringIn(seconds: number, now: number): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const claims = { sub: 'user-1', exp: Math.floor(now / 1000) + seconds };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export function fixtureUser(overrides: Partial<User> = {}): User {
  return {
    uuid: 'user-1',
    given_name: 'Ada',
    family_name: 'Lovelace',
    isCandidate: true,
    favourite_jobs: [],
    favourite_organisations: [],
    ...overrides,
  };
}

/** A controllable clock and a memory token store that reads it. */
export function fixtureClock(start = Date.UTC(2026, 0, 1)): {
  now: () => number;
  advance: (ms: number) => void;
  tokens: TokenStore;
} {
  let time = start;
  const now = () => time;
  return {
    now,
    advance: (ms) => {
      time += ms;
    },
    tokens: createMemoryTokenStore({ now }),
  };
}
