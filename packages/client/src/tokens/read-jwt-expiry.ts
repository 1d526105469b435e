/**
 * The `exp` claim of a JWT in epoch milliseconds, or null when the token is not a JWT or has no
 * numeric `exp`. The signature is not checked: the server does that; this only avoids sending
 * a token that is known to be expired.
 */
export function readJwtExpiry(token: string): number | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  const payload = decodeBase64UrlJson(parts[1]);
  if (typeof payload !== 'object' || payload === null || !('exp' in payload)) return null;
  const { exp } = payload;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

function decodeBase64UrlJson(segment: string): unknown {
  try {
    const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
}
