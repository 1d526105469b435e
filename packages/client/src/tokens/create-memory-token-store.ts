import { createValidatingTokenStore, type StoredToken } from './stored-token';
import type { TokenRole, TokenStore } from './token-store';

export interface MemoryTokenStoreOptions {
  /**
   * The clock used for expiry checks, in epoch ms.
   * @default Date.now
   */
  now?: () => number;
}

/** Tokens kept in memory only: gone on reload. Right for SSR, tests and hosts that forbid storage. */
export function createMemoryTokenStore(options: MemoryTokenStoreOptions = {}): TokenStore {
  const tokens = new Map<TokenRole, StoredToken>();
  return createValidatingTokenStore(
    {
      read: (role) => tokens.get(role) ?? null,
      write: (role, stored) => tokens.set(role, stored),
      remove: (role) => tokens.delete(role),
    },
    options.now ?? Date.now,
  );
}
