import type { Locale } from '../locale';
import type { BlockSettingProblem } from './block-setting-problem';
import type { BlockType } from './block-types';
import { resolveCatalogueLocale } from './catalogue-locale';
import type { BlockDefinition } from './define-block';
import { isRecord, report } from './settings/setting-base';
import type { RepairContext } from './settings/setting-spec';
import { repairSettingsRecord } from './settings/settings-record';

// Apart from `parseBlockSettings`, which reads the whole catalogue: renderers that load one block
// type's definition at a time import this module and none of the catalogue.

/**
 * `parseBlockSettings` with the block type's definition at hand (from `blockCatalogue` or
 * `loadBlockDefinition`): the same repairs, defaults and problems, for renderers that load one
 * block type's definition at a time.
 */
export function parseDefinitionSettings<Type extends BlockType, Settings extends object>(
  definition: BlockDefinition<Type, Settings>,
  raw: unknown,
  locale: Locale,
): { settings: Settings; problems: BlockSettingProblem[] } {
  const problems: BlockSettingProblem[] = [];
  const context: RepairContext = { path: '', locale: resolveCatalogueLocale(locale), problems };
  try {
    const repaired = repairSettingsRecord(
      readSettingsRecord(raw, context),
      definition.settings,
      context,
    );
    if (definition.struct.is(repaired)) return { settings: repaired, problems };
    report(context, 'The settings could not be repaired; used the defaults.', raw);
  } catch {
    // Proxies or objects whose keys cannot be listed: nothing in them can be trusted.
    report(context, 'The settings could not be read; used the defaults.', raw);
  }
  return { settings: definition.defaultSettings(context.locale), problems };
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
