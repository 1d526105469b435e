import { readJwtExpiry } from './read-jwt-expiry';

/** A token counts as expired this long before its real expiry (spec: 60 s margin). */
export const TOKEN_EXPIRY_MARGIN_MS = 60_000;

/**
 * Whether a token may still be sent: a JWT is valid until `marginMs` before its `exp`; an opaque
 * token (or a JWT without `exp`) is valid while present.
 */
export function isTokenValid(
  token: string | null | undefined,
  now: number = Date.now(),
  marginMs: number = TOKEN_EXPIRY_MARGIN_MS,
): boolean {
  if (!token) return false;
  const expiresAt = readJwtExpiry(token);
  return expiresAt === null || expiresAt - marginMs > now;
}
