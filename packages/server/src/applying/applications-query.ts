import { QueryInteger } from '@jobboard/schema';
import { max, min, optional, string, type } from 'superstruct';
import { MAX_PAGE } from '../http/pagination';
import { validate } from '../http/validate';

/** A page of applications unless the call asks for another size. */
export const DEFAULT_APPLICATIONS_LIMIT = 10;
/** The most applications read at once; a larger limit is a 400 rather than quietly capped. */
export const MAX_APPLICATIONS_LIMIT = 50;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ApplicationsQuery = type({
  page: optional(max(min(QueryInteger, 1), MAX_PAGE)),
  limit: optional(max(min(QueryInteger, 1), MAX_APPLICATIONS_LIMIT)),
  'match[job_uuid]': optional(string()),
});

/** The list query of both application lists, the candidate's and the employer's. */
export interface ApplicationsQuery {
  page: number;
  limit: number;
  /**
   * `match[job_uuid]`: undefined without a filter (absent or empty), null for a value that is
   * not a uuid (nothing matches, and the database never casts it), else the uuid in lower case.
   */
  jobUuid: string | null | undefined;
}

/**
 * `page`, `limit` and `match[job_uuid]` of an applications list: a page or limit that is not a
 * whole number in range, or a repeated `match[job_uuid]`, is a 400 with field errors; other
 * keys are ignored. An unknown or malformed job uuid is no error: it only matches nothing, so a
 * job page can ask "did I apply here?" without telling which jobs exist.
 */
export function readApplicationsQuery(raw: Record<string, unknown>): ApplicationsQuery {
  const query = validate(
    { page: raw.page, limit: raw.limit, 'match[job_uuid]': raw['match[job_uuid]'] },
    ApplicationsQuery,
  );
  const uuid = query['match[job_uuid]']?.trim();
  return {
    page: query.page ?? 1,
    limit: query.limit ?? DEFAULT_APPLICATIONS_LIMIT,
    jobUuid: !uuid ? undefined : UUID.test(uuid) ? uuid.toLowerCase() : null,
  };
}
