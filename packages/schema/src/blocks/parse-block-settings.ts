import type { Locale } from '../locale';
import { type BlockSettingsOf, blockCatalogue } from './block-catalogue';
import { type BlockSettingProblem, previewValue } from './block-setting-problem';
import { type BlockType, isBlockType } from './block-types';
import type { BlockDefinition } from './define-block';
import { parseDefinitionSettings } from './parse-definition-settings';

export interface ParsedBlockSettings<Type extends string, Settings> {
  readonly type: Type;
  /** Valid settings: stored values where they were valid, defaults elsewhere. */
  readonly settings: Settings;
  /** Everything that was repaired, dropped or ignored; empty when the input was valid. */
  readonly problems: BlockSettingProblem[];
}

/** The result for a name that is not a block type: no settings, one problem. */
export type UnknownBlockSettings = ParsedBlockSettings<string, Record<string, never>>;

/** The result for any block type, discriminated by `type`. */
export type AnyParsedBlockSettings = {
  [Type in BlockType]: ParsedBlockSettings<Type, BlockSettingsOf<Type>>;
}[BlockType];

/**
 * Reads a block's stored settings (an object, or its JSON text) for a locale and returns valid,
 * typed settings: missing keys get their default for the locale, each bad value is replaced by
 * its default, list items and links are repaired or dropped one by one, unknown keys are
 * dropped, and every change is listed in `problems`. Never throws, whatever the input.
 */
export function parseBlockSettings<Type extends BlockType>(
  type: Type,
  raw: unknown,
  locale: Locale,
): ParsedBlockSettings<Type, BlockSettingsOf<Type>>;
export function parseBlockSettings(
  type: string,
  raw: unknown,
  locale: Locale,
): AnyParsedBlockSettings | UnknownBlockSettings;
export function parseBlockSettings(
  type: string,
  raw: unknown,
  locale: Locale,
): ParsedBlockSettings<string, object> {
  if (!isBlockType(type)) {
    const message = `Unknown block type ${JSON.stringify(previewValue(type))}; it has no settings.`;
    return { type, settings: {}, problems: [{ key: '', message, value: previewValue(raw) }] };
  }
  const definition: BlockDefinition<BlockType, object> = blockCatalogue[type];
  return { type, ...parseDefinitionSettings(definition, raw, locale) };
}
