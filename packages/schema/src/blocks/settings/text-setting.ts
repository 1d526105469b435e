import { size, string } from 'superstruct';
import { repairByStruct, type SettingOptions, settingBase } from './setting-base';
import type { HtmlSetting, TextSetting } from './setting-spec';

const TEXT_MAX_LENGTH = 1000;
const HTML_MAX_LENGTH = 100_000;

export interface TextSettingOptions extends SettingOptions<string> {
  /** @default 1000 */
  maxLength?: number;
  /** @default false */
  multiline?: boolean;
}

/** Plain text; an empty string is a valid value (the admin cleared it). */
export function textSetting(options: TextSettingOptions): TextSetting {
  const maxLength = options.maxLength ?? TEXT_MAX_LENGTH;
  const base = settingBase('text', options, size(string(), 0, maxLength));
  return {
    ...base,
    maxLength,
    multiline: options.multiline ?? false,
    repair: repairByStruct(base.struct, { text: maxLength }, base.defaultFor),
  };
}

/** Rich text, stored as HTML and rendered only through the sanitizing component. */
export function htmlSetting(options: SettingOptions<string>): HtmlSetting {
  const base = settingBase('html', options, size(string(), 0, HTML_MAX_LENGTH));
  return {
    ...base,
    maxLength: HTML_MAX_LENGTH,
    repair: repairByStruct(base.struct, { html: HTML_MAX_LENGTH }, base.defaultFor),
  };
}
