import { define, type Struct } from 'superstruct';
import type { SettingStruct } from './setting-spec';

/**
 * A struct that answers `false` instead of throwing. Superstruct prints a refused value into its
 * message, and printing an object without a prototype throws; stored settings may hold one.
 */
export function guardedStruct<T>(name: string, struct: SettingStruct<T>): Struct<T, null> {
  return define<T>(name, (value) => {
    try {
      const [error] = struct.validate(value);
      return error === undefined ? true : error.message;
    } catch {
      return `Expected a valid ${name}`;
    }
  });
}

/** `struct.is(value)`, answering `false` where superstruct would throw while describing `value`. */
export function safeIs<T>(struct: SettingStruct<T>, value: unknown): value is T {
  try {
    return struct.is(value);
  } catch {
    return false;
  }
}
