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

export function siteSettingsOf(site: Site): SiteSettings {
  return siteSettingsFromItems(site.settings);
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
 * Loads the config and the site for `locale` (the option or the URL's prefix). Without a
 * requested locale the site is read in its own default language, which a first read in the
 * product default tells.
 */
export async function loadStartData(
  client: JobboardClient,
  options: { host: string | undefined; locale: Locale | undefined },
): Promise<BoardStartData> {
  // Before the site is known only the product's locales can be told from other path segments.
  const requested = matchLocale(options.locale, SUPPORTED_LOCALES) ?? undefined;
  const first = requested ?? DEFAULT_LOCALE;
  // The configuration's names (segment groups, segments, newsletters, countries) come in the
  // locale of the request: ask in the one the board shows, not the API's default.
  client.setLocale(first);
  let config = await client.public.getConfiguration();
  const ids = boardIds(config, options.host);
  if (!ids) throw new NoSiteError(options.host);
  let site = await client.public.getSite(ids.siteId, first);
  let locale = first;
  const locales = siteLocales(siteSettingsOf(site));
  const wanted = matchLocale(requested, locales.supported) ?? locales.default;
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

/** The site's spelling of a locale code matched case-insensitively, or `null`. */
export function matchLocale(code: string | undefined, supported: readonly Locale[]): Locale | null {
  if (!code) return null;
  return supported.find((locale) => locale.toLowerCase() === code.toLowerCase()) ?? null;
}
