/*
 * Test fixtures derived from the catalogue itself, so a new block or setting is covered by the
 * catalogue-wide tests without writing a case for it. Not part of the package's public exports.
 */
import { blockCatalogue } from './block-catalogue';
import { BLOCK_TYPES, type BlockType } from './block-types';
import type { BlockSettingDefinition } from './settings/setting-spec';

/** The supported locales, one in stored (uppercased) form, and two the catalogue has no texts for. */
export const TEST_LOCALES = ['nl', 'en-US', 'ro', 'EN-US', 'de', 'xx-unknown'] as const;

/** One setting somewhere in a block: at the top level, or a field of a list's first item. */
export interface SettingCase {
  readonly type: BlockType;
  readonly definition: BlockSettingDefinition;
  /** Where the value lands in the settings, e.g. `['navLinks', 0, 'links']`. */
  readonly path: readonly (string | number)[];
  /** Valid stored settings for the locale with `value` placed at this setting. */
  place(value: unknown, locale: string): Record<string, unknown>;
}

export function pathKey(path: readonly (string | number)[]): string {
  return path.join('.');
}

/** Every setting of every block type, list fields included (as a field of one list item). */
export function settingCases(): SettingCase[] {
  const cases: SettingCase[] = [];
  for (const type of BLOCK_TYPES) {
    const block = blockCatalogue[type];
    for (const definition of block.settings) {
      cases.push({
        type,
        definition,
        path: [definition.key],
        place: (value, locale) => ({ ...block.defaultSettings(locale), [definition.key]: value }),
      });
      if (definition.type !== 'list') continue;
      for (const field of definition.fields) {
        cases.push({
          type,
          definition: field,
          path: [definition.key, 0, field.key],
          place: (value, locale) => ({
            ...block.defaultSettings(locale),
            [definition.key]: [{ ...definition.defaultItem(locale), [field.key]: value }],
          }),
        });
      }
    }
  }
  return cases;
}

/** Reads the value at a path of nested records and arrays. */
export function readPath(value: unknown, path: readonly (string | number)[]): unknown {
  let current = value;
  for (const step of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = Object.getOwnPropertyDescriptor(current, step)?.value;
  }
  return current;
}
