import { array, refine, size } from 'superstruct';
import { BlockLink, type BlockLinkType, repairLink, repairLinkList } from './link';
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

export interface LinksSettingOptions extends SettingOptions<BlockLink[]> {
  /** The link types the list takes (the footer's columns); every type without it. */
  linkTypes?: readonly BlockLinkType[];
}

/** A list of links, repaired link by link. */
export function linksSetting({ linkTypes, ...options }: LinksSettingOptions): LinksSetting {
  const list = size(array(BlockLink), 0, MAX_LINKS);
  const struct = linkTypes
    ? refine(list, 'linkTypes', (links) => links.every((link) => linkTypes.includes(link.linkType)))
    : list;
  const base = settingBase('links', options, struct);
  return {
    ...base,
    maxItems: MAX_LINKS,
    ...(linkTypes && { linkTypes }),
    repair: (value, context) => {
      if (Array.isArray(value)) {
        return repairLinkList(value, context, MAX_LINKS, true, linkTypes);
      }
      report(context, { expected: 'a list of links' }, 'used the default', value);
      return base.defaultFor(context.locale);
    },
  };
}
