import { createMemoryTokenStore } from './create-memory-token-store';
import { createValidatingTokenStore, type StoredToken } from './stored-token';
import type { TokenRole, TokenStore } from './token-store';

/** The part of the Web Storage API the store uses. */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface LocalStorageTokenStoreOptions {
  /**
   * Key prefix: a role's token is kept under `${prefix}${role}_token`.
   * @default 'jb_'
   */
  prefix?: string;
  /**
   * The storage to use. Read when the store is created, not when the module is imported.
   * @default globalThis.localStorage
   */
  storage?: TokenStorage;
  /**
   * The clock used for expiry checks, in epoch ms.
   * @default Date.now
   */
  now?: () => number;
}

/**
 * Tokens kept in Web Storage, surviving reloads. Where storage is missing or blocked (SSR,
 * sandboxed iframes, some private modes), or refuses a write (full), it falls back to memory so
 * the session still works for the page's life.
 */
export function createLocalStorageTokenStore(
  options: LocalStorageTokenStoreOptions = {},
): TokenStore {
  const now = options.now ?? Date.now;
  const storage = options.storage ?? defaultStorage();
  if (!storage) return createMemoryTokenStore({ now });
  const prefix = options.prefix ?? 'jb_';
  const keyOf = (role: TokenRole) => `${prefix}${role}_token`;
  // Tokens the storage refused to keep (full, or writes blocked while reads work): a login the
  // API accepted still holds for the page's life.
  const refused = new Map<TokenRole, StoredToken>();
  const attempt = (action: () => void) => {
    try {
      action();
    } catch {
      // Refused storage: the memory entry above decides.
    }
  };
  return createValidatingTokenStore(
    {
      read(role) {
        const kept = refused.get(role);
        if (kept) return kept;
        try {
          return parseStoredToken(storage.getItem(keyOf(role)));
        } catch {
          return null;
        }
      },
      write(role, stored) {
        refused.delete(role);
        try {
          storage.setItem(keyOf(role), JSON.stringify(stored));
        } catch {
          refused.set(role, stored);
          // An older token under the key must not come back once this one is cleared.
          attempt(() => storage.removeItem(keyOf(role)));
        }
      },
      remove(role) {
        refused.delete(role);
        attempt(() => storage.removeItem(keyOf(role)));
      },
    },
    now,
  );
}

function defaultStorage(): TokenStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Reading `localStorage` throws a SecurityError where storage is blocked.
    return null;
  }
}

/** Anything but the store's own JSON shape reads as an empty, invalid entry and gets cleared. */
function parseStoredToken(raw: string | null): StoredToken | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return { token: '' };
    const { token, expiresAt } = value as Record<string, unknown>;
    if (typeof token !== 'string') return { token: '' };
    return typeof expiresAt === 'number' ? { token, expiresAt } : { token };
  } catch {
    return { token: '' };
  }
}
