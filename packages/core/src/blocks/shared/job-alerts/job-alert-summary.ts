import { distanceUnit, type JobAlert, type SiteConfig } from '@jobboard/schema';
import type { I18n } from '@lingui/core';
import { formatDistance } from '../../../format/format-distance';
import { jobAlertMessages } from '../../../i18n/messages/job-alert-messages';

/** An alert as a list or a heading shows it, in the board's language. */
export interface JobAlertSummary {
  /** What the alert is called: its keyword, else its place, else "All jobs". */
  name: string;
  /** The place within its radius in the site's distance unit ("Amsterdam, within 25 km"). */
  place: string | undefined;
  /** The names of its categories, as the site's configuration names them. */
  segments: string[];
  /** How often it mails ("Daily"). */
  frequency: string;
}

type SummaryConfig = Pick<SiteConfig, 'segments' | 'settings'>;

/** The names of the segments with these ids, in their order; ids the site no longer has drop. */
export function segmentNames(config: Pick<SiteConfig, 'segments'>, ids: readonly number[]) {
  return ids.flatMap((id) => {
    const segment = config.segments.find((entry) => entry.id === id);
    return segment ? [segment.name] : [];
  });
}

/** An alert's place with its radius, or the place alone when it has none. */
export function placeText(
  i18n: I18n,
  config: SummaryConfig,
  city: string,
  range: number | null | undefined,
): string {
  if (range === null || range === undefined) return city;
  const unit = distanceUnit(config.settings.app_use_imperial_system);
  return i18n._(jobAlertMessages.placeWithin(city, formatDistance(i18n.locale, range, unit)));
}

/** Summarises an alert for display: its name, place, categories and frequency. */
export function summarizeJobAlert(
  alert: JobAlert,
  i18n: I18n,
  config: SummaryConfig,
): JobAlertSummary {
  const keyword = alert.search?.trim();
  const city = alert.city?.trim();
  return {
    name: keyword || city || i18n._(jobAlertMessages.allJobs),
    place: city ? placeText(i18n, config, city, alert.range) : undefined,
    segments: segmentNames(config, alert.segments ?? []),
    frequency: i18n._(jobAlertMessages.frequencies[alert.frequency]),
  };
}
