import { define } from 'superstruct';
import { repairByStruct, type SettingOptions, settingBase } from './setting-base';
import type { OptionValue, SelectSetting } from './setting-spec';

export interface SelectSettingOptions<V extends OptionValue> extends SettingOptions<NoInfer<V>> {
  allowed: readonly V[];
}

/** A struct accepting exactly the allowed values (strings and numbers compared strictly). */
export function oneOf<V extends OptionValue>(allowed: readonly V[]) {
  return define<V>('oneOf', (value) => (allowed as readonly unknown[]).includes(value));
}

export function selectSetting<const V extends OptionValue>(
  options: SelectSettingOptions<V>,
): SelectSetting<V> {
  const base = settingBase('select', options, oneOf(options.allowed));
  return {
    ...base,
    allowed: options.allowed,
    repair: repairByStruct(base.struct, { oneOf: options.allowed }, base.defaultFor),
  };
}
