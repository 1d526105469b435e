import { type BlockSettingProblem, previewValue } from '@jobboard/schema';

/**
 * Stored settings as a record of own entries: `null`/`undefined` mean none stored yet, a string
 * is read as JSON, anything else that is not an object is reported and read as none.
 */
export function readSettingsRecord(
  raw: unknown,
  problems: BlockSettingProblem[],
): Map<string, unknown> {
  if (raw === undefined || raw === null) return new Map();
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      problems.push(wholeBlock('The settings are not valid JSON; used the defaults.', raw));
      return new Map();
    }
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return new Map(Object.entries(value));
  }
  problems.push(wholeBlock('Expected an object of settings; used the defaults.', raw));
  return new Map();
}

/** A problem with the block's settings as a whole. */
export function wholeBlock(message: string, value: unknown): BlockSettingProblem {
  return { key: '', message, value: previewValue(value) };
}
