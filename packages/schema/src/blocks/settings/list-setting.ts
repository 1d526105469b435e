import { define } from 'superstruct';
import type { Locale } from '../../locale';
import { childContext, isRecord, report, type SettingOptions, settingBase } from './setting-base';
import type { ListSetting, SettingSpec, SettingValues } from './setting-spec';
import {
  defaultSettingsRecord,
  repairSettingsRecord,
  settingsRecordStruct,
  withKeys,
} from './settings-record';

export interface ListSettingOptions<Fields extends Record<string, SettingSpec>>
  extends SettingOptions<SettingValues<Fields>[]> {
  /** The settings of one item. */
  fields: Fields;
  /** @default 100 */
  maxItems?: number;
  /** The field naming an item in the editor; @default the first field */
  itemLabel?: keyof Fields & string;
}

/** A list of items with their own settings; items are repaired one by one. */
export function listSetting<const Fields extends Record<string, SettingSpec>>(
  options: ListSettingOptions<Fields>,
): ListSetting<SettingValues<Fields>> {
  type Item = SettingValues<Fields>;
  const fields = withKeys(options.fields);
  const maxItems = options.maxItems ?? 100;
  const Item = settingsRecordStruct<Item>('listItem', fields);
  const struct = define<Item[]>(
    'list',
    (value) =>
      Array.isArray(value) && value.length <= maxItems && value.every((item) => Item.is(item)),
  );
  const base = settingBase('list', options, struct);
  const defaultItem = (locale: Locale): Item => {
    const item = defaultSettingsRecord(fields, locale);
    if (Item.is(item)) return item;
    throw new Error(`The default item of list "${options.title}" does not pass its own struct.`);
  };
  return {
    ...base,
    fields,
    maxItems,
    itemLabel: options.itemLabel ?? fields[0]?.key ?? '',
    defaultItem,
    repair: (value, context) => {
      if (!Array.isArray(value)) {
        report(context, { expected: 'a list of items' }, 'used the default', value);
        return base.defaultFor(context.locale);
      }
      const items: Item[] = [];
      value.forEach((stored, index) => {
        const itemContext = childContext(context, index);
        if (items.length >= maxItems) {
          report(itemContext, { tooMany: maxItems, of: 'items' }, 'dropped the item', stored);
        } else if (!isRecord(stored)) {
          report(itemContext, { expected: 'an item object' }, 'dropped the item', stored);
        } else {
          const item = repairSettingsRecord(stored, fields, itemContext);
          if (Item.is(item)) items.push(item);
          else report(itemContext, 'The item could not be repaired', 'dropped the item', stored);
        }
      });
      return items;
    },
  };
}
