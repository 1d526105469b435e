import { boolean } from 'superstruct';
import { repairByStruct, type SettingOptions, settingBase } from './setting-base';
import type { BooleanSetting } from './setting-spec';

export function booleanSetting(options: SettingOptions<boolean>): BooleanSetting {
  const base = settingBase('boolean', options, boolean());
  return { ...base, repair: repairByStruct(base.struct, 'true or false', base.defaultFor) };
}
