import { MAX_LIST_PAGE, QueryInteger } from '@jobboard/schema';
import { min, optional, type } from 'superstruct';
import { ApiError } from './api-error';
import { validate } from './validate';

/** The largest page any list answers (the biggest page-size option); larger limits are capped. */
export const MAX_LIMIT = 200;
/** Deeper pages only make the database skip rows; nobody pages that far. */
export const MAX_PAGE = MAX_LIST_PAGE;

export interface Pagination {
  page: number;
  limit: number;
  offset: number;
}

const PaginationQuery = type({
  page: optional(min(QueryInteger, 1)),
  limit: optional(min(QueryInteger, 1)),
});

/**
 * `page` (from 1) and `limit` of a list query: malformed or below 1 is a 400, a huge limit is
 * capped at {@link MAX_LIMIT}.
 */
export function readPagination(query: Record<string, unknown>, defaultLimit: number): Pagination {
  const { page = 1, limit = defaultLimit } = validate(
    { page: query.page, limit: query.limit },
    PaginationQuery,
  );
  if (page > MAX_PAGE) {
    throw new ApiError(400, `The page may be at most ${MAX_PAGE}.`, {
      page: [`The page may be at most ${MAX_PAGE}.`],
    });
  }
  const capped = Math.min(limit, MAX_LIMIT);
  return { page, limit: capped, offset: (page - 1) * capped };
}

/** Caps a numeric `limit` of a raw query before a struct with an upper bound reads it. */
export function capLimit<Q extends Record<string, unknown>>(query: Q): Q {
  const limit = Number(query.limit);
  if (typeof query.limit === 'string' && Number.isInteger(limit) && limit > MAX_LIMIT) {
    return { ...query, limit: String(MAX_LIMIT) };
  }
  return query;
}
