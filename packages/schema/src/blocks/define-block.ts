import type { Locale } from '../locale';
import type { BlockGroup } from './block-groups';
import type { BlockSettingProblem } from './block-setting-problem';
import type { BlockType } from './block-types';
import { repairBlockSettings } from './repair-block-settings';
import type {
  BlockSettingDefinition,
  SettingSpec,
  SettingStruct,
  SettingValues,
} from './settings/setting-spec';
import { defaultSettingsRecord, settingsRecordStruct, withKeys } from './settings/settings-record';

/** A block type's catalogue entry: what the editor shows and how its settings are checked. */
export interface BlockDefinition<
  Type extends BlockType = BlockType,
  Values extends object = object,
> {
  readonly type: Type;
  /** English name in the editor's block picker. */
  readonly title: string;
  readonly description: string;
  readonly group: BlockGroup;
  /** Icon name (lucide icon set) for the block picker. */
  readonly icon: string;
  /** Global blocks (navbar, footer) share one settings record across pages by block key. */
  readonly isGlobal: boolean;
  /** The settings in editor order. */
  readonly settings: readonly BlockSettingDefinition[];
  /** Checks a whole settings record: exactly the defined keys, each valid. */
  readonly struct: SettingStruct<Values>;
  /** Every setting at its default for a locale; a fresh object on every call. */
  defaultSettings(locale: Locale): Values;
  /**
   * Stored settings parsed for a locale: repaired, defaulted, with what had to change (what
   * `parseBlockSettings` and `parseDefinitionSettings` answer for this block type).
   */
  parseSettings(
    raw: unknown,
    locale: Locale,
  ): { settings: Values; problems: BlockSettingProblem[] };
}

export interface DefineBlockInput<
  Type extends BlockType,
  Specs extends Record<string, SettingSpec>,
> {
  type: Type;
  title: string;
  description: string;
  group: BlockGroup;
  icon: string;
  /** @default false */
  isGlobal?: boolean;
  settings: Specs;
}

/**
 * Declares a block type from a record of settings; the settings' value types become the block's
 * settings type, so `BlockSettingsOf<'navbar'>` follows the catalogue.
 */
export function defineBlock<
  const Type extends BlockType,
  Specs extends Record<string, SettingSpec>,
>(input: DefineBlockInput<Type, Specs>): BlockDefinition<Type, SettingValues<Specs>> {
  type Values = SettingValues<Specs>;
  const settings = withKeys(input.settings);
  const struct = settingsRecordStruct<Values>(`${input.type} settings`, settings);
  const defaultSettings = (locale: Locale): Values => {
    const values = defaultSettingsRecord(settings, locale);
    if (struct.is(values)) return values;
    throw new Error(`The defaults of block "${input.type}" do not pass its own struct.`);
  };
  return {
    type: input.type,
    title: input.title,
    description: input.description,
    group: input.group,
    icon: input.icon,
    isGlobal: input.isGlobal ?? false,
    settings,
    struct,
    defaultSettings,
    parseSettings: (raw, locale) =>
      repairBlockSettings({ settings, struct, defaultSettings }, raw, locale),
  };
}
