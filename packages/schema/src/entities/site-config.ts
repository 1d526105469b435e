import {
  array,
  boolean,
  defaulted,
  type Infer,
  integer,
  min,
  nullable,
  optional,
  record,
  string,
  type,
  unknown,
} from 'superstruct';
import { DEFAULT_CURRENCY } from '../rules/format-currency';
import { Segment, SegmentGroup } from './segment';

/** A host name served by a builder site on a job board. */
export const ConfigSite = type({
  host: string(),
  job_board_builder_site_id: integer(),
  job_board_id: integer(),
});
export type ConfigSite = Infer<typeof ConfigSite>;

/** A value substituted for `#key#` in the board's texts (organisation name, e-mail, ...). */
export const JobBoardPlaceholder = type({
  key: string(),
  value: string(),
  name: string(),
});
export type JobBoardPlaceholder = Infer<typeof JobBoardPlaceholder>;

export const ConfigJobBoard = type({
  id: integer(),
  name: optional(string()),
  placeholders: defaulted(array(JobBoardPlaceholder), () => []),
});
export type ConfigJobBoard = Infer<typeof ConfigJobBoard>;

export const Newsletter = type({
  id: integer(),
  name: string(),
  description: optional(nullable(string())),
});
export type Newsletter = Infer<typeof Newsletter>;

/** A way to pay an order; `third_party` names the provider behind it, null for invoice. */
export const PaymentType = type({
  id: integer(),
  name: string(),
  third_party: nullable(string()),
});
export type PaymentType = Infer<typeof PaymentType>;

export const ConfigCountry = type({
  /** ISO 3166-1 alpha-2. */
  code: string(),
  name: string(),
  /** Whether location search may suggest places in this country. */
  search_enabled: boolean(),
});
export type ConfigCountry = Infer<typeof ConfigCountry>;

/** A third-party integration (sign-in, card payment, job backfill); details are provider-specific. */
export const ThirdParty = type({
  implementation: string(),
  enabled: boolean(),
  public_information: optional(nullable(record(string(), unknown()))),
});
export type ThirdParty = Infer<typeof ThirdParty>;

/** The API's application settings. Read with `create()` so missing values take their defaults. */
export const AppSettings = type({
  app_image: optional(nullable(string())),
  /** @default 0 */
  app_credit_price: defaulted(min(integer(), 0), 0),
  /** Distances in miles when on, else kilometres. @default false */
  app_use_imperial_system: defaulted(boolean(), false),
  /** @default 'EUR' */
  app_currency: defaulted(string(), DEFAULT_CURRENCY),
  /** Candidates may search jobs anonymously when on. @default false */
  job_search_anonymous: defaulted(boolean(), false),
});
export type AppSettings = Infer<typeof AppSettings>;

/** A language a board offers, with the flag its switcher shows (an image URL or emoji). */
export const ConfigLanguage = type({
  locale: string(),
  flag: optional(nullable(string())),
});
export type ConfigLanguage = Infer<typeof ConfigLanguage>;

/**
 * `GET /configuration`: the board's hosts, job boards, segments, newsletters, payment types,
 * countries, integrations, settings and languages. Read with `create()` so absent lists are empty
 * and settings take their defaults.
 */
export const SiteConfig = type({
  sites: defaulted(array(ConfigSite), () => []),
  job_boards: defaulted(array(ConfigJobBoard), () => []),
  segments: defaulted(array(Segment), () => []),
  segments_groups: defaulted(array(SegmentGroup), () => []),
  newsletters: defaulted(array(Newsletter), () => []),
  payment_types: defaulted(array(PaymentType), () => []),
  countries: defaulted(array(ConfigCountry), () => []),
  third_parties: defaulted(array(ThirdParty), () => []),
  settings: defaulted(AppSettings, () => ({})),
  /** The API's environment name, e.g. `production` or `staging`. */
  environment: optional(string()),
  languages: defaulted(array(ConfigLanguage), () => []),
});
export type SiteConfig = Infer<typeof SiteConfig>;
