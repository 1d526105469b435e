import {
  DEFAULT_RANGE,
  JobSearchQuery,
  MAX_JOB_SEARCH_LENGTH,
  SORT_TO_API,
  type SortOption,
  toApiSort,
} from '@jobboard/schema';
import { assign, object, optional } from 'superstruct';
import { ApiError } from '../http/api-error';
import { capLimit, MAX_PAGE } from '../http/pagination';
import { QueryId, QueryIdList } from '../http/query-id';
import { validate } from '../http/validate';
import type { JobSearchInput } from '../search/job-search-input';
import { KM_PER_MILE } from '../search/radius';
import { type BoardSegment, groupSegmentIds, segmentGroupMembers } from './board-segments';

/** Default page size of the job list (spec §9). */
export const DEFAULT_JOB_LIMIT = 10;
/** Keywords beyond this are not a search but an attack on the parser. */
const MAX_SEARCH_LENGTH = MAX_JOB_SEARCH_LENGTH;

/** Schema's JobSearchQuery with its ids bounded to what the database holds (else a 500). */
const ServerJobSearchQuery = assign(
  JobSearchQuery,
  object({
    'in[segment_ids]': optional(QueryIdList),
    'match[organisation_id]': optional(QueryId),
    'in[product_id]': optional(QueryIdList),
  }),
);

const OPTION_BY_API_SORT = new Map<string, SortOption>(
  Object.entries(SORT_TO_API).map(([option, api]) => [api, option as SortOption]),
);

export interface JobSearchContext {
  jobBoardId: number;
  useImperial: boolean;
  segments: Map<number, BoardSegment>;
}

/**
 * Reads the job search query (schema's JobSearchQuery: sort options by id, or by their API value
 * such as `-from`) into a search: radius in km, segments grouped, limit capped, unknown keys
 * ignored; anything malformed or out of range is a 400.
 */
export function readJobSearch(
  raw: Record<string, string | string[]>,
  context: JobSearchContext,
): JobSearchInput {
  const sort =
    typeof raw.sort === 'string' ? (OPTION_BY_API_SORT.get(raw.sort) ?? raw.sort) : raw.sort;
  const query = validate(
    capLimit({ ...raw, ...(sort === undefined ? {} : { sort }) }),
    ServerJobSearchQuery,
    true,
  );
  const page = query.page ?? 1;
  if (page > MAX_PAGE) {
    throw new ApiError(400, `The page may be at most ${MAX_PAGE}.`, {
      page: [`The page may be at most ${MAX_PAGE}.`],
    });
  }
  const search = query.search?.trim();
  if (search && search.length > MAX_SEARCH_LENGTH) {
    const message = `The search may be at most ${MAX_SEARCH_LENGTH} characters.`;
    throw new ApiError(400, message, { search: [message] });
  }
  if ((query.lat === undefined) !== (query.lon === undefined)) {
    const message = 'Give both lat and lon, or neither.';
    throw new ApiError(400, message, { [query.lat === undefined ? 'lat' : 'lon']: [message] });
  }
  const limit = query.limit ?? DEFAULT_JOB_LIMIT;
  const hasPoint = query.lat !== undefined && query.lon !== undefined;
  const distance = query.distance ?? DEFAULT_RANGE;
  const premium = query['match[premium]'] ?? query.premium;
  const segmentGroups = query['in[segment_ids]']
    ? groupSegmentIds(query['in[segment_ids]'], context.segments)
    : undefined;
  return {
    jobBoardId: context.jobBoardId,
    search: search || undefined,
    locationName: query.location_name?.trim() || undefined,
    radius: hasPoint
      ? {
          lat: query.lat as number,
          lon: query.lon as number,
          km: context.useImperial ? distance * KM_PER_MILE : distance,
        }
      : undefined,
    segmentGroups,
    segmentGroupMembers: segmentGroups && segmentGroupMembers(segmentGroups, context.segments),
    organisationId: query['match[organisation_id]'],
    organisationName: query.organisation_name?.trim() || undefined,
    salaryYear: query['range[salary_year]'],
    productIds: query['in[product_id]'],
    premium: premium === undefined ? undefined : premium === 1,
    sort: query.sort ? toApiSort(query.sort) : search ? 'relevance' : '-from',
    boostUpsells: query.upsells ?? false,
    groupOrganisations: query.scope === 'group_organisations',
    limit,
    offset: (page - 1) * limit,
  };
}
