import type { Locale, SupportedLocale } from '../../locale';
import { previewValue } from '../block-setting-problem';
import { resolveCatalogueLocale } from '../catalogue-locale';
import type { EditorTab } from '../editor-tabs';
import {
  type Expectation,
  type ProblemAction,
  type ProblemFault,
  problemMessage,
} from '../problem-text';
import { guardedStruct } from './guarded-struct';
import type { RepairContext, SettingStruct, SettingType } from './setting-spec';

/** A default that differs per locale, such as a title or a list of named links. */
export type LocalizedDefault<T> = (locale: SupportedLocale) => T;

/** What every setting builder takes. */
export interface SettingOptions<T> {
  tab: EditorTab;
  title: string;
  description?: string;
  /** The value, or a function of the locale for texts that differ per locale. */
  default: T | LocalizedDefault<T>;
}

/** The parts every setting shares, built from the options. */
export function settingBase<Type extends SettingType, T>(
  type: Type,
  options: SettingOptions<T>,
  unguardedStruct: SettingStruct<T>,
) {
  const struct = guardedStruct(type, unguardedStruct);
  const fallback = options.default;
  const defaultFor = (locale: Locale): T => {
    const value = isLocalizedDefault(fallback)
      ? fallback(resolveCatalogueLocale(locale))
      : fallback;
    // Callers may mutate what they get; the catalogue's own default must stay untouched.
    return clonePlain(value);
  };
  return {
    type,
    tab: options.tab,
    title: options.title,
    ...(options.description === undefined ? {} : { description: options.description }),
    struct,
    defaultFor,
  };
}

// Setting values are JSON data, never functions, so a function default is a localized one.
function isLocalizedDefault<T>(value: T | LocalizedDefault<T>): value is LocalizedDefault<T> {
  return typeof value === 'function';
}

export function report(
  context: RepairContext,
  fault: ProblemFault,
  action: ProblemAction,
  value: unknown,
): void {
  context.problems.push({
    key: context.path,
    message: problemMessage(fault, action),
    fault,
    action,
    value: previewValue(value),
  });
}

export function childContext(context: RepairContext, key: string | number): RepairContext {
  return { ...context, path: context.path === '' ? String(key) : `${context.path}.${key}` };
}

/** The repair of a setting checked by its struct alone: a bad value becomes the default. */
export function repairByStruct<T>(
  struct: SettingStruct<T>,
  expected: Expectation,
  defaultFor: (locale: Locale) => T,
): (value: unknown, context: RepairContext) => T {
  return (value, context) => {
    if (struct.is(value)) return value;
    report(context, { expected }, 'used the default', value);
    return defaultFor(context.locale);
  };
}

/** A plain object (not an array), whatever its prototype. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The own enumerable data properties of a record. Inherited keys and getters are never read,
 * so `__proto__`, `constructor` or a throwing getter cannot leak in or blow up.
 */
export function ownEntries(value: Record<string, unknown>): [string, unknown][] {
  const entries: [string, unknown][] = [];
  for (const key of Object.keys(value)) {
    const descriptor = Object.getOwnPropertyDescriptor(value, key);
    if (descriptor && 'value' in descriptor) entries.push([key, descriptor.value]);
  }
  return entries;
}

/** A deep copy of plain data (the catalogue's defaults are JSON values). */
function clonePlain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
