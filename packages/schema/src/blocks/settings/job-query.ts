import {
  array,
  boolean,
  enums,
  type Infer,
  integer,
  number,
  object,
  optional,
  pattern,
  size,
  string,
} from 'superstruct';
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
