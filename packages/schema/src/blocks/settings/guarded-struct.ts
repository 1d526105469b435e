import { define, type Struct } from 'superstruct';
import type { SettingStruct } from './setting-spec';

/**
 * The objects each guarded struct has passed during the current {@link checkingOnce} call. A
 * block's repair checks a value where it is made and again inside every record and list holding
 * it; superstruct's checks are slow, and a navbar's links were checked three times each.
 */
let passed: WeakMap<object, WeakSet<object>> | null = null;

/**
 * Runs `work` (synchronous: a repair) with every guarded struct checking an object at most once:
 * an object that passed is not checked by the same struct again until `work` returns. Nothing
 * changes the values a repair checks while it runs; outside it every check is made afresh.
 */
export function checkingOnce<T>(work: () => T): T {
  const outer = passed;
  passed = outer ?? new WeakMap();
  try {
    return work();
  } finally {
    passed = outer;
  }
}

/**
 * A struct that answers `false` instead of throwing. Superstruct prints a refused value into its
 * message, and printing an object without a prototype throws; stored settings may hold one.
 */
export function guardedStruct<T>(name: string, struct: SettingStruct<T>): Struct<T, null> {
  return define<T>(name, (value) => {
    const seen = typeof value === 'object' && value && passed ? passed.get(struct) : undefined;
    if (seen?.has(value as object)) return true;
    try {
      const [error] = struct.validate(value);
      if (error) return error.message;
    } catch {
      return `Expected a valid ${name}`;
    }
    if (passed && typeof value === 'object' && value) {
      passed.set(struct, (seen ?? new WeakSet()).add(value));
    }
    return true;
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
