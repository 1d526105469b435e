import { isTokenValid, TOKEN_EXPIRY_MARGIN_MS } from './is-token-valid';
import type { TokenRole, TokenStore } from './token-store';

/** A token as a store keeps it: `expiresAt` only when the caller gave one. */
export interface StoredToken {
  token: string;
  expiresAt?: number;
}

/** The raw storage behind a {@link TokenStore}; it never judges validity. */
export interface TokenBackend {
  read(role: TokenRole): StoredToken | null;
  write(role: TokenRole, stored: StoredToken): void;
  remove(role: TokenRole): void;
}

/** Wraps a backend so that reading an expired or unusable token clears it (builder.md §5). */
export function createValidatingTokenStore(backend: TokenBackend, now: () => number): TokenStore {
  // The roles whose stored token this store found expired and dropped.
  const dropped = new Set<TokenRole>();
  return {
    get(role) {
      const stored = backend.read(role);
      if (!stored) return null;
      const time = now();
      const expired =
        stored.expiresAt !== undefined && stored.expiresAt - TOKEN_EXPIRY_MARGIN_MS <= time;
      if (expired || !isTokenValid(stored.token, time)) {
        backend.remove(role);
        if (stored.token) dropped.add(role);
        return null;
      }
      return stored.token;
    },
    set(role, token, expiresAt) {
      dropped.delete(role);
      backend.write(role, expiresAt === undefined ? { token } : { token, expiresAt });
    },
    clear(role) {
      dropped.delete(role);
      backend.remove(role);
    },
    expired: (role) => dropped.has(role),
  };
}
