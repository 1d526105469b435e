import {
  array,
  boolean,
  create,
  enums,
  type Infer,
  integer,
  number,
  object,
  optional,
  pattern,
  type Struct,
  size,
  string,
} from 'superstruct';
import {
  QueryBoolean,
  QueryInteger,
  QueryIntegerList,
  QueryNumber,
} from '../../entities/query-value';
import { SORT_OPTIONS } from '../../rules/sort-option';
import { guardedStruct, safeIs } from './guarded-struct';
import {
  childContext,
  isRecord,
  ownEntries,
  report,
  type SettingOptions,
  settingBase,
} from './setting-base';
import type { JobQuerySetting, RepairContext } from './setting-spec';

const SearchText = size(string(), 0, 200);
const Id = size(integer(), 1, Number.MAX_SAFE_INTEGER);
const IdList = size(array(Id), 0, 100);

/**
 * The job search parameters a stored query may hold (product.md §7), keyed as they travel in
 * the query string. Values are JSON values; paging is left to the block showing the jobs.
 */
const JOB_QUERY_FIELDS = {
  search: SearchText,
  location_name: SearchText,
  lat: size(number(), -90, 90),
  lon: size(number(), -180, 180),
  distance: size(number(), 0, 1000),
  'in[segment_ids]': IdList,
  'match[organisation_id]': Id,
  organisation_name: SearchText,
  /** `min,max` of the yearly salary. */
  'range[salary_year]': pattern(string(), /^\d{1,9},\d{1,9}$/),
  'in[product_id]': IdList,
  upsells: boolean(),
  'match[premium]': enums([0, 1]),
  sort: enums(SORT_OPTIONS),
};

export type JobQueryKey = keyof typeof JOB_QUERY_FIELDS;

export const JOB_QUERY_KEYS = Object.keys(JOB_QUERY_FIELDS) as JobQueryKey[];

/** A stored job search, e.g. `{location_name: 'Utrecht', 'in[segment_ids]': [4]}`. */
export const JobQuery = guardedStruct(
  'jobQuery',
  object({
    search: optional(JOB_QUERY_FIELDS.search),
    location_name: optional(JOB_QUERY_FIELDS.location_name),
    lat: optional(JOB_QUERY_FIELDS.lat),
    lon: optional(JOB_QUERY_FIELDS.lon),
    distance: optional(JOB_QUERY_FIELDS.distance),
    'in[segment_ids]': optional(JOB_QUERY_FIELDS['in[segment_ids]']),
    'match[organisation_id]': optional(JOB_QUERY_FIELDS['match[organisation_id]']),
    organisation_name: optional(JOB_QUERY_FIELDS.organisation_name),
    'range[salary_year]': optional(JOB_QUERY_FIELDS['range[salary_year]']),
    'in[product_id]': optional(JOB_QUERY_FIELDS['in[product_id]']),
    upsells: optional(JOB_QUERY_FIELDS.upsells),
    'match[premium]': optional(JOB_QUERY_FIELDS['match[premium]']),
    sort: optional(JOB_QUERY_FIELDS.sort),
  }),
);
export type JobQuery = Infer<typeof JobQuery>;

/**
 * How a parameter written as it reads in the query string becomes its JSON value: `"3"` an id,
 * `"18,19"` (or `"18"`, or `["18"]`) a list of ids, `"50"` a number, `"1"` or `"true"` a flag. A
 * fixed search written so must restrict the jobs as it says, not be dropped (the list then
 * showed every job of the board).
 */
const QUERY_STRING_FORMS: Partial<Record<JobQueryKey, Struct<unknown, unknown>>> = {
  lat: QueryNumber,
  lon: QueryNumber,
  distance: QueryNumber,
  'in[segment_ids]': QueryIntegerList,
  'match[organisation_id]': QueryInteger,
  'in[product_id]': QueryIntegerList,
  upsells: QueryBoolean,
  'match[premium]': QueryInteger,
} as Partial<Record<JobQueryKey, Struct<unknown, unknown>>>;

/** The parameter's JSON value read from its query-string form, or `undefined`. */
function fromQueryString(key: JobQueryKey, parameter: unknown): unknown {
  const form = QUERY_STRING_FORMS[key];
  if (form === undefined || (typeof parameter !== 'string' && !Array.isArray(parameter)))
    return undefined;
  try {
    const value = create(parameter, form);
    return safeIs<unknown>(JOB_QUERY_FIELDS[key], value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function isJobQueryKey(key: string): key is JobQueryKey {
  return Object.hasOwn(JOB_QUERY_FIELDS, key);
}

/**
 * Keeps the valid parameters of a stored query one by one; `undefined` when the value is not an
 * object at all. Each dropped parameter is reported.
 */
export function repairJobQuery(value: unknown, context: RepairContext): JobQuery | undefined {
  if (!isRecord(value)) return undefined;
  const repaired: Record<string, unknown> = {};
  for (const [key, parameter] of ownEntries(value)) {
    const parameterContext = childContext(context, key);
    if (!isJobQueryKey(key)) {
      report(parameterContext, 'Unknown job search parameter', 'dropped it', parameter);
    } else if (safeIs<unknown>(JOB_QUERY_FIELDS[key], parameter)) {
      repaired[key] = parameter;
    } else if (fromQueryString(key, parameter) !== undefined) {
      repaired[key] = fromQueryString(key, parameter);
    } else {
      report(
        parameterContext,
        'Invalid value for this job search parameter',
        'dropped it',
        parameter,
      );
    }
  }
  // Every key was checked against its field struct above.
  return repaired as JobQuery;
}

export function jobQuerySetting(options: SettingOptions<JobQuery>): JobQuerySetting {
  const base = settingBase('jobQuery', options, JobQuery);
  return {
    ...base,
    allowed: JOB_QUERY_KEYS,
    repair: (value, context) => {
      const repaired = repairJobQuery(value, context);
      if (repaired !== undefined) return repaired;
      report(
        context,
        { expected: 'an object of job search parameters' },
        'used the default',
        value,
      );
      return base.defaultFor(context.locale);
    },
  };
}
