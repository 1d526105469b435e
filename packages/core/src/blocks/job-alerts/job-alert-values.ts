import {
  DEFAULT_RANGE,
  type JobAlert,
  type JobAlertFrequency,
  MAX_JOB_SEARCH_LENGTH,
  type SiteConfig,
} from '@jobboard/schema';
import { jobAlertMessages } from '../../i18n/messages/job-alert-messages';
import type { FieldErrors } from '../shared/account-form/use-account-form';
import type { JobAlertBody } from '../shared/job-alerts/job-alert-body';
import type { JobSearchUrlQuery } from '../shared/job-search-query';

/** A place an alert follows: the search's place name and, when it had them, its coordinates. */
export interface JobAlertPlace {
  city: string;
  lat: number | null;
  lon: number | null;
}

/** The job alert form's values. */
export interface JobAlertValues {
  search: string;
  /** `null`: jobs anywhere. */
  place: JobAlertPlace | null;
  /** What is typed in the place search (an alert without a place) and not chosen yet. */
  placeQuery: string;
  /** The radius around the place, in the site's distance unit. */
  range: number;
  /** Segment ids, each one the site's configuration names. */
  segments: number[];
  frequency: JobAlertFrequency;
  active: boolean;
}

/** The fields whose errors the form shows on the field, in screen order. */
export const JOB_ALERT_FIELDS = ['search', 'place', 'range', 'segments', 'frequency'] as const;
export type JobAlertField = (typeof JOB_ALERT_FIELDS)[number];

/**
 * The longest keyword the API stores: what a job search takes, as the alert's mails search with
 * it (a longer one was stored and then searched cut short, candidate QA).
 */
export const KEYWORD_MAX_LENGTH = MAX_JOB_SEARCH_LENGTH;

/** A new alert mails once a day unless the candidate chooses otherwise. */
const DEFAULT_FREQUENCY: JobAlertFrequency = 'daily';

/** The ids the site's configuration has a segment for; an id it dropped has no name to show. */
function knownSegments(config: Pick<SiteConfig, 'segments'>, ids: readonly number[]): number[] {
  return [...new Set(ids)].filter((id) => config.segments.some((segment) => segment.id === id));
}

/**
 * The job categories an alert may still add, by segment group in the configuration's order:
 * the groups and segments that apply to jobs, without those chosen. Groups with none left are
 * left out.
 */
export function segmentChoices(
  config: Pick<SiteConfig, 'segments' | 'segments_groups'>,
  chosen: readonly number[],
): { name: string; segments: { id: number; name: string }[] }[] {
  return config.segments_groups
    .filter((group) => group.jobs)
    .map((group) => ({
      name: group.name,
      segments: config.segments
        .filter(
          (segment) =>
            segment.segments_group_id === group.id && segment.jobs && !chosen.includes(segment.id),
        )
        .map(({ id, name }) => ({ id, name })),
    }))
    .filter((group) => group.segments.length > 0);
}

/** A new alert for the search of the page's URL (the job list's alert card links here with it). */
export function valuesFromSearch(
  query: JobSearchUrlQuery,
  config: Pick<SiteConfig, 'segments'>,
): JobAlertValues {
  const city = query.location_name;
  return {
    search: query.search ?? '',
    place: city ? { city, lat: query.lat ?? null, lon: query.lon ?? null } : null,
    placeQuery: '',
    // An alert's radius is whole (the API's rule): a search's 12.5 covers its area as 13.
    range: query.distance === undefined ? DEFAULT_RANGE : Math.ceil(query.distance),
    segments: knownSegments(config, query['in[segment_ids]'] ?? []),
    frequency: DEFAULT_FREQUENCY,
    active: true,
  };
}

/** The values of a saved alert. */
export function valuesFromAlert(
  alert: JobAlert,
  config: Pick<SiteConfig, 'segments'>,
): JobAlertValues {
  const city = alert.city?.trim();
  return {
    search: alert.search ?? '',
    place: city ? { city, lat: alert.lat ?? null, lon: alert.lon ?? null } : null,
    placeQuery: '',
    range: alert.range ?? DEFAULT_RANGE,
    segments: knownSegments(config, alert.segments ?? []),
    frequency: alert.frequency,
    active: alert.active,
  };
}

/** What the form sends: no place means no radius either. */
export function jobAlertBodyOf(values: JobAlertValues): JobAlertBody {
  const search = values.search.trim();
  const { place } = values;
  return {
    search: search || null,
    frequency: values.frequency,
    city: place?.city ?? null,
    lat: place?.lat ?? null,
    lon: place?.lon ?? null,
    range: place ? values.range : null,
    segments: values.segments,
    active: values.active,
  };
}

/**
 * The form's own checks: the keyword's length, and a place typed but not chosen from the list
 * (saved as it is, the alert would follow jobs anywhere without a word).
 */
export function validateJobAlert(values: JobAlertValues): FieldErrors<JobAlertField> {
  const errors: FieldErrors<JobAlertField> = {};
  if (values.search.trim().length > KEYWORD_MAX_LENGTH) {
    errors.search = (i18n) => i18n._(jobAlertMessages.keywordTooLong(KEYWORD_MAX_LENGTH));
  }
  if (values.place === null && values.placeQuery.trim() !== '') {
    errors.place = (i18n) => i18n._(jobAlertMessages.placeNotChosen);
  }
  return errors;
}
