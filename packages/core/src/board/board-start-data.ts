import type { JobboardClient } from '@jobboard/client';
import {
  DEFAULT_LOCALE,
  type Locale,
  type Site,
  type SiteConfig,
  type SiteSettings,
  SUPPORTED_LOCALES,
  siteSettingsFromItems,
} from '@jobboard/schema';
import type { FailedRead } from '../blocks-runtime/failed-reads';
import type { SharedBlockSettings } from './start-data-sharing';

/**
 * What a board needs before it can route: the site config, the site with its pages for one
 * locale, and the data a server render prefetched. A server render hands it to the browser as
 * `initialData`, so hydration starts from the same state without a request.
 */
export interface BoardStartData {
  config: SiteConfig;
  /** The site with its pages and blocks for `locale`. */
  site: Site;
  /** The locale the site's pages were loaded for. */
  locale: Locale;
  /** SWR data by request key (`prefetchPage`). */
  fallback: Record<string, unknown>;
  /**
   * In a server render's state: the reads of its page that failed, by request key; the browser's
   * blocks show their failure at first too, as the server's HTML does, then read again.
   */
  failedReads?: Record<string, FailedRead> | undefined;
  /** In a server render's state: the block settings its pages share (`shareBlockSettings`). */
  sharedBlockSettings?: SharedBlockSettings | undefined;
}

/** The ids a board's calls need, from the config entry of its host. */
export interface BoardIds {
  siteId: number;
  jobBoardId: number;
}

/** The config entry of `host`, else the config's first site (a test host or a single board). */
export function boardIds(config: SiteConfig, host: string | undefined): BoardIds | null {
  const entry = config.sites.find((site) => site.host === host) ?? config.sites[0];
  if (!entry) return null;
  return { siteId: entry.job_board_builder_site_id, jobBoardId: entry.job_board_id };
}

const settingsOfSite = new WeakMap<Site, Readonly<SiteSettings>>();

/**
 * The site's typed settings. Read once per site object (a render asks for them in several
 * places, and the site data is never changed in place: an edit makes a new site), frozen so a
 * reader cannot change them for the others.
 */
export function siteSettingsOf(site: Site): Readonly<SiteSettings> {
  let settings = settingsOfSite.get(site);
  if (!settings) {
    settings = Object.freeze(siteSettingsFromItems(site.settings));
    settingsOfSite.set(site, settings);
  }
  return settings;
}

/** The site's languages, its default first when it is among them. */
export function siteLocales(settings: SiteSettings): { supported: Locale[]; default: Locale } {
  const supported = settings.supportedLanguages.length
    ? [...settings.supportedLanguages]
    : [DEFAULT_LOCALE];
  const fallback = supported[0] ?? DEFAULT_LOCALE;
  const preferred = supported.includes(settings.defaultLanguage)
    ? settings.defaultLanguage
    : fallback;
  return { supported, default: preferred };
}

/** The error a board start fails with when the API has no site for the host. */
export class NoSiteError extends Error {
  constructor(host: string | undefined) {
    super(`No job board is configured for ${host ? `the host ${host}` : 'this host'}.`);
    this.name = 'NoSiteError';
  }
}

/**
 * Loads the config and the site for `locale` (the option or the URL's prefix), else for the first
 * of the visitor's `preferred` languages the site has (exactly, or by its language part: en-GB
 * finds en-US), else for the site's default language. The first read guesses the locale among the
 * product's; a site without it is read again in the locale it decides on.
 */
export async function loadStartData(
  client: JobboardClient,
  options: {
    host: string | undefined;
    locale: Locale | undefined;
    preferred?: readonly (string | null | undefined)[] | undefined;
  },
): Promise<BoardStartData> {
  const preferred = options.preferred ?? [];
  // Before the site is known only the product's locales can be told from other path segments.
  const requested = matchLocale(options.locale, SUPPORTED_LOCALES) ?? undefined;
  const first = requested ?? preferredLocale(preferred, SUPPORTED_LOCALES) ?? DEFAULT_LOCALE;
  // The configuration's names (segment groups, segments, newsletters, countries) come in the
  // locale of the request: ask in the one the board shows, not the API's default.
  client.setLocale(first);
  let config = await client.public.getConfiguration();
  const ids = boardIds(config, options.host);
  if (!ids) throw new NoSiteError(options.host);
  let site = await client.public.getSite(ids.siteId, first);
  let locale = first;
  const locales = siteLocales(siteSettingsOf(site));
  const wanted = requested
    ? (matchLocale(requested, locales.supported) ?? locales.default)
    : (preferredLocale(preferred, locales.supported) ?? locales.default);
  if (wanted !== first) {
    client.setLocale(wanted);
    [config, site] = await Promise.all([
      client.public.getConfiguration(),
      client.public.getSite(ids.siteId, wanted),
    ]);
    locale = wanted;
  }
  return { config, site, locale, fallback: {} };
}

/**
 * The first of the visitor's languages (most preferred first) that is one of `supported`: each
 * exactly, else by its language part (en-GB finds en-US, ro-RO finds ro), before the next.
 */
export function preferredLocale(
  preferred: readonly (string | null | undefined)[],
  supported: readonly Locale[],
): Locale | null {
  const part = (code: string) => code.toLowerCase().split('-')[0];
  for (const code of preferred) {
    if (!code) continue;
    const match =
      matchLocale(code, supported) ?? supported.find((locale) => part(locale) === part(code));
    if (match) return match;
  }
  return null;
}

/** The site's spelling of a locale code matched case-insensitively, or `null`. */
export function matchLocale(code: string | undefined, supported: readonly Locale[]): Locale | null {
  if (!code) return null;
  return supported.find((locale) => locale.toLowerCase() === code.toLowerCase()) ?? null;
}

/**
 * The language of a failure before the site was read: the URL's locale prefix, else the
 * `locale` option (embed.md's order); the home link keeps the URL's prefix. `null` when neither
 * names a product language.
 */
export function localeBeforeSite(
  path: string,
  option: string | undefined,
): { locale: Locale | null; home: string } {
  const urlLocale = matchLocale(path.split('/')[1], SUPPORTED_LOCALES);
  return {
    locale: urlLocale ?? matchLocale(option, SUPPORTED_LOCALES),
    home: urlLocale ? `/${urlLocale}` : '/',
  };
}
