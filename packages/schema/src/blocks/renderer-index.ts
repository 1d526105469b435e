// @jobboard/schema as the embed build of core bundles it: everything but the block catalogue
// read synchronously (`blockCatalogue`, `getBlockDefinition`, `defaultBlockSettings`,
// `parseBlockSettings`). A bundler keeps a dynamically imported module in the chunk of any
// module that imports it statically, even one it tree-shakes away, so the catalogue's static
// imports would put every block type's definition into the board's runtime; without them each
// definition is a chunk of its own, loaded with its block type (`loadBlockDefinition`). The
// catalogue also registers the default texts of every locale; here only those of the locale a
// board renders load, each locale a chunk of its own (`loadDefaultTexts`).
export * from '../entities/index';
export * from '../locale';
// Not `createDefaultSite`, which reads the synchronous catalogue (and would make every
// definition reachable from the runtime through static imports).
export * from '../pages/default-page-path';
export * from '../pages/page-catalogue';
export * from '../pages/page-compositions';
export * from '../pages/page-html-texts';
export * from '../pages/page-paths-for-locale';
export * from '../pages/page-texts';
export * from '../pages/page-type';
export * from '../rules/index';
export type { BlockDefinitionOf, BlockSettingsOf } from './block-catalogue';
export { BLOCK_GROUPS, type BlockGroup } from './block-groups';
export { type BlockSettingProblem, previewValue } from './block-setting-problem';
export { BLOCK_TYPES, type BlockType, isBlockType } from './block-types';
export { resolveCatalogueLocale } from './catalogue-locale';
export { type BlockDefinition, type DefineBlockInput, defineBlock } from './define-block';
export * from './definitions/index';
export { EDITOR_TABS, type EditorTab } from './editor-tabs';
export { loadBlockDefinition } from './load-block-definition';
export type {
  AnyParsedBlockSettings,
  ParsedBlockSettings,
  UnknownBlockSettings,
} from './parse-block-settings';
export { parseDefinitionSettings } from './parse-definition-settings';
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
