export { type BlockDefinitionOf, type BlockSettingsOf, blockCatalogue } from './block-catalogue';
export { BLOCK_GROUPS, type BlockGroup } from './block-groups';
export { type BlockSettingProblem, previewValue } from './block-setting-problem';
export { BLOCK_TYPES, type BlockType, isBlockType } from './block-types';
export { resolveCatalogueLocale } from './catalogue-locale';
export { defaultBlockSettings } from './default-block-settings';
export { type BlockDefinition, type DefineBlockInput, defineBlock } from './define-block';
export * from './definitions/index';
export { EDITOR_TABS, type EditorTab } from './editor-tabs';
export { getBlockDefinition } from './get-block-definition';
export { loadBlockDefinition } from './load-block-definition';
export {
  type AnyParsedBlockSettings,
  type ParsedBlockSettings,
  parseBlockSettings,
  type UnknownBlockSettings,
} from './parse-block-settings';
export { parseDefinitionSettings } from './parse-definition-settings';
export type { Expectation, ProblemAction, ProblemFault } from './problem-text';
export { Columns } from './settings/columns';
export { JOB_QUERY_KEYS, JobQuery, type JobQueryKey } from './settings/job-query';
export {
  AppLink,
  BLOCK_LINK_TYPES,
  BlockLink,
  type BlockLinkType,
  CustomLink,
  DropdownLink,
  JobLink,
  LINK_BUTTON_TYPES,
  type LinkButtonType,
  MenuLink,
  SOCIAL_LINK_TYPES,
  SocialLink,
  type SocialLinkType,
} from './settings/link';
export { LINK_ICON_NAMES, type LinkIconName } from './settings/patterns';
export { setting } from './settings/setting';
export type { LocalizedDefault, SettingOptions } from './settings/setting-base';
export type {
  BlockSettingDefinition,
  BooleanSetting,
  ColumnsSetting,
  HtmlSetting,
  IdsSetting,
  JobQuerySetting,
  LinkSetting,
  LinksSetting,
  ListSetting,
  MultiSelectSetting,
  NumberSetting,
  OptionValue,
  OrderSetting,
  PatternSetting,
  PatternSettingType,
  RepairContext,
  SelectSetting,
  SettingSpec,
  SettingStruct,
  SettingType,
  SettingValue,
  SettingValues,
  TextSetting,
} from './settings/setting-spec';
export { defaultTextsLoaded, loadDefaultTexts } from './texts/default-text';
