import { define } from 'superstruct';
import { childContext, report, type SettingOptions, settingBase } from './setting-base';
import type { IdsSetting } from './setting-spec';

const MAX_IDS = 200;

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** Positive whole ids (such as product ids), in order, each at most once. */
export function idsSetting(options: SettingOptions<number[]>): IdsSetting {
  const struct = define<number[]>(
    'ids',
    (value) =>
      Array.isArray(value) &&
      value.length <= MAX_IDS &&
      value.every(isId) &&
      new Set(value).size === value.length,
  );
  const base = settingBase('ids', options, struct);
  return {
    ...base,
    maxItems: MAX_IDS,
    repair: (value, context) => {
      if (!Array.isArray(value)) {
        report(context, { expected: 'a list of ids' }, 'used the default', value);
        return base.defaultFor(context.locale);
      }
      const kept: number[] = [];
      value.forEach((item, index) => {
        const itemContext = childContext(context, index);
        if (!isId(item))
          report(itemContext, { expected: 'a positive whole id' }, 'dropped it', item);
        else if (kept.includes(item)) report(itemContext, 'Repeated id', 'dropped it', item);
        else if (kept.length >= MAX_IDS)
          report(itemContext, { tooMany: MAX_IDS, of: 'ids' }, 'dropped it', item);
        else kept.push(item);
      });
      return kept;
    },
  };
}
