export type QueryScalar = string | number | boolean;

export type QueryValue = QueryScalar | null | undefined | readonly QueryScalar[];

/** Query parameters keyed as they travel: `{ 'in[segment_ids]': [1, 2], page: 2 }`. */
export type QueryParams = { readonly [key: string]: QueryValue };

/**
 * The one query encoding of the client, which the server mirrors (it is also the wire form the
 * schema's query structs read, e.g. `JobSearchQuery`):
 * - keys are written as they travel, brackets included: `match[organisation_id]=4`;
 * - arrays are joined with commas under the same key: `in[segment_ids]=1,2`,
 *   `range[salary_year]=30000,60000`; items are ids, codes and numbers, never texts with commas;
 * - booleans are `1` and `0`;
 * - undefined, null, empty strings, empty arrays and non-finite numbers are left out;
 * - keys keep their order; keys and values are percent-encoded, except brackets in keys and the
 *   commas between list items.
 * Returns the string without a leading `?` (empty when nothing is left).
 */
export function toQueryString(params: QueryParams): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    const encoded = Array.isArray(value)
      ? value
          .map(encodeScalar)
          .filter((item) => item !== null)
          .join(',')
      : encodeScalar(value as QueryScalar | null | undefined);
    if (encoded) pairs.push(`${encodeKey(key)}=${encoded}`);
  }
  return pairs.join('&');
}

function encodeScalar(value: QueryScalar | null | undefined): string | null {
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  return value ? encodeURIComponent(value) : null;
}

function encodeKey(key: string): string {
  return encodeURIComponent(key).replace(/%5B/gi, '[').replace(/%5D/gi, ']');
}
