import { array, type Infer, integer, string, type } from 'superstruct';
import { Page } from './page';
import { SiteSettingItem } from './site-setting-item';

/** The site statuses the product knows; the API may send others, so `Site.status` stays a string. */
export const SITE_STATUSES = ['draft', 'published'] as const;
export type SiteStatus = (typeof SITE_STATUSES)[number];

/** A job board site: its status, its settings as stored items and its pages. */
export const Site = type({
  id: integer(),
  /** `draft` sends visitors to /create-jobboard. */
  status: string(),
  settings: array(SiteSettingItem),
  pages: array(Page),
});
export type Site = Infer<typeof Site>;
