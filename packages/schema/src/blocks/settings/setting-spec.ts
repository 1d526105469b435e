import type { StructError } from 'superstruct';
import type { Locale, SupportedLocale } from '../../locale';
import type { BlockSettingProblem } from '../block-setting-problem';
import type { EditorTab } from '../editor-tabs';
import type { Columns } from './columns';
import type { JobQuery, JobQueryKey } from './job-query';
import type { BlockLink, BlockLinkType } from './link';

/** What kind of value a setting holds; the editor picks its field from this. */
export type SettingType =
  | 'text'
  | 'html'
  | 'number'
  | 'boolean'
  | 'select'
  | 'multiSelect'
  | 'order'
  | 'color'
  | 'gradient'
  | 'image'
  | 'url'
  | 'email'
  | 'pageId'
  | 'size'
  | 'ids'
  | 'jobQuery'
  | 'columns'
  | 'link'
  | 'links'
  | 'list';

/** A value a select, multi-select or order setting may hold. */
export type OptionValue = string | number;

/**
 * A setting's superstruct struct, seen through its checks only: that keeps a definition
 * covariant in its value type, so a `select` of `'list' | 'cards'` is still a setting.
 */
export interface SettingStruct<T> {
  is(value: unknown): value is T;
  validate(value: unknown): [StructError, undefined] | [undefined, T];
}

/** Where a repair happens and where it reports what it changed. */
export interface RepairContext {
  /** Dotted path of the value being repaired. */
  readonly path: string;
  readonly locale: SupportedLocale;
  readonly problems: BlockSettingProblem[];
}

interface SettingSpecOf<Type extends SettingType, T> {
  readonly type: Type;
  readonly tab: EditorTab;
  readonly title: string;
  readonly description?: string;
  readonly struct: SettingStruct<T>;
  /** The default for a locale (texts differ per locale); a fresh copy on every call. */
  defaultFor(locale: Locale): T;
  /** Turns a stored value into a valid one, reporting every change it makes. */
  repair(value: unknown, context: RepairContext): T;
}

export interface TextSetting extends SettingSpecOf<'text', string> {
  readonly maxLength: number;
  /** Shown as a text area rather than a one-line input. */
  readonly multiline: boolean;
}

export interface HtmlSetting extends SettingSpecOf<'html', string> {
  readonly maxLength: number;
}

export interface NumberSetting extends SettingSpecOf<'number', number> {
  readonly min: number;
  readonly max: number;
  readonly integer: boolean;
  /** Shown beside the field, e.g. `%`. */
  readonly unit?: string;
}

export interface BooleanSetting extends SettingSpecOf<'boolean', boolean> {}

export interface SelectSetting<V extends OptionValue = OptionValue>
  extends SettingSpecOf<'select', V> {
  readonly allowed: readonly V[];
}

export interface MultiSelectSetting<V extends OptionValue = OptionValue>
  extends SettingSpecOf<'multiSelect', V[]> {
  readonly allowed: readonly V[];
  readonly minItems: number;
}

/** An ordering of all allowed values, e.g. the order of the contact form fields. */
export interface OrderSetting<V extends string = string> extends SettingSpecOf<'order', V[]> {
  readonly allowed: readonly V[];
}

/** The string settings checked by a pattern: colours, sizes, addresses and ids. */
export type PatternSettingType =
  | 'color'
  | 'gradient'
  | 'image'
  | 'url'
  | 'email'
  | 'pageId'
  | 'size';

export interface PatternSetting<Type extends PatternSettingType = PatternSettingType>
  extends SettingSpecOf<Type, string> {
  readonly maxLength: number;
  /** Shown as the field's placeholder and in the docs. */
  readonly example: string;
}

/** A list of numeric ids such as product ids, in order and without repeats. */
export interface IdsSetting extends SettingSpecOf<'ids', number[]> {
  readonly maxItems: number;
}

export interface JobQuerySetting extends SettingSpecOf<'jobQuery', JobQuery> {
  readonly allowed: readonly JobQueryKey[];
}

export interface ColumnsSetting extends SettingSpecOf<'columns', Columns> {
  readonly min: number;
  readonly max: number;
}

export interface LinkSetting extends SettingSpecOf<'link', BlockLink> {}

export interface LinksSetting extends SettingSpecOf<'links', BlockLink[]> {
  readonly maxItems: number;
  /** The link types the list takes, when not every type. */
  readonly linkTypes?: readonly BlockLinkType[];
}

/** A list of items with fields of their own (FAQ questions, footer columns, tabs...). */
export interface ListSetting<Item extends object = object> extends SettingSpecOf<'list', Item[]> {
  readonly fields: readonly BlockSettingDefinition[];
  readonly maxItems: number;
  /** The field whose value names an item in the editor's tab strip. */
  readonly itemLabel: string;
  /** A new item for a locale: every field at its default. */
  defaultItem(locale: Locale): Item;
}

/** Any setting, before `defineBlock` gives it its key. */
export type SettingSpec =
  | TextSetting
  | HtmlSetting
  | NumberSetting
  | BooleanSetting
  | SelectSetting
  | MultiSelectSetting
  | OrderSetting
  | PatternSetting
  | IdsSetting
  | JobQuerySetting
  | ColumnsSetting
  | LinkSetting
  | LinksSetting
  | ListSetting;

/** One setting of a block: key, tab, type, title, description, allowed values, default, struct. */
export type BlockSettingDefinition = SettingSpec & { readonly key: string };

/** The value type a setting holds. */
export type SettingValue<S extends SettingSpec> = ReturnType<S['defaultFor']>;

/** The values of a record of settings, keyed like it. */
export type SettingValues<Specs extends Record<string, SettingSpec>> = {
  [K in keyof Specs]: SettingValue<Specs[K]>;
};
