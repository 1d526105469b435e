/**
 * The roles that keep a token. The public family sends none; `site` holds the token a visitor
 * gets for the site password gate.
 */
export const TOKEN_ROLES = ['candidate', 'employer', 'admin', 'mp', 'site'] as const;

export type TokenRole = (typeof TOKEN_ROLES)[number];

/** Where the client keeps one token per role. The host picks the store. */
export interface TokenStore {
  /** The role's token, or null when none is stored or the stored one is no longer valid (it is then cleared). */
  get(role: TokenRole): string | null;
  /**
   * Stores the role's token. `expiresAt` (epoch ms) is used when given; otherwise a JWT's own
   * `exp` decides, and an opaque token lasts until cleared.
   */
  set(role: TokenRole, token: string, expiresAt?: number): void;
  clear(role: TokenRole): void;
  /**
   * Whether this store dropped the role's token because it had expired (read after its expiry,
   * since the store was made and not stored again or cleared since): a session that ended while
   * the board was closed. Optional: a host's own store may not tell.
   */
  expired?(role: TokenRole): boolean;
}
