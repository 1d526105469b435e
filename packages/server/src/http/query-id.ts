import { QueryInteger, QueryIntegerList } from '@jobboard/schema';
import { refine } from 'superstruct';

/**
 * The largest id of a `serial` column (PostgreSQL's int4). A bigger number in a query fails in
 * the database (a 500) rather than not matching, so ids are bounded before any query.
 */
export const MAX_ID = 2_147_483_647;

const ID_RANGE = `Expected an id from 1 to ${MAX_ID}`;

/** An id as read from a query string or a path: a whole number from 1 to {@link MAX_ID}. */
export const QueryId = refine(
  QueryInteger,
  'id',
  (value) => (value >= 1 && value <= MAX_ID) || ID_RANGE,
);

/** A list of ids (`1,2`, or the key repeated), each from 1 to {@link MAX_ID}. */
export const QueryIdList = refine(
  QueryIntegerList,
  'ids',
  (ids) => ids.every((id) => id >= 1 && id <= MAX_ID) || ID_RANGE,
);

/** Whether a number already read as a whole number is an id the database could hold. */
export function isIdInRange(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= MAX_ID;
}
