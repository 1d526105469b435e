import type { Locale } from '../locale';
import { type BlockSettingsOf, blockCatalogue } from './block-catalogue';
import { type BlockSettingProblem, previewValue } from './block-setting-problem';
import { type BlockType, isBlockType } from './block-types';
import { resolveCatalogueLocale } from './catalogue-locale';
import { isRecord, report } from './settings/setting-base';
import type { RepairContext } from './settings/setting-spec';
import { repairSettingsRecord } from './settings/settings-record';

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
  const problems: BlockSettingProblem[] = [];
  if (!isBlockType(type)) {
    const message = `Unknown block type ${JSON.stringify(previewValue(type))}; it has no settings.`;
    problems.push({ key: '', message, value: previewValue(raw) });
    return { type, settings: {}, problems };
  }
  const definition = blockCatalogue[type];
  const context: RepairContext = { path: '', locale: resolveCatalogueLocale(locale), problems };
  try {
    const repaired = repairSettingsRecord(
      readSettingsRecord(raw, context),
      definition.settings,
      context,
    );
    if (definition.struct.is(repaired)) return { type, settings: repaired, problems };
    report(context, 'The settings could not be repaired; used the defaults.', raw);
  } catch {
    // Proxies or objects whose keys cannot be listed: nothing in them can be trusted.
    report(context, 'The settings could not be read; used the defaults.', raw);
  }
  return { type, settings: definition.defaultSettings(context.locale), problems };
}

/** The stored settings as a record: `null`/`undefined` mean none stored yet. */
function readSettingsRecord(raw: unknown, context: RepairContext): Record<string, unknown> {
  if (raw === undefined || raw === null) return {};
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      report(context, 'The settings are not valid JSON; used the defaults.', raw);
      return {};
    }
  }
  if (isRecord(value)) return value;
  report(context, 'Expected an object of settings; used the defaults.', raw);
  return {};
}
