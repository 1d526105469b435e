import { array, size } from 'superstruct';
import { BlockLink, repairLink, repairLinkList } from './link';
import { report, type SettingOptions, settingBase } from './setting-base';
import type { LinkSetting, LinksSetting } from './setting-spec';

const MAX_LINKS = 50;

/** One link, e.g. a call to action's button. */
export function linkSetting(options: SettingOptions<BlockLink>): LinkSetting {
  const base = settingBase('link', options, BlockLink);
  return {
    ...base,
    repair: (value, context) => {
      const link = repairLink(value, context, { fallback: 'used the default link' });
      return link ?? base.defaultFor(context.locale);
    },
  };
}

/** A list of links, repaired link by link. */
export function linksSetting(options: SettingOptions<BlockLink[]>): LinksSetting {
  const base = settingBase('links', options, size(array(BlockLink), 0, MAX_LINKS));
  return {
    ...base,
    maxItems: MAX_LINKS,
    repair: (value, context) => {
      if (Array.isArray(value)) return repairLinkList(value, context, MAX_LINKS);
      report(context, 'Expected a list of links; used the default.', value);
      return base.defaultFor(context.locale);
    },
  };
}
