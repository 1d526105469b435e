import { integer, number, size } from 'superstruct';
import { repairByStruct, type SettingOptions, settingBase } from './setting-base';
import type { NumberSetting } from './setting-spec';

export interface NumberSettingOptions extends SettingOptions<number> {
  min: number;
  max: number;
  /** @default true */
  integer?: boolean;
  unit?: string;
}

/** A number within bounds; NaN, infinities and numbers out of range are bad values. */
export function numberSetting(options: NumberSettingOptions): NumberSetting {
  const whole = options.integer ?? true;
  const struct = size(whole ? integer() : number(), options.min, options.max);
  const base = settingBase('number', options, struct);
  return {
    ...base,
    min: options.min,
    max: options.max,
    integer: whole,
    ...(options.unit === undefined ? {} : { unit: options.unit }),
    repair: repairByStruct(struct, { from: options.min, to: options.max, whole }, base.defaultFor),
  };
}
