import type { Job, Organisation } from '@jobboard/schema';
import type { JobRow } from '../db/database';
import type { BoardSegment } from './board-segments';

/**
 * A stored address when it is an absolute http(s) URL, else null: a job's own application page
 * reaches every API consumer as a link, so `javascript:` and other schemes never leave the API.
 */
export function webAddressOrNull(address: string | null): string | null {
  if (!address) return null;
  try {
    const { protocol } = new URL(address);
    return protocol === 'https:' || protocol === 'http:' ? address : null;
  } catch {
    return null;
  }
}

/** The stored statuses that end when the job's `till` passes. */
export const EXPIRING_STATUSES = ['active', 'paused'] as const;

/**
 * A job's status at `now`: an `active` or `paused` job whose `till` has passed is `expired`.
 * Nothing writes `expired` when the date passes (no scheduled job); every read decides it, so the
 * stored `active` or `paused` stays as it was and the status reads the same everywhere at once.
 */
export function jobStatusAt(
  row: Pick<JobRow, 'status' | 'till_at'>,
  now: Date = new Date(),
): Job['status'] {
  const status = row.status as Job['status'];
  if (row.till_at === null || !EXPIRING_STATUSES.some((value) => value === status)) return status;
  return new Date(row.till_at).getTime() <= now.getTime() ? 'expired' : status;
}

/** A job row as the API answers it: dates as ISO strings, segments by group and named. */
export function toJob(
  row: JobRow,
  segments: Map<number, BoardSegment>,
  extra: {
    organisation?: Organisation | undefined;
    distance?: number | undefined;
    /** The time the status is read at ({@link jobStatusAt}); now by default. */
    now?: Date | undefined;
  } = {},
): Job & { id: number; distance?: number } {
  const byGroup: Record<string, number[]> = {};
  const namesByGroup: Record<string, string[]> = {};
  for (const id of row.segment_ids) {
    const segment = segments.get(id);
    if (!segment) continue;
    byGroup[segment.groupKey] = [...(byGroup[segment.groupKey] ?? []), id];
    namesByGroup[segment.groupKey] = [...(namesByGroup[segment.groupKey] ?? []), segment.name];
  }
  const salaryPer = salaryPerPeriod(row.salary_year, projectSalary(row));
  return {
    id: row.id,
    uuid: row.uuid,
    organisation_id: row.organisation_id,
    product_id: row.product_id,
    status: jobStatusAt(row, extra.now),
    locale: row.locale,
    slug: row.slug,
    title: row.title,
    description: row.description,
    organisation_name: row.organisation_name,
    client: row.organisation_name ? { name: row.organisation_name } : null,
    logo: row.logo,
    from: row.from_at ? new Date(row.from_at).toISOString() : null,
    till: row.till_at ? new Date(row.till_at).toISOString() : null,
    text_type: row.text_type as Job['text_type'],
    text_own: row.text_own,
    text_platform: row.text_platform,
    remote: row.remote,
    country_code: row.country_code,
    location_name: row.location_name,
    city: row.city,
    postal_code: row.postal_code,
    lat: row.lat,
    lon: row.lon,
    // Fixed where the job has a place, none where it has not (a remote job, say).
    location_type:
      row.city || row.location_name || row.postal_code || (row.lat !== null && row.lon !== null)
        ? 'fixed'
        : 'none',
    apply_url: webAddressOrNull(row.apply_url),
    apply_email: row.apply_email,
    external_reference: row.external_reference,
    recruiter_name: row.recruiter_name,
    recruiter_phone: row.recruiter_phone,
    recruiter_email: row.recruiter_email,
    salary_min: row.salary_min,
    salary_max: row.salary_max,
    salary_type: row.salary_type as Job['salary_type'],
    ...salaryPer,
    hours_min: row.hours_min,
    hours_max: row.hours_max,
    segment_ids: row.segment_ids,
    segments: byGroup,
    segments_names: namesByGroup,
    custom_fields: row.custom_fields,
    premium: row.premium,
    show_logo: row.show_logo,
    boost_factor: row.boost_factor,
    ...(extra.organisation ? { organisation: extra.organisation } : {}),
    ...(extra.distance !== undefined ? { distance: Math.round(extra.distance * 10) / 10 } : {}),
  };
}

/** Working days, weeks and hours behind the per-period salaries derived from the yearly one. */
const PERIODS_PER_YEAR = { month: 12, day: 220, hour: 1760 } as const;

function salaryPerPeriod(year: number | null, project: number | null) {
  if (year === null) {
    return {
      salary_year: null,
      salary_month: null,
      salary_day: null,
      salary_hour: null,
      salary_project: project,
    };
  }
  return {
    salary_year: year,
    salary_month: Math.round(year / PERIODS_PER_YEAR.month),
    salary_day: Math.round(year / PERIODS_PER_YEAR.day),
    salary_hour: Math.round((year / PERIODS_PER_YEAR.hour) * 100) / 100,
    salary_project: project,
  };
}

/**
 * A project job's pay for the project: the middle of its range, as the other types' per-period
 * salaries are (a project has no year to count from, nor a year a project).
 */
function projectSalary(row: JobRow): number | null {
  if (row.salary_type !== 'project') return null;
  const { salary_min: min, salary_max: max } = row;
  return min !== null && max !== null ? (min + max) / 2 : (max ?? min);
}

/** The yearly salary stored for search from a job's salary and its period. */
export function toYearlySalary(
  amount: number | null | undefined,
  type: string | null | undefined,
): number | null {
  if (amount === null || amount === undefined) return null;
  switch (type) {
    case 'year':
      return amount;
    case 'month':
      return amount * PERIODS_PER_YEAR.month;
    case 'day':
      return amount * PERIODS_PER_YEAR.day;
    case 'hour':
      return amount * PERIODS_PER_YEAR.hour;
    default:
      return null;
  }
}
