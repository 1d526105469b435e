import {
  array,
  boolean,
  enums,
  type Infer,
  integer,
  min,
  nullable,
  number,
  optional,
  size,
  string,
  type,
} from 'superstruct';
import { MAX_JOB_SEARCH_LENGTH } from '../rules/job-limits';

export const JOB_ALERT_FREQUENCIES = ['direct', 'daily', 'weekly', 'monthly'] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];

/** The most job alerts one candidate keeps (the reference server refuses more). */
export const JOB_ALERTS_PER_CANDIDATE = 25;

/**
 * A saved search that mails a candidate new jobs: the search's keyword, a place (`city` with its
 * coordinates) and radius, segments, how often, and whether it is on. As the API answers it, with
 * `id`, `uuid` and `created_at`; as a body of a create or update, without them.
 */
export const JobAlert = type({
  id: optional(integer()),
  uuid: optional(string()),
  /** A job search's keyword: at most what a search takes, as the alert's mails search with it. */
  search: optional(nullable(size(string(), 0, MAX_JOB_SEARCH_LENGTH))),
  frequency: enums(JOB_ALERT_FREQUENCIES),
  city: optional(nullable(size(string(), 0, 255))),
  lat: optional(nullable(size(number(), -90, 90))),
  lon: optional(nullable(size(number(), -180, 180))),
  /** Radius around the city, in the site's distance unit. */
  range: optional(nullable(min(number(), 0))),
  /** Segment ids to match. */
  segments: optional(size(array(integer()), 0, 100)),
  active: boolean(),
  /** ISO 8601, as the API answers it. */
  created_at: optional(string()),
});
export type JobAlert = Infer<typeof JobAlert>;
