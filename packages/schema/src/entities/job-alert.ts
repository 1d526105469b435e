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
  string,
  type,
} from 'superstruct';

export const JOB_ALERT_FREQUENCIES = ['direct', 'daily', 'weekly', 'monthly'] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];

/** A saved search that mails a candidate new jobs. */
export const JobAlert = type({
  id: optional(integer()),
  search: optional(nullable(string())),
  frequency: enums(JOB_ALERT_FREQUENCIES),
  city: optional(nullable(string())),
  /** Radius around the city, in the site's distance unit. */
  range: optional(nullable(min(number(), 0))),
  /** Segment ids to match. */
  segments: optional(array(integer())),
  active: boolean(),
});
export type JobAlert = Infer<typeof JobAlert>;
