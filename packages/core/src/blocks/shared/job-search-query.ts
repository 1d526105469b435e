import {
  isSortOption,
  type JobQuery,
  type JobSearchQuery,
  MAX_JOB_SEARCH_LENGTH,
  MAX_LIST_PAGE,
  MAX_RANGE,
  type SortOption,
} from '@jobboard/schema';

/**
 * A job search as the job list's URL carries it: the job query keys as they travel
 * (`search`, `location_name`, `lat`, `lon`, `in[segment_ids]`, `sort`, ...), the radius as
 * `range` (also read from `distance`) and the page.
 */
export interface JobSearchUrlQuery {
  search?: string;
  location_name?: string;
  lat?: number;
  lon?: number;
  /** The radius, in the site's distance unit (`range` in the URL). */
  distance?: number;
  'in[segment_ids]'?: number[];
  'match[organisation_id]'?: number;
  organisation_name?: string;
  'range[salary_year]'?: string;
  'in[product_id]'?: number[];
  upsells?: boolean;
  'match[premium]'?: 0 | 1;
  sort?: SortOption;
  /** From 1. */
  page?: number;
  /** The page size the visitor chose. */
  limit?: number;
}

const TEXT_KEYS = ['search', 'location_name', 'organisation_name'] as const;
const LIST_KEYS = ['in[segment_ids]', 'in[product_id]'] as const;
const SALARY_RANGE = /^\d{1,9},\d{1,9}$/;

function readNumber(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

function readPositiveInteger(value: string | null): number | undefined {
  const number = readNumber(value);
  return number !== undefined && Number.isInteger(number) && number >= 1 ? number : undefined;
}

/** The largest id the API takes (a PostgreSQL integer): a larger one is refused with 400. */
const MAX_ID = 2_147_483_647;

/** An id of the URL, or undefined: an id past any the API takes is left out like `abc`. */
function readId(value: string | null): number | undefined {
  const id = readPositiveInteger(value);
  return id !== undefined && id <= MAX_ID ? id : undefined;
}

function readIdList(params: URLSearchParams, key: string): number[] | undefined {
  const ids = params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((part) => readId(part))
    .filter((id): id is number => id !== undefined);
  return ids.length > 0 ? [...new Set(ids)] : undefined;
}

function inRange(value: number | undefined, limit: number): number | undefined {
  return value !== undefined && Math.abs(value) <= limit ? value : undefined;
}

/** Reads the job search from a URL query; values that do not parse are left out. */
export function readJobSearchQuery(params: URLSearchParams): JobSearchUrlQuery {
  const query: JobSearchUrlQuery = {};
  for (const key of TEXT_KEYS) {
    const text = params.get(key)?.trim();
    if (text) query[key] = text;
  }
  // A keyword longer than any search (a pasted text, a crafted link) searches by its start,
  // rather than sending a search the API refuses.
  if (query.search) query.search = query.search.slice(0, MAX_JOB_SEARCH_LENGTH).trim();
  const lat = inRange(readNumber(params.get('lat')), 90);
  const lon = inRange(readNumber(params.get('lon')), 180);
  if (lat !== undefined && lon !== undefined) {
    query.lat = lat;
    query.lon = lon;
  }
  const distance = readNumber(params.get('range') ?? params.get('distance'));
  // A radius of nothing, or wider than any search, is left out (QA: `range=0` found nothing and
  // `range=100000` added a '100.000 km' choice): the search keeps its default radius.
  if (distance !== undefined && distance > 0 && distance <= MAX_RANGE) query.distance = distance;
  for (const key of LIST_KEYS) {
    const ids = readIdList(params, key);
    if (ids) query[key] = ids;
  }
  const organisation = readId(params.get('match[organisation_id]'));
  if (organisation !== undefined) query['match[organisation_id]'] = organisation;
  const salary = params.get('range[salary_year]');
  if (salary && SALARY_RANGE.test(salary)) query['range[salary_year]'] = salary;
  const upsells = params.get('upsells');
  if (upsells === '1' || upsells === 'true') query.upsells = true;
  const premium = params.get('match[premium]');
  if (premium === '0' || premium === '1') query['match[premium]'] = premium === '1' ? 1 : 0;
  const sort = params.get('sort');
  if (isSortOption(sort)) query.sort = sort;
  const page = readPositiveInteger(params.get('page'));
  // A page past the deepest one a list answers asks for that page (then the last with results).
  if (page !== undefined) query.page = Math.min(page, MAX_LIST_PAGE);
  const limit = readPositiveInteger(params.get('limit'));
  if (limit !== undefined) query.limit = limit;
  return query;
}

/**
 * The URL query of a job search, for `pagePath(..., {query})` or a `?` string: lists joined with
 * commas, the radius as `range`, page 1 left out.
 */
export function jobSearchQueryParams(
  query: JobSearchUrlQuery,
): Record<string, string | number | undefined> {
  const { distance, page, upsells, ...rest } = query;
  const params: Record<string, string | number | undefined> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value === undefined) continue;
    params[key] = Array.isArray(value) ? value.join(',') : value;
  }
  if (distance !== undefined) params.range = distance;
  if (upsells) params.upsells = 1;
  if (page !== undefined && page > 1) params.page = page;
  return params;
}

/** The URL of a job search: `path?search=…&range=…`, keys in a stable order. */
export function jobSearchHref(path: string, query: JobSearchUrlQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(jobSearchQueryParams(query))) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** `query` with `changes` laid over it; any change but the page itself goes back to page 1. */
export function changeJobSearch(
  query: JobSearchUrlQuery,
  changes: Partial<JobSearchUrlQuery>,
): JobSearchUrlQuery {
  const next: JobSearchUrlQuery = { ...query };
  for (const [key, value] of Object.entries(changes) as [keyof JobSearchUrlQuery, unknown][]) {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) delete next[key];
    else Object.assign(next, { [key]: value });
  }
  if (!('page' in changes)) delete next.page;
  return next;
}

/**
 * The job list's sort when neither the URL nor the block's fixed query names one: the most
 * relevant first for a keyword search, else the newest (the reference API's own order).
 */
export function defaultJobListSort(query: Pick<JobSearchQuery, 'search'>): SortOption {
  return query.search ? 'relevance' : 'newest';
}

/** Whether a search has a place (both coordinates) to measure distances from. */
export function hasSearchPlace(query: {
  lat?: number | undefined;
  lon?: number | undefined;
}): boolean {
  return query.lat !== undefined && query.lon !== undefined;
}

/**
 * The sort a job list runs and its sort select shows: the search's own (the URL's, else the fixed
 * query's), but nearest first only with a place to measure from (a link or a visitor without a
 * place would get an order nobody can explain), else {@link defaultJobListSort}.
 */
export function jobListSort(
  query: Pick<JobSearchQuery, 'search' | 'sort' | 'lat' | 'lon'>,
): SortOption {
  const { sort } = query;
  if (sort && (sort !== 'distance' || hasSearchPlace(query))) return sort;
  return defaultJobListSort(query);
}

/**
 * The search a list with a fixed query runs, in the URL's form: the fixed query laid over the
 * visitor's search (its segment ids added to theirs, the visitor's sort winning over its sort).
 * What a job alert for the list's results follows.
 */
export function withFixedQuery(query: JobSearchUrlQuery, fixed: JobQuery): JobSearchUrlQuery {
  const { 'in[segment_ids]': fixedSegments, sort, ...fixedRest } = fixed;
  const merged: JobSearchUrlQuery = { ...query };
  for (const [key, value] of Object.entries(fixedRest)) {
    if (value !== undefined) Object.assign(merged, { [key]: value });
  }
  if (!query.sort && sort) merged.sort = sort;
  if (fixedSegments && fixedSegments.length > 0) {
    merged['in[segment_ids]'] = [
      ...new Set([...(query['in[segment_ids]'] ?? []), ...fixedSegments]),
    ];
  }
  return merged;
}

/**
 * The API query of the job list: the URL's search with the block's fixed query laid over it
 * ({@link withFixedQuery}; its sort as {@link jobListSort} has it), the page and the page size.
 */
export function jobSearchApiQuery(
  query: JobSearchUrlQuery,
  fixed: JobQuery,
  limit: number,
): JobSearchQuery {
  const {
    page,
    limit: _chosenLimit,
    'range[salary_year]': salary,
    ...rest
  } = withFixedQuery(query, fixed);
  const merged: JobSearchQuery = { ...rest };
  if (salary) {
    const [lowest, highest] = salary.split(',').map(Number);
    if (lowest !== undefined && highest !== undefined)
      merged['range[salary_year]'] = [lowest, highest];
  }
  // Sent, not left to the API's own order: the sort select shows it.
  merged.sort = jobListSort(merged);
  merged.page = page ?? 1;
  merged.limit = limit;
  return merged;
}
