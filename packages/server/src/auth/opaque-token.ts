import { createHash, randomBytes } from 'node:crypto';

/**
 * A random bearer token (32 random bytes, base64url, after `prefix`); only its hash is stored, so
 * a leaked table grants nothing. A prefix (`jbmp_` of the multiposter tokens) lets secret
 * scanners and people tell what a leaked token is.
 */
export function createOpaqueToken(prefix = ''): { token: string; hash: string } {
  const token = `${prefix}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
