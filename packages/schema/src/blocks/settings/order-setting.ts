import { define } from 'superstruct';
import { keepAllowedOnce } from './multi-select-setting';
import { report, type SettingOptions, settingBase } from './setting-base';
import type { OrderSetting } from './setting-spec';

export interface OrderSettingOptions<V extends string> extends SettingOptions<NoInfer<V>[]> {
  allowed: readonly V[];
}

/**
 * Every allowed value exactly once, in the admin's order. Values missing from a stored order are
 * appended, so a value added to the catalogue later still gets a place.
 */
export function orderSetting<const V extends string>(
  options: OrderSettingOptions<V>,
): OrderSetting<V> {
  const { allowed } = options;
  const struct = define<V[]>(
    'order',
    (value) =>
      Array.isArray(value) &&
      value.length === allowed.length &&
      allowed.every((item) => value.includes(item)),
  );
  const base = settingBase('order', options, struct);
  return {
    ...base,
    allowed,
    repair: (value, context) => {
      if (!Array.isArray(value)) {
        report(context, { expected: { orderingOf: allowed } }, 'used the default', value);
        return base.defaultFor(context.locale);
      }
      const kept = keepAllowedOnce(value, allowed, context);
      const missing = allowed.filter((item) => !kept.includes(item));
      if (missing.length > 0) {
        report(context, { missing }, 'appended at the end', value);
      }
      return [...kept, ...missing];
    },
  };
}
