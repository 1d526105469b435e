import {
  array,
  boolean,
  enums,
  type Infer,
  integer,
  nullable,
  optional,
  string,
  type,
} from 'superstruct';
import { SegmentIdsByGroup } from './segment';

export const INFO_ITEM_TYPES = ['benefit', 'image', 'location', 'social', 'text', 'video'] as const;
export type InfoItemType = (typeof INFO_ITEM_TYPES)[number];

export const SOCIAL_TYPES = [
  'facebook',
  'instagram',
  'linkedin',
  'medium',
  'twitter',
  'website',
] as const;
export type SocialType = (typeof SOCIAL_TYPES)[number];

export const COMPANY_TYPES = ['company', 'staff'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/** One item of an organisation's profile: a benefit, an image, a social link, a text, ... */
export const OrganisationInfoItem = type({
  id: optional(integer()),
  type: enums(INFO_ITEM_TYPES),
  /** The text, or the URL for image, video and social items. */
  value: string(),
  order: integer(),
  /** Which network a `social` item links to. */
  social_type: optional(enums(SOCIAL_TYPES)),
});
export type OrganisationInfoItem = Infer<typeof OrganisationInfoItem>;

/** An employer's organisation as the API returns it. */
export const Organisation = type({
  id: integer(),
  slug: string(),
  name: string(),
  logo: optional(nullable(string())),
  header: optional(nullable(string())),
  slogan: optional(nullable(string())),
  company_size: optional(nullable(string())),
  company_type: optional(nullable(enums(COMPANY_TYPES))),
  location_hq: optional(nullable(string())),
  text_about: optional(nullable(string())),
  active: boolean(),
  email: optional(nullable(string())),
  premium: boolean(),
  segments: optional(SegmentIdsByGroup),
  info_items: optional(array(OrganisationInfoItem)),
});
export type Organisation = Infer<typeof Organisation>;
