import type { Context } from 'hono';

/**
 * The query string as a record for the schema structs: one value stays a string, repeated keys
 * (`in[segment_ids]=1&in[segment_ids]=2`, also written `in[segment_ids][]=1`) become a list.
 */
export function readQuery(c: Context): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [rawKey, values] of Object.entries(c.req.queries())) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    const previous = query[key];
    const all = [...(previous === undefined ? [] : [previous].flat()), ...values];
    query[key] = all.length === 1 && !rawKey.endsWith('[]') ? (all[0] ?? '') : all;
  }
  return query;
}
