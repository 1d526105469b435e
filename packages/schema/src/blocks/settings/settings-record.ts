import { define } from 'superstruct';
import type { Locale } from '../../locale';
import { childContext, isRecord, ownEntries, report } from './setting-base';
import type { BlockSettingDefinition, RepairContext, SettingSpec } from './setting-spec';

/** Gives each setting of a record its key, keeping the record's order. */
export function withKeys(specs: Record<string, SettingSpec>): BlockSettingDefinition[] {
  return Object.entries(specs).map(([key, spec]) => ({ ...spec, key }));
}

/** Every setting at its default for a locale. */
export function defaultSettingsRecord(
  definitions: readonly BlockSettingDefinition[],
  locale: Locale,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const definition of definitions) values[definition.key] = definition.defaultFor(locale);
  return values;
}

/**
 * The struct of a record of settings: exactly the defined keys, each passing its setting's
 * struct. `Values` is the record's value type, inferred from the definitions by the caller.
 */
export function settingsRecordStruct<Values>(
  name: string,
  definitions: readonly BlockSettingDefinition[],
) {
  const known = new Set(definitions.map((definition) => definition.key));
  return define<Values>(name, (value) => {
    if (!isRecord(value)) return 'Expected an object of settings';
    let entries: Map<string, unknown>;
    try {
      entries = new Map(ownEntries(value));
    } catch {
      // A proxy that refuses to list its keys is not a settings record.
      return 'Expected an object of settings';
    }
    const unknownKey = [...entries.keys()].find((key) => !known.has(key));
    if (unknownKey !== undefined) return `Unknown setting "${unknownKey}"`;
    const bad = definitions.find(
      (definition) => !definition.struct.is(entries.get(definition.key)),
    );
    return bad === undefined ? true : `Invalid value for "${bad.key}"`;
  });
}

/**
 * Repairs a stored record of settings: missing keys get their default, bad values are repaired
 * by their setting, unknown keys are dropped. Every change is reported.
 */
export function repairSettingsRecord(
  value: Record<string, unknown>,
  definitions: readonly BlockSettingDefinition[],
  context: RepairContext,
): Record<string, unknown> {
  const entries = new Map(ownEntries(value));
  const repaired: Record<string, unknown> = {};
  for (const definition of definitions) {
    const stored = entries.get(definition.key);
    const settingContext = childContext(context, definition.key);
    repaired[definition.key] =
      stored === undefined
        ? definition.defaultFor(context.locale)
        : repairSafely(definition, stored, settingContext);
  }
  const known = new Set(definitions.map((definition) => definition.key));
  for (const [key, stored] of entries) {
    if (!known.has(key))
      report(childContext(context, key), 'Unknown setting', 'dropped it', stored);
  }
  return repaired;
}

function repairSafely(definition: SettingSpec, stored: unknown, context: RepairContext): unknown {
  try {
    return definition.repair(stored, context);
  } catch {
    // Exotic values (proxies, throwing getters deep inside) must not take the block down.
    report(context, 'The value could not be read', 'used the default', stored);
    return definition.defaultFor(context.locale);
  }
}
