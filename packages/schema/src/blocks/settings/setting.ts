import { booleanSetting } from './boolean-setting';
import { columnsSetting } from './columns';
import { idsSetting } from './ids-setting';
import { jobQuerySetting } from './job-query';
import { linkSetting, linksSetting } from './link-settings';
import { listSetting } from './list-setting';
import { multiSelectSetting } from './multi-select-setting';
import { numberSetting } from './number-setting';
import { orderSetting } from './order-setting';
import {
  colorSetting,
  emailSetting,
  gradientSetting,
  imageSetting,
  pageIdSetting,
  sizeSetting,
  urlSetting,
} from './pattern-settings';
import { selectSetting } from './select-setting';
import { htmlSetting, textSetting } from './text-setting';

/**
 * The setting builders, one per setting type: `setting.select({tab, title, allowed, default})`.
 * Each returns a definition with its struct, its per-locale default and its repair.
 */
export const setting = {
  text: textSetting,
  html: htmlSetting,
  number: numberSetting,
  boolean: booleanSetting,
  select: selectSetting,
  multiSelect: multiSelectSetting,
  order: orderSetting,
  color: colorSetting,
  gradient: gradientSetting,
  image: imageSetting,
  url: urlSetting,
  email: emailSetting,
  pageId: pageIdSetting,
  size: sizeSetting,
  ids: idsSetting,
  jobQuery: jobQuerySetting,
  columns: columnsSetting,
  link: linkSetting,
  links: linksSetting,
  list: listSetting,
};
