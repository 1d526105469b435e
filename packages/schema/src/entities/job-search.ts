import {
  array,
  coerce,
  enums,
  type Infer,
  integer,
  min,
  number,
  object,
  optional,
  record,
  refine,
  size,
  string,
  tuple,
  type,
  union,
} from 'superstruct';
import { validateSalaryRange } from '../rules/salary-range';
import { SORT_OPTIONS } from '../rules/sort-option';
import { Job } from './job';
import { QueryBoolean, QueryInteger, QueryIntegerList, QueryNumber } from './query-value';

/** The only scope the featured jobs call knows: one job per organisation. */
export const JOB_SEARCH_SCOPES = ['group_organisations'] as const;
export type JobSearchScope = (typeof JOB_SEARCH_SCOPES)[number];

const PremiumFlag = coerce(enums([0, 1]), string(), Number);

/** `[min, max]` of the yearly salary; the wire form is `min,max`. */
const SalaryRange = refine(
  coerce(tuple([QueryNumber, QueryNumber]), union([string(), number()]), (value) =>
    String(value).split(','),
  ),
  'salaryRange',
  ([lowest, highest]) => validateSalaryRange(lowest, highest)[0] ?? true,
);

/**
 * The filters of the job search call (`GET job-boards/{id}/jobs`, `GET /jobs` for candidates),
 * keyed exactly as they travel in the query string so the client and the server share one
 * struct. `create(query, JobSearchQuery)` reads raw query strings; unknown keys fail, so a server
 * reading a whole query string should `mask()` it.
 */
export const JobSearchQuery = object({
  search: optional(string()),
  location_name: optional(string()),
  lat: optional(size(QueryNumber, -90, 90)),
  lon: optional(size(QueryNumber, -180, 180)),
  /** Radius around lat/lon, in the site's distance unit. */
  distance: optional(min(QueryNumber, 0)),
  'in[segment_ids]': optional(QueryIntegerList),
  'match[organisation_id]': optional(QueryInteger),
  organisation_name: optional(string()),
  'range[salary_year]': optional(SalaryRange),
  'in[product_id]': optional(QueryIntegerList),
  /** Asks for up-sold jobs to be boosted; the spec shows no more. */
  upsells: optional(QueryBoolean),
  'match[premium]': optional(PremiumFlag),
  /** Featured jobs: `1` premium only, `0` normal only; absent for both. */
  premium: optional(PremiumFlag),
  scope: optional(enums(JOB_SEARCH_SCOPES)),
  /** A sort option id; the client sends its API order (`toApiSort`), the server reads either. */
  sort: optional(enums(SORT_OPTIONS)),
  page: optional(min(QueryInteger, 1)),
  limit: optional(size(QueryInteger, 1, 200)),
});
export type JobSearchQuery = Infer<typeof JobSearchQuery>;

/** The answer of the job search call: one page of jobs, the total and segment facet counts. */
export const JobSearchResult = type({
  data: array(Job),
  total: integer(),
  aggregations: type({
    /** Number of matching jobs per segment id. */
    segment_ids: record(string(), integer()),
  }),
});
export type JobSearchResult = Infer<typeof JobSearchResult>;
