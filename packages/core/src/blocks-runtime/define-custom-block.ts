import type {
  BlockType,
  Locale,
  SettingSpec,
  SettingStruct,
  SettingValues,
} from '@jobboard/schema';
import type { BlockLoader } from './block-module';
import type { BlockRegistration } from './block-registration';
import { eraseRegistration } from './erase-registration';
import { parseDefinedSettings } from './parse-defined-settings';
import { parseStructSettings } from './parse-struct-settings';

/**
 * A custom block's type id: any string but a catalogue block type's (`'navbar'` does not compile;
 * a built-in type is replaced through `replacements`).
 */
export type CustomBlockType<Type extends string> = Type &
  (Type extends BlockType ? never : unknown);

/** An integrator's block type whose settings are checked by a struct (superstruct). */
export interface CustomBlockWithStruct<Settings extends object, Type extends string = string> {
  /** The block type id, stored as `Block.name`; must not be a catalogue block type. */
  type: CustomBlockType<Type>;
  /** Checks a whole settings record, e.g. superstruct's `object({...})`. */
  struct: SettingStruct<Settings>;
  /** The settings when nothing is stored, or a function giving them for a locale. */
  defaults: Settings | ((locale: Locale) => Settings);
  load: BlockLoader<Settings>;
}

/** An integrator's block type whose settings are made with the schema's `setting.*` builders. */
export interface CustomBlockWithSettings<
  Specs extends Record<string, SettingSpec>,
  Type extends string = string,
> {
  /** The block type id, stored as `Block.name`; must not be a catalogue block type. */
  type: CustomBlockType<Type>;
  /** The settings by key, e.g. `{title: setting.text({tab: 'content', title: 'Title', default: ''})}`. */
  settings: Specs;
  load: BlockLoader<SettingValues<Specs>>;
}

/**
 * Registers an integrator's own block type with typed settings: the module's component gets
 * the settings type of the struct or of the setting definitions. Stored settings are parsed
 * with them and never make the block throw: bad values fall back to defaults and are
 * reported like the catalogue's problems.
 */
export function defineCustomBlock<Settings extends object, Type extends string = string>(
  input: CustomBlockWithStruct<Settings, Type>,
): BlockRegistration;
export function defineCustomBlock<
  Specs extends Record<string, SettingSpec>,
  Type extends string = string,
>(input: CustomBlockWithSettings<Specs, Type>): BlockRegistration;
export function defineCustomBlock(
  input: CustomBlockWithStruct<object> | CustomBlockWithSettings<Record<string, SettingSpec>>,
): BlockRegistration {
  if ('settings' in input) {
    const { settings } = input;
    return eraseRegistration({
      type: input.type,
      builtin: false,
      parseSettings: (raw: unknown, locale: Locale) => parseDefinedSettings(settings, raw, locale),
      load: input.load,
    });
  }
  const { struct, defaults } = input;
  if (!isDefaultsFunction(defaults) && !struct.is(defaults)) {
    throw new Error(`The defaults of block "${input.type}" do not pass its own struct.`);
  }
  const defaultsFor = isDefaultsFunction(defaults) ? defaults : () => ({ ...defaults });
  return eraseRegistration({
    type: input.type,
    builtin: false,
    parseSettings: (raw: unknown, locale: Locale) =>
      parseStructSettings(struct, defaultsFor, raw, locale),
    load: input.load,
  });
}

function isDefaultsFunction<Settings>(
  defaults: Settings | ((locale: Locale) => Settings),
): defaults is (locale: Locale) => Settings {
  return typeof defaults === 'function';
}
