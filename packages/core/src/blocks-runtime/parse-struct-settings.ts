import {
  type BlockSettingProblem,
  type Locale,
  previewValue,
  type SettingStruct,
} from '@jobboard/schema';
import type { ParsedSettings } from './parsed-settings';
import { readSettingsRecord, wholeBlock } from './read-settings-record';

/**
 * Parses a custom block's stored settings with its struct: stored values are laid over the
 * defaults, each top-level value the struct rejects goes back to its default (a key the
 * defaults lack is dropped), and if that is still not valid the defaults are used. Never throws.
 */
export function parseStructSettings<Settings extends object>(
  struct: SettingStruct<Settings>,
  defaultsFor: (locale: Locale) => Settings,
  raw: unknown,
  locale: Locale,
): ParsedSettings<Settings> {
  const problems: BlockSettingProblem[] = [];
  const defaults = defaultsFor(locale);
  try {
    const stored = readSettingsRecord(raw, problems);
    const candidate: Record<string, unknown> = { ...defaults, ...Object.fromEntries(stored) };
    const [error, valid] = struct.validate(candidate);
    if (!error) return { settings: valid, problems };
    const defaultValues = new Map<string, unknown>(Object.entries(defaults));
    for (const failure of error.failures()) {
      const key = String(failure.path[0] ?? '');
      if (!stored.has(key) || !(key in candidate)) continue;
      const repair = defaultValues.has(key) ? 'used the default' : 'dropped it';
      problems.push({
        key,
        message: `${failure.message}; ${repair}.`,
        value: previewValue(stored.get(key)),
      });
      if (defaultValues.has(key)) candidate[key] = defaultValues.get(key);
      else delete candidate[key];
    }
    const [stillInvalid, repaired] = struct.validate(candidate);
    if (!stillInvalid) return { settings: repaired, problems };
    problems.push(wholeBlock('The settings could not be repaired; used the defaults.', raw));
  } catch {
    // A struct or a stored value that throws on read: nothing stored can be trusted.
    problems.push(wholeBlock('The settings could not be read; used the defaults.', raw));
  }
  return { settings: defaults, problems };
}
