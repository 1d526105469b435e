import { define } from 'superstruct';
import { childContext, report, type SettingOptions, settingBase } from './setting-base';
import type { MultiSelectSetting, OptionValue, RepairContext } from './setting-spec';

export interface MultiSelectSettingOptions<V extends OptionValue>
  extends SettingOptions<NoInfer<V>[]> {
  allowed: readonly V[];
  /** @default 0 */
  minItems?: number;
}

/** Keeps the allowed values of a list once each, in order, reporting every other item. */
export function keepAllowedOnce<V extends OptionValue>(
  items: readonly unknown[],
  allowed: readonly V[],
  context: RepairContext,
): V[] {
  const kept: V[] = [];
  items.forEach((item, index) => {
    const match = allowed.find((value) => value === item);
    if (match === undefined) {
      report(childContext(context, index), { expected: { oneOf: allowed } }, 'dropped it', item);
    } else if (kept.includes(match)) {
      report(childContext(context, index), 'Repeated value', 'dropped it', item);
    } else {
      kept.push(match);
    }
  });
  return kept;
}

/** Any number of the allowed values, each at most once. */
export function multiSelectSetting<const V extends OptionValue>(
  options: MultiSelectSettingOptions<V>,
): MultiSelectSetting<V> {
  const { allowed } = options;
  const minItems = options.minItems ?? 0;
  const struct = define<V[]>(
    'multiSelect',
    (value) =>
      Array.isArray(value) &&
      value.length >= minItems &&
      new Set(value).size === value.length &&
      value.every((item) => (allowed as readonly unknown[]).includes(item)),
  );
  const base = settingBase('multiSelect', options, struct);
  return {
    ...base,
    allowed,
    minItems,
    repair: (value, context) => {
      if (!Array.isArray(value)) {
        report(context, { expected: { listOf: allowed } }, 'used the default', value);
        return base.defaultFor(context.locale);
      }
      const kept = keepAllowedOnce(value, allowed, context);
      if (kept.length < minItems) {
        report(context, { expected: { atLeast: minItems } }, 'used the default', value);
        return base.defaultFor(context.locale);
      }
      return kept;
    },
  };
}
