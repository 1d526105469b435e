import { isRecord } from './is-record';

/** A page of a list answer. */
export interface ListResult<T> {
  items: T[];
  /** The number of items over all pages; the item count when the answer gives none. */
  total: number;
}

/**
 * Reads a list answer the way the spec does: `data.data` (a paginator inside `data`), or `data`
 * with `total` beside it, or a plain array. Anything else reads as an empty list.
 */
export function readList<T>(body: unknown): ListResult<T> {
  if (Array.isArray(body)) return { items: body as T[], total: body.length };
  if (!isRecord(body)) return { items: [], total: 0 };
  const { data } = body;
  if (isRecord(data) && Array.isArray(data.data)) {
    const items = data.data as T[];
    return { items, total: readTotal(data.total) ?? readTotal(body.total) ?? items.length };
  }
  if (Array.isArray(data)) {
    return { items: data as T[], total: readTotal(body.total) ?? data.length };
  }
  return { items: [], total: 0 };
}

function readTotal(value: unknown): number | null {
  const total = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof total === 'number' && Number.isFinite(total) && total >= 0 ? total : null;
}
