import { DEFAULT_LOCALE, type Site, type SiteConfig, toSettingsLocale } from '@jobboard/schema';
import { isApiError } from '../api-error';
import { apiPath } from '../api-path';
import { isRecord } from '../is-record';
import { readData } from '../read-data';
import type { ApiRequest, CallOptions } from '../request';
import type { TokenStore } from '../tokens/token-store';

/** The `locale` query of site reads: the locale uppercased, as block settings store it. */
function siteLocaleQuery(locale: string | undefined): { locale: string } {
  return { locale: toSettingsLocale(locale ?? DEFAULT_LOCALE) };
}

/** The site read, on the public API (published) and the admin API (for the editor). */
export function siteReadCalls(request: ApiRequest, currentLocale: () => string | undefined) {
  return {
    /**
     * `GET /job-board-builder/sites/{id}?locale=NL`: the site with its pages, blocks and block
     * settings for a locale (the client's locale by default).
     */
    getSite(id: number, locale?: string, options: CallOptions = {}): Promise<Site> {
      return request({
        method: 'GET',
        path: apiPath`job-board-builder/sites/${id}`,
        query: siteLocaleQuery(locale ?? currentLocale()),
        read: readSite,
        ...options,
      });
    },
  };
}

/**
 * The site answer, its two lists checked: a site whose `pages` or `settings` are not lists (a
 * damaged record) fails the read as an answer the client cannot read, rather than failing the
 * board later with a script error; entries that are not objects are left out. Absent lists are
 * empty. The pages' blocks are checked where they render (each block has its own boundary).
 */
export function readSite(body: unknown): Site {
  const data = readData(body);
  if (!isRecord(data)) throw new Error('The site answer is not an object');
  const lists: Record<'pages' | 'settings', unknown[]> = { pages: [], settings: [] };
  for (const key of ['pages', 'settings'] as const) {
    const value = data[key] ?? [];
    if (!Array.isArray(value)) throw new Error(`The site's ${key} are not a list`);
    lists[key] = value.filter(isRecord);
  }
  return { ...data, ...lists } as Site;
}

/**
 * Site calls of the public API: configuration, the site with its pages and the site password
 * gate (the visitor's site token is kept under the `site` role).
 */
export function siteCalls(
  request: ApiRequest,
  tokens: TokenStore,
  currentLocale: () => string | undefined,
) {
  return {
    ...siteReadCalls(request, currentLocale),

    /**
     * `POST /site-auth` with the site password (the reference server's gate; the spec names no
     * call). Stores the answered site token, with its `expires_at` when given, and resolves with
     * it; a wrong password rejects with the server's 'site password invalid' text.
     */
    async unlockSite(password: string, options: CallOptions = {}): Promise<string> {
      const { token, expiresAt } = await request({
        method: 'POST',
        path: 'site-auth',
        body: { password },
        read: readSiteToken,
        ...options,
      });
      if (expiresAt === undefined) tokens.set('site', token);
      else tokens.set('site', token, expiresAt);
      return token;
    },

    /**
     * `GET /configuration`: the board's config, absent lists empty and settings defaulted. Its
     * struct loads alongside the request (a chunk of its own in bundles: the board's runtime
     * reads the configuration once, at start).
     */
    getConfiguration(options: CallOptions = {}): Promise<SiteConfig> {
      const reader = import('./site-config-reader');
      // Awaited by `read`; a failed load fails the call there, not as an unhandled rejection.
      reader.catch(() => undefined);
      return request({
        method: 'GET',
        path: 'configuration',
        read: async (body) => (await reader).readSiteConfig(body),
        ...options,
      });
    },

    /**
     * `POST /validate-token`: whether the server accepts a token (the site password gate). A
     * refusal (4xx) resolves false; no answer at all rejects.
     */
    async validateToken(token: string, options: CallOptions = {}): Promise<boolean> {
      try {
        await request({ method: 'POST', path: 'validate-token', body: { token }, ...options });
        return true;
      } catch (error) {
        if (isApiError(error) && error.kind === 'http' && error.status < 500) return false;
        throw error;
      }
    },
  };
}

function readSiteToken(body: unknown): { token: string; expiresAt?: number } {
  const data = readData(body);
  if (!isRecord(data) || typeof data.token !== 'string' || data.token === '') {
    throw new Error('The site password answer has no token');
  }
  const expiresAt = typeof data.expires_at === 'string' ? Date.parse(data.expires_at) : Number.NaN;
  return Number.isNaN(expiresAt) ? { token: data.token } : { token: data.token, expiresAt };
}
