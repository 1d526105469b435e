import { describe, expect, it } from 'vitest';
import { fakeJwt, jwtExpiringIn } from '../testing/fake-jwt';
import {
  type CookieDocument,
  cookieHeaderDocument,
  createCookieTokenStore,
} from './create-cookie-token-store';
import {
  createLocalStorageTokenStore,
  type TokenStorage,
} from './create-local-storage-token-store';
import { createMemoryTokenStore } from './create-memory-token-store';
import type { TokenStore } from './token-store';

const now = 1_700_000_000_000;
const clock = () => now;

/** A cookie jar with browser semantics for what the store writes: set by name, Max-Age=0 deletes. */
function fakeCookieDocument(initial = ''): CookieDocument & { writes: string[] } {
  const jar = new Map<string, string>();
  for (const pair of initial.split('; ').filter(Boolean)) {
    const [name = '', value = ''] = pair.split('=');
    jar.set(name, value);
  }
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      if (attributes.some((attribute) => attribute.trim().toLowerCase() === 'max-age=0')) {
        jar.delete(name);
      } else {
        jar.set(name, pair.slice(separator + 1));
      }
    },
  };
}

function fakeStorage(): TokenStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const stores: [string, () => TokenStore][] = [
  ['memory', () => createMemoryTokenStore({ now: clock })],
  ['local storage', () => createLocalStorageTokenStore({ storage: fakeStorage(), now: clock })],
  ['cookie', () => createCookieTokenStore({ document: fakeCookieDocument(), now: clock })],
];

describe.each(stores)('the %s token store', (_name, createStore) => {
  it('keeps one token per role', () => {
    const store = createStore();
    store.set('candidate', 'cand-token');
    store.set('employer', 'emp-token');
    expect(store.get('candidate')).toBe('cand-token');
    expect(store.get('employer')).toBe('emp-token');
    expect(store.get('admin')).toBeNull();
  });

  it('clears only the given role', () => {
    const store = createStore();
    store.set('candidate', 'cand-token');
    store.set('site', 'site-token');
    store.clear('candidate');
    expect(store.get('candidate')).toBeNull();
    expect(store.get('site')).toBe('site-token');
  });

  it('clears a JWT on read once it is within the 60 s margin', () => {
    const store = createStore();
    store.set('admin', jwtExpiringIn(30, now));
    expect(store.get('admin')).toBeNull();
    store.set('admin', jwtExpiringIn(3600, now));
    expect(store.get('admin')).not.toBeNull();
  });

  it('keeps an opaque token until it is cleared', () => {
    const store = createStore();
    store.set('mp', 'opaque');
    expect(store.get('mp')).toBe('opaque');
    expect(store.get('mp')).toBe('opaque');
  });
});

describe.each([
  ['memory', () => createMemoryTokenStore({ now: clock })],
  ['local storage', () => createLocalStorageTokenStore({ storage: fakeStorage(), now: clock })],
] as const)('the %s token store with an explicit expiry', (_name, createStore) => {
  it('drops an opaque token once its expiresAt is within the margin', () => {
    const store = createStore();
    store.set('candidate', 'opaque', now + 30_000);
    expect(store.get('candidate')).toBeNull();
    store.set('candidate', 'opaque', now + 120_000);
    expect(store.get('candidate')).toBe('opaque');
  });

  it('tells a token it dropped as expired, until the role is stored again or cleared', () => {
    const store = createStore();
    expect(store.expired?.('candidate')).toBe(false);
    store.set('candidate', jwtExpiringIn(30, now));
    store.set('employer', jwtExpiringIn(30, now));
    expect(store.get('candidate')).toBeNull();
    expect(store.get('employer')).toBeNull();
    expect([store.expired?.('candidate'), store.expired?.('employer')]).toEqual([true, true]);
    expect(store.get('candidate')).toBeNull();
    expect(store.expired?.('candidate')).toBe(true);
    store.set('candidate', jwtExpiringIn(3600, now));
    store.clear('employer');
    expect([store.expired?.('candidate'), store.expired?.('employer')]).toEqual([false, false]);
  });
});

describe('createCookieTokenStore', () => {
  it('writes Path=/, SameSite=Lax, Secure and the JWT expiry', () => {
    const document = fakeCookieDocument();
    const token = fakeJwt({ exp: 1_700_003_600 });
    createCookieTokenStore({ document, now: clock }).set('candidate', token);
    expect(document.writes).toEqual([
      `jb_candidate_token=${token}; Path=/; SameSite=Lax; Secure; Expires=${new Date(1_700_003_600_000).toUTCString()}`,
    ]);
  });

  it('writes a session cookie for an opaque token and honours prefix and secure: false', () => {
    const document = fakeCookieDocument();
    createCookieTokenStore({ document, prefix: 'board1_', secure: false }).set('employer', 'a b');
    expect(document.writes).toEqual(['board1_employer_token=a%20b; Path=/; SameSite=Lax']);
    expect(createCookieTokenStore({ document, prefix: 'board1_' }).get('employer')).toBe('a b');
  });

  it('prefers an explicit expiresAt over the JWT exp, ending the cookie 60 s before it', () => {
    const document = fakeCookieDocument();
    const store = createCookieTokenStore({ document, now: clock });
    store.set('admin', jwtExpiringIn(3600, now), now + 7_200_000);
    expect(document.writes[0]).toContain(`Expires=${new Date(now + 7_140_000).toUTCString()}`);
  });

  it('keeps no token whose given expiry is within the 60 s margin, as the other stores', () => {
    const document = cookieHeaderDocument('', clock);
    const store = createCookieTokenStore({ document, now: clock });
    store.set('site', 'opaque', now + 30_000);
    expect(store.get('site')).toBeNull();
    store.set('site', 'opaque', now + 120_000);
    expect(store.get('site')).toBe('opaque');
  });

  it('expires the cookie on clear', () => {
    const document = fakeCookieDocument('jb_admin_token=abc; other=1');
    createCookieTokenStore({ document }).clear('admin');
    expect(document.writes).toEqual([
      `jb_admin_token=; Path=/; SameSite=Lax; Secure; Max-Age=0; Expires=${new Date(0).toUTCString()}`,
    ]);
    expect(document.cookie).toBe('other=1');
  });

  it('reads a request cookie header on the server and clears an expired token there only', () => {
    const expired = jwtExpiringIn(-5, now);
    const valid = jwtExpiringIn(3600, now);
    const document = cookieHeaderDocument(
      `theme=dark; jb_candidate_token=${expired}; jb_employer_token=${valid}; jb_site_token=s1`,
      clock,
    );
    const store = createCookieTokenStore({ document, now: clock });
    expect(store.get('candidate')).toBeNull();
    expect(document.cookie).toBe(`theme=dark; jb_employer_token=${valid}; jb_site_token=s1`);
    // A clear or a new token changes that role's cookie only.
    store.clear('site');
    store.set('admin', 'a b');
    expect(store.get('employer')).toBe(valid);
    expect(document.cookie).toBe(`theme=dark; jb_employer_token=${valid}; jb_admin_token=a%20b`);
  });

  it('keeps a request header as a browser keeps its cookies', () => {
    const jar = cookieHeaderDocument('a=first; b=2; a=second', clock);
    expect(jar.cookie).toBe('a=first; b=2');
    jar.cookie = 'b=; Max-Age=';
    expect(jar.cookie).toBe('a=first; b=');
    jar.cookie = `c=3; Max-Age=10; Expires=${new Date(0).toUTCString()}`;
    jar.cookie = `a=; Expires=${new Date(now - 1).toUTCString()}`;
    expect(jar.cookie).toBe('b=; c=3');
    jar.cookie = 'c=; Max-Age=0';
    expect(jar.cookie).toBe('b=');
  });

  it('reads nothing and writes nowhere without a document', () => {
    const store = createCookieTokenStore();
    store.set('candidate', 'x');
    expect(store.get('candidate')).toBeNull();
  });
});

describe('createLocalStorageTokenStore', () => {
  it('keeps a token the storage refuses in memory, and an older stored one does not return', () => {
    const storage = fakeStorage();
    storage.items.set('jb_candidate_token', '{"token":"older"}');
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const store = createLocalStorageTokenStore({ storage, now: clock });
    expect(() => store.set('candidate', 'newer')).not.toThrow();
    expect(store.get('candidate')).toBe('newer');
    store.clear('candidate');
    expect(store.get('candidate')).toBeNull();
  });

  it('tells a token that expired while the page was closed, and not a junk entry', () => {
    const storage = fakeStorage();
    storage.items.set('jb_candidate_token', JSON.stringify({ token: jwtExpiringIn(-3600, now) }));
    storage.items.set('jb_employer_token', 'not json');
    const store = createLocalStorageTokenStore({ storage, now: clock });
    expect([store.get('candidate'), store.get('employer')]).toEqual([null, null]);
    expect([store.expired?.('candidate'), store.expired?.('employer')]).toEqual([true, false]);
  });

  it('keeps the token and its expiry as JSON under the prefixed key', () => {
    const storage = fakeStorage();
    createLocalStorageTokenStore({ storage, prefix: 'x_' }).set('candidate', 't', 123);
    expect(storage.items.get('x_candidate_token')).toBe('{"token":"t","expiresAt":123}');
  });

  it.each([['not json'], ['42'], ['{"token":5}']])('clears a junk entry %s on read', (junk) => {
    const storage = fakeStorage();
    storage.items.set('jb_candidate_token', junk);
    expect(createLocalStorageTokenStore({ storage }).get('candidate')).toBeNull();
    expect(storage.items.has('jb_candidate_token')).toBe(false);
  });

  it('falls back to memory where there is no localStorage (Node)', () => {
    expect(globalThis.localStorage).toBeUndefined();
    const store = createLocalStorageTokenStore();
    store.set('employer', 'e');
    expect(store.get('employer')).toBe('e');
  });
});
