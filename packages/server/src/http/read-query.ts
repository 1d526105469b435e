import type { Context } from 'hono';

/**
 * The query string as a record for the schema structs: one value stays a string, repeated keys
 * (`in[segment_ids]=1&in[segment_ids]=2`, also written `in[segment_ids][]=1`) become a list.
 */
export function readQuery(c: Context): Record<string, string | string[]> {
  // A Map, then own entries: a key named `toString` or `__proto__` is a key like any other, not
  // a member of a plain object's prototype (`?toString=1` was a 500).
  const query = new Map<string, string | string[]>();
  for (const [rawKey, values] of Object.entries(c.req.queries())) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    const previous = query.get(key);
    const all = [...(previous === undefined ? [] : [previous].flat()), ...values];
    query.set(key, all.length === 1 && !rawKey.endsWith('[]') ? (all[0] ?? '') : all);
  }
  return Object.fromEntries(query);
}
