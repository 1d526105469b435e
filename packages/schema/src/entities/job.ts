import {
  array,
  boolean,
  enums,
  type Infer,
  integer,
  nullable,
  number,
  optional,
  record,
  string,
  type,
  unknown,
} from 'superstruct';
import { Organisation } from './organisation';
import { Product } from './product';
import { SegmentIdsByGroup, SegmentNamesByGroup } from './segment';

/** Jobs start as `draft`; employers may pause and resume `active` jobs. */
export const JOB_STATUSES = ['draft', 'active', 'paused', 'expired', 'deleted'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const SALARY_TYPES = ['hour', 'day', 'month', 'year', 'project'] as const;
export type SalaryType = (typeof SALARY_TYPES)[number];

/** `own`: one free text; `platform`: the four parts of {@link JobPlatformText}. */
export const JOB_TEXT_TYPES = ['own', 'platform'] as const;
export type JobTextType = (typeof JOB_TEXT_TYPES)[number];

/** `none` means the job has no fixed place of work. */
export const LOCATION_TYPES = ['fixed', 'none'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

const optionalText = optional(nullable(string()));
const optionalNumber = optional(nullable(number()));

/** A job text written in the platform's four parts (HTML each). */
export const JobPlatformText = type({
  job: optionalText,
  function: optionalText,
  company: optionalText,
  offer: optionalText,
});
export type JobPlatformText = Infer<typeof JobPlatformText>;

/** A job board a job is published on. */
export const JobBoardRef = type({
  id: integer(),
  name: optional(string()),
});
export type JobBoardRef = Infer<typeof JobBoardRef>;

/** A job as the API returns it. */
export const Job = type({
  /** The numeric id the employer API addresses jobs by; public calls use `uuid`. */
  id: optional(integer()),
  uuid: string(),
  organisation_id: nullable(integer()),
  product_id: optional(nullable(integer())),
  status: enums(JOB_STATUSES),
  locale: string(),
  slug: string(),
  title: string(),
  /** The short search description (at most 200 characters when written). */
  description: optionalText,
  organisation_name: optionalText,
  client: optional(nullable(type({ name: string() }))),
  logo: optionalText,
  /** Publish date (ISO 8601). */
  from: optionalText,
  /** End date (ISO 8601). */
  till: optionalText,
  text_type: enums(JOB_TEXT_TYPES),
  text_own: optionalText,
  text_platform: optional(nullable(JobPlatformText)),
  remote: boolean(),
  country_code: optionalText,
  location_name: optionalText,
  city: optionalText,
  postal_code: optionalText,
  lat: optionalNumber,
  lon: optionalNumber,
  location_type: enums(LOCATION_TYPES),
  apply_url: optionalText,
  apply_email: optionalText,
  external_reference: optionalText,
  recruiter_name: optionalText,
  recruiter_phone: optionalText,
  recruiter_email: optionalText,
  salary_min: optionalNumber,
  salary_max: optionalNumber,
  salary_type: optional(nullable(enums(SALARY_TYPES))),
  salary_year: optionalNumber,
  salary_month: optionalNumber,
  salary_day: optionalNumber,
  salary_hour: optionalNumber,
  salary_project: optionalNumber,
  hours_min: optionalNumber,
  hours_max: optionalNumber,
  segment_ids: array(integer()),
  segments: optional(SegmentIdsByGroup),
  segments_names: optional(SegmentNamesByGroup),
  custom_fields: optional(nullable(record(string(), unknown()))),
  premium: boolean(),
  show_logo: boolean(),
  boost_factor: optional(number()),
  /** Loaded with `with=organisation`. */
  organisation: optional(Organisation),
  /** Loaded with `with=job_boards` (employer reads). */
  job_boards: optional(array(JobBoardRef)),
  /** Loaded with `with=product` (employer reads). */
  product: optional(nullable(Product)),
});
export type Job = Infer<typeof Job>;
