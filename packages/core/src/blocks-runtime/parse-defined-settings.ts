import {
  type BlockSettingProblem,
  type Locale,
  previewValue,
  type RepairContext,
  resolveCatalogueLocale,
  type SettingSpec,
  type SettingValues,
} from '@jobboard/schema';
import type { ParsedSettings } from './parsed-settings';
import { readSettingsRecord, wholeBlock } from './read-settings-record';

/**
 * Parses a custom block's stored settings with setting definitions made by the schema's
 * `setting.*` builders, as the catalogue parses built-in blocks: missing values get their
 * default for the locale, bad values are repaired by their setting, unknown keys are dropped,
 * and every change is reported. Never throws.
 */
export function parseDefinedSettings<Specs extends Record<string, SettingSpec>>(
  specs: Specs,
  raw: unknown,
  locale: Locale,
): ParsedSettings<SettingValues<Specs>> {
  const problems: BlockSettingProblem[] = [];
  const context: RepairContext = { path: '', locale: resolveCatalogueLocale(locale), problems };
  let stored: Map<string, unknown>;
  try {
    stored = readSettingsRecord(raw, problems);
  } catch {
    // Proxies or objects whose keys cannot be listed: nothing in them can be trusted.
    problems.push(wholeBlock('The settings could not be read; used the defaults.', raw));
    stored = new Map();
  }
  const values: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(specs)) {
    const value = stored.get(key);
    values[key] =
      value === undefined
        ? spec.defaultFor(context.locale)
        : repairSetting(spec, value, { ...context, path: key });
  }
  for (const [key, value] of stored) {
    if (!Object.hasOwn(specs, key)) {
      problems.push({ key, message: 'Unknown setting; dropped it.', value: previewValue(value) });
    }
  }
  // Each value is its spec's default or its spec's repair, so the record has the specs' types.
  return { settings: values as SettingValues<Specs>, problems };
}

function repairSetting(spec: SettingSpec, value: unknown, context: RepairContext): unknown {
  try {
    return spec.repair(value, context);
  } catch {
    context.problems.push({
      key: context.path,
      message: 'The value could not be read; used the default.',
      value: previewValue(value),
    });
    return spec.defaultFor(context.locale);
  }
}
