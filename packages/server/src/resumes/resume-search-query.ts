import { DEFAULT_RANGE, QueryNumber } from '@jobboard/schema';
import { min, optional, size, string, type } from 'superstruct';
import { ApiError } from '../http/api-error';
import { readPagination } from '../http/pagination';
import { QueryIdList } from '../http/query-id';
import { validate } from '../http/validate';
import { type BoardSegment, groupSegmentIds } from '../jobs/board-segments';
import { KM_PER_MILE, type RadiusFilter } from '../search/radius';

/** Default page size of the candidate list (spec §9: 10 for the candidate list). */
export const DEFAULT_RESUME_LIMIT = 10;
/** Keywords beyond this are not a search but an attack on the matcher. */
const MAX_SEARCH_LENGTH = 200;
/**
 * The smallest radius searched, in km. A smaller one would let anyone narrow down where a
 * candidate lives, whose coordinates are never shown, by asking for their uuid with ever smaller
 * circles.
 */
export const MIN_RADIUS_KM = 5;
/** Words of `search` beyond this are ignored: each one is a condition over three columns. */
const MAX_SEARCH_WORDS = 8;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ResumeSearchQuery = type({
  search: optional(string()),
  location_name: optional(string()),
  lat: optional(size(QueryNumber, -90, 90)),
  lon: optional(size(QueryNumber, -180, 180)),
  /** Radius around lat/lon, in the site's distance unit. */
  distance: optional(min(QueryNumber, 0)),
  'in[segment_ids]': optional(QueryIdList),
  'match[uuid]': optional(string()),
});

/** A candidate search after validation: what `searchResumes` filters and pages by. */
export interface ResumeSearchInput {
  /** Words that must each occur in the position, the info or the city (any case). */
  words: string[];
  /** A place name the city must contain, when no coordinates are given. */
  locationName?: string | undefined;
  radius?: RadiusFilter | undefined;
  /** Segment ids grouped by segment group: any of a group, every group (as the job search). */
  segmentGroups?: number[][] | undefined;
  /** One resume's uuid; null when `match[uuid]` is no uuid (nothing matches). */
  uuid?: string | null | undefined;
  page: number;
  limit: number;
  offset: number;
}

export interface ResumeSearchContext {
  useImperial: boolean;
  segments: Map<number, BoardSegment>;
}

/**
 * Reads the candidate search's query (the public `GET /candidates` and the employer's
 * `GET /resumes`): `page`, `limit` (default 10, capped at 200), `search`, `location_name`,
 * `lat`/`lon`/`distance` (the site's unit, default 25), `in[segment_ids]` and `match[uuid]`.
 * Unknown keys are ignored; a malformed or out-of-range value, or a repeated single key, is a 400.
 */
export function readResumeSearch(
  raw: Record<string, string | string[]>,
  context: ResumeSearchContext,
): ResumeSearchInput {
  const { page, limit, offset } = readPagination(raw, DEFAULT_RESUME_LIMIT);
  const query = validate(raw, ResumeSearchQuery, true);
  const search = query.search?.trim() ?? '';
  if (search.length > MAX_SEARCH_LENGTH) {
    const message = `The search may be at most ${MAX_SEARCH_LENGTH} characters.`;
    throw new ApiError(400, message, { search: [message] });
  }
  if ((query.lat === undefined) !== (query.lon === undefined)) {
    const message = 'Give both lat and lon, or neither.';
    throw new ApiError(400, message, { [query.lat === undefined ? 'lat' : 'lon']: [message] });
  }
  const distance = query.distance ?? DEFAULT_RANGE;
  const ids = query['in[segment_ids]'];
  const uuid = query['match[uuid]']?.trim();
  return {
    words: search
      .split(/\s+/)
      .filter((word) => word !== '')
      .slice(0, MAX_SEARCH_WORDS),
    locationName: query.location_name?.trim() || undefined,
    radius:
      query.lat !== undefined && query.lon !== undefined
        ? {
            lat: query.lat,
            lon: query.lon,
            km: Math.max(MIN_RADIUS_KM, context.useImperial ? distance * KM_PER_MILE : distance),
          }
        : undefined,
    segmentGroups: ids && ids.length > 0 ? groupSegmentIds(ids, context.segments) : undefined,
    uuid:
      uuid === undefined || uuid === '' ? undefined : UUID.test(uuid) ? uuid.toLowerCase() : null,
    page,
    limit,
    offset,
  };
}
