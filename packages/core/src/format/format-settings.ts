import type { AppSettings, JobDateFormat, SiteSettings } from '@jobboard/schema';

/** The site settings that decide how values are formatted. */
export interface FormatSettings {
  /** SiteSettings.jobDateFormat. @default 'MM/dd/yyyy' */
  jobDateFormat?: JobDateFormat | undefined;
  /** The site currency (SiteConfig `app_currency`). @default 'EUR' */
  currency?: string | undefined;
  /** Distances in miles (SiteConfig `app_use_imperial_system`). @default false */
  useImperial?: boolean | undefined;
  /** Time zone dates are read in. @default 'Europe/Amsterdam' */
  timeZone?: string | undefined;
}

/** Picks the format settings out of a site's settings and its configuration's app settings. */
export function formatSettingsFrom(
  siteSettings: Pick<SiteSettings, 'jobDateFormat'>,
  appSettings?: Pick<AppSettings, 'app_currency' | 'app_use_imperial_system'>,
): FormatSettings {
  return {
    jobDateFormat: siteSettings.jobDateFormat,
    currency: appSettings?.app_currency,
    useImperial: appSettings?.app_use_imperial_system,
  };
}
