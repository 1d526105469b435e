import { array, boolean, coerce, integer, number, string, union } from 'superstruct';

/*
 * Structs for values read from a URL query, where everything arrives as a string. `create()`
 * turns the strings into numbers and lists; `is()` and typed callers see the plain types.
 */

function toNumber(value: string): number {
  return value.trim() === '' ? Number.NaN : Number(value);
}

function splitList(value: string | number): unknown[] {
  return typeof value === 'number' ? [value] : value.split(',').filter((part) => part !== '');
}

const TRUE_VALUES: readonly unknown[] = ['1', 'true', 1];
const FALSE_VALUES: readonly unknown[] = ['0', 'false', 0];

export const QueryNumber = coerce(number(), string(), toNumber);

export const QueryInteger = coerce(integer(), string(), toNumber);

/** A list of integers: `[1, 2]`, `'1,2'` or the repeated-key form `['1', '2']`. */
export const QueryIntegerList = coerce(array(QueryInteger), union([string(), number()]), splitList);

/** A flag: `true`/`false`, `'1'`/`'0'`, `'true'`/`'false'`. */
export const QueryBoolean = coerce(boolean(), union([string(), number()]), (value) => {
  if (TRUE_VALUES.includes(value)) return true;
  if (FALSE_VALUES.includes(value)) return false;
  return value;
});
