import { type Infer, string, type, unknown } from 'superstruct';

/** One stored site setting; see `siteSettingsFromItems` for the typed view. */
export const SiteSettingItem = type({
  key: string(),
  value: unknown(),
});
export type SiteSettingItem = Infer<typeof SiteSettingItem>;
