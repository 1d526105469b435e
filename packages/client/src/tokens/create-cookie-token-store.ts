import { TOKEN_EXPIRY_MARGIN_MS } from './is-token-valid';
import { readJwtExpiry } from './read-jwt-expiry';
import { createValidatingTokenStore } from './stored-token';
import type { TokenRole, TokenStore } from './token-store';

/**
 * The part of `document` the store uses: assigning `cookie` sets one cookie, as in a browser. For
 * SSR pass {@link cookieHeaderDocument} of the request's `Cookie` header.
 */
export interface CookieDocument {
  cookie: string;
}

export interface CookieTokenStoreOptions {
  /**
   * Adds `Secure`, so browsers send the cookie over HTTPS only (spec: auth cookies are secure).
   * Turn off only for plain-HTTP development hosts.
   * @default true
   */
  secure?: boolean;
  /**
   * Cookie name prefix: a role's token is the cookie `${prefix}${role}_token`.
   * @default 'jb_'
   */
  prefix?: string;
  /**
   * The document whose cookies hold the tokens. Read on each access, never at import.
   * @default globalThis.document
   */
  document?: CookieDocument;
  /**
   * The clock used for expiry checks, in epoch ms.
   * @default Date.now
   */
  now?: () => number;
}

/**
 * Tokens kept in cookies with `Path=/`, `SameSite=Lax` and `Secure`. A cookie expires with the
 * JWT's `exp` (or the given `expiresAt`); an opaque token gets a session cookie. Without a
 * document (SSR without cookies) the store reads nothing and writes nowhere.
 */
export function createCookieTokenStore(options: CookieTokenStoreOptions = {}): TokenStore {
  const prefix = options.prefix ?? 'jb_';
  const attributes = `; Path=/; SameSite=Lax${options.secure === false ? '' : '; Secure'}`;
  const nameOf = (role: TokenRole) => `${prefix}${role}_token`;
  const doc = (): CookieDocument | undefined => options.document ?? globalThis.document;
  return createValidatingTokenStore(
    {
      read(role) {
        const token = readCookie(doc()?.cookie ?? '', nameOf(role));
        return token === null ? null : { token };
      },
      write(role, { token, expiresAt }) {
        const target = doc();
        if (!target) return;
        // A token given its expiry (the site password's) has no `exp` to check on reading: the
        // cookie itself ends with the 60 s margin, as a JWT read from storage is judged.
        const expiry =
          expiresAt === undefined ? readJwtExpiry(token) : expiresAt - TOKEN_EXPIRY_MARGIN_MS;
        const expires = expiry === null ? '' : `; Expires=${new Date(expiry).toUTCString()}`;
        target.cookie = `${nameOf(role)}=${encodeURIComponent(token)}${attributes}${expires}`;
      },
      remove(role) {
        const target = doc();
        if (!target) return;
        target.cookie = `${nameOf(role)}=${attributes}; Max-Age=0; Expires=${new Date(0).toUTCString()}`;
      },
    },
    options.now ?? Date.now,
  );
}

function readCookie(cookieHeader: string, name: string): string | null {
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    if (value === '') return null;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/**
 * A request's `Cookie` header as a {@link CookieDocument} for a cookie token store on a server:
 * an assignment sets or (`Max-Age=0`, or an `Expires` in the past) deletes that one cookie, as a
 * browser's `document.cookie` does, and `cookie` reads the cookies left. Attributes are dropped.
 */
export function cookieHeaderDocument(
  header: string | null | undefined,
  now: () => number = Date.now,
): CookieDocument {
  const jar = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    // Of two cookies of one name the browser sends the more specific first: that one counts.
    if (separator > 0 && !jar.has(name)) jar.set(name, pair.slice(separator + 1).trim());
  }
  return {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      if (separator <= 0) return;
      const name = pair.slice(0, separator);
      const attribute = (key: string) =>
        attributes.find((part) => part.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      // Max-Age wins over Expires (RFC 6265); an empty or unreadable one is left out.
      const maxAge = Number.parseInt(attribute('max-age') ?? '', 10);
      const expires = Date.parse(attribute('expires') ?? '');
      const gone = Number.isNaN(maxAge) ? expires <= now() : maxAge <= 0;
      if (gone) jar.delete(name);
      else jar.set(name, pair.slice(separator + 1));
    },
  };
}
