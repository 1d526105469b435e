import { createHash, randomBytes } from 'node:crypto';

/** A random bearer token; only its hash is stored, so a leaked table grants nothing. */
export function createOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
