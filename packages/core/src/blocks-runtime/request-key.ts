/** The parameters of a data request: JSON-serialisable values. */
export type RequestParams = Readonly<Record<string, unknown>>;

/**
 * The SWR key of a data request: the JSON of `[name, params]` with object keys sorted at every
 * depth, so `{page: 1, q: 'x'}` and `{q: 'x', page: 1}` share one cache entry and one prefetch.
 * Keys whose value is `undefined` are left out, as JSON leaves them out.
 */
export function requestKey(name: string, params: RequestParams = {}): string {
  return JSON.stringify([name, params], sortObjectKeys);
}

function sortObjectKeys(_key: string, value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) sorted[key] = value[key];
  return sorted;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
