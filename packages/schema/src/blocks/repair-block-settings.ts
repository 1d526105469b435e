import type { Locale } from '../locale';
import type { BlockSettingProblem } from './block-setting-problem';
import { resolveCatalogueLocale } from './catalogue-locale';
import { checkingOnce } from './settings/guarded-struct';
import { isRecord, report } from './settings/setting-base';
import type { BlockSettingDefinition, RepairContext, SettingStruct } from './settings/setting-spec';
import { repairSettingsRecord } from './settings/settings-record';

/** What a block type's settings are checked and repaired with (its catalogue entry's parts). */
export interface BlockSettingsShape<Settings extends object> {
  readonly settings: readonly BlockSettingDefinition[];
  readonly struct: SettingStruct<Settings>;
  defaultSettings(locale: Locale): Settings;
}

/**
 * Parses stored settings against a block type's settings: the repairs, defaults and problems of
 * `parseBlockSettings`. `defineBlock` gives every definition this as its `parseSettings`, so the
 * repair code travels with the definitions (each its own chunk in a lazy renderer) and not with
 * the renderer that loads them.
 */
export function repairBlockSettings<Settings extends object>(
  shape: BlockSettingsShape<Settings>,
  raw: unknown,
  locale: Locale,
): { settings: Settings; problems: BlockSettingProblem[] } {
  const problems: BlockSettingProblem[] = [];
  const context: RepairContext = { path: '', locale: resolveCatalogueLocale(locale), problems };
  try {
    // Each value is checked where it is repaired; the record's check below finds it passed.
    const settings = checkingOnce(() => {
      const repaired = repairSettingsRecord(
        readSettingsRecord(raw, context),
        shape.settings,
        context,
      );
      return shape.struct.is(repaired) ? repaired : null;
    });
    if (settings) return { settings, problems };
    report(context, 'The settings could not be repaired', 'used the defaults', raw);
  } catch {
    // Proxies or objects whose keys cannot be listed: nothing in them can be trusted.
    report(context, 'The settings could not be read', 'used the defaults', raw);
  }
  return { settings: shape.defaultSettings(context.locale), problems };
}

/** The stored settings as a record: `null`/`undefined` mean none stored yet. */
function readSettingsRecord(raw: unknown, context: RepairContext): Record<string, unknown> {
  if (raw === undefined || raw === null) return {};
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      report(context, 'The settings are not valid JSON', 'used the defaults', raw);
      return {};
    }
  }
  if (isRecord(value)) return value;
  report(context, { expected: 'an object of settings' }, 'used the defaults', raw);
  return {};
}
