import { isBlankText, validateSalaryRange } from '@jobboard/schema';
import type { Updateable } from 'kysely';
import type { Db, JobRow, JobsTable } from '../db/database';
import type { FieldErrors } from '../http/api-error';
import { toYearlySalary } from '../jobs/job-output';
import type { EmployerClient } from '../orders/employer-client';
import { isSerialId, ORGANISATION_NOT_CLIENTS } from '../orders/order-refusals';
import { sanitizeOptionalHtml } from '../sanitize/sanitize-html';
import { invalidJob, type JobBody, type ReadJobBody } from './job-body';
import { type PlaceFinder, placeJobCity } from './job-place';

/** Product types a job can be posted with. */
const JOB_PRODUCT_TYPES = ['job_posting', 'jobPosting'];

export const PRODUCT_NOT_FOR_JOBS = 'This product cannot be used for a job on this job board.';
export const HOURS_RANGE_ERROR = 'The maximum hours must be at least the minimum hours.';
export const COORDINATES_TOGETHER = 'Give the latitude and the longitude together.';

/** The columns a job body sets. */
export type JobColumns = Updateable<JobsTable>;

/** Who writes the job: the host's board and the employer's current client. */
export interface JobOwner {
  jobBoardId: number;
  client: EmployerClient;
}

/**
 * The columns of `body` for a new job (`existing` undefined) or an update of `existing`: a key
 * left out keeps its stored value, `null` clears it. The job text is sanitized as every stored
 * job HTML is, the yearly salary the search filters on follows the salary, and the organisation's
 * name and logo are copied onto the job (the client's name when there is none), as the public
 * job shows them, and a new or changed city without coordinates in the body is placed with
 * `places` ({@link placeJobCity}). Rules over several fields (salary and hours ranges, coordinates in pairs) and
 * the ids (the client's organisation, the board's segments and products) answer a 400 together.
 */
export async function resolveJobColumns(
  db: Db,
  owner: JobOwner,
  body: ReadJobBody,
  existing: JobRow | undefined,
  places: PlaceFinder,
): Promise<JobColumns> {
  const merged = <K extends keyof JobBody & keyof JobRow>(key: K) =>
    body[key] !== undefined ? body[key] : existing ? existing[key] : null;
  // The fields the body refused first: a field keeps its first refusal.
  const errors: FieldErrors = { ...body.refused };
  const refuse = (key: string, texts: string[]) => {
    errors[key] ??= texts;
  };

  const salaryMin = merged('salary_min') as number | null;
  const salaryMax = merged('salary_max') as number | null;
  const salaryErrors = validateSalaryRange(salaryMin, salaryMax);
  if (salaryErrors.length > 0) refuse('salary_max', salaryErrors);
  const hoursMin = merged('hours_min') as number | null;
  const hoursMax = merged('hours_max') as number | null;
  if (hoursMin !== null && hoursMax !== null && hoursMax < hoursMin) {
    refuse('hours_max', [HOURS_RANGE_ERROR]);
  }
  const lat = merged('lat');
  const lon = merged('lon');
  if ((lat === null) !== (lon === null)) {
    refuse(lat === null ? 'lat' : 'lon', [COORDINATES_TOGETHER]);
  }

  // A job sent back whole keeps what it has: a segment the board dropped since or a product no
  // longer sold do not block an update; only new ones are checked.
  const storedSegments = new Set(existing?.segment_ids ?? []);
  const newSegments = (body.segment_ids ?? []).filter((id) => !storedSegments.has(id));
  const newProduct = body.product_id && body.product_id !== existing?.product_id;
  const [organisation, unknownSegments, productOk] = await Promise.all([
    body.organisation_id ? findClientOrganisation(db, owner, body.organisation_id) : undefined,
    findUnknownSegments(db, owner.jobBoardId, newSegments),
    newProduct ? isJobProduct(db, owner.jobBoardId, body.product_id ?? 0) : true,
  ]);
  if (body.organisation_id && !organisation) refuse('organisation_id', [ORGANISATION_NOT_CLIENTS]);
  if (unknownSegments.length > 0) {
    refuse('segment_ids', [
      `These segments are not on this job board: ${unknownSegments.join(', ')}.`,
    ]);
  }
  if (!productOk) refuse('product_id', [PRODUCT_NOT_FOR_JOBS]);
  if (Object.keys(errors).length > 0) throw invalidJob(errors);

  const columns: JobColumns = { updated_at: new Date() };
  const set = <K extends keyof JobBody & keyof JobColumns>(key: K) => {
    if (body[key] !== undefined) (columns as Record<string, unknown>)[key] = body[key];
  };
  if (body.title !== undefined) columns.title = body.title;
  for (const key of [
    'description',
    'product_id',
    'city',
    'postal_code',
    'country_code',
    'location_name',
    'lat',
    'lon',
    'salary_min',
    'salary_max',
    'salary_type',
    'hours_min',
    'hours_max',
    'apply_url',
    'apply_email',
    'external_reference',
    'recruiter_name',
    'recruiter_phone',
    'recruiter_email',
  ] as const) {
    set(key);
  }
  const coordinates = placeJobCity(body, existing, places);
  if (coordinates) {
    columns.lat = coordinates.lat;
    columns.lon = coordinates.lon;
  }
  if (body.remote !== undefined) columns.remote = body.remote ?? false;
  if (body.segment_ids !== undefined) columns.segment_ids = body.segment_ids ?? [];
  if (body.show_logo !== undefined) columns.show_logo = body.show_logo;
  if (body.custom_fields !== undefined) {
    // Stored as JSON; an empty object is no custom fields.
    const fields = body.custom_fields;
    columns.custom_fields =
      fields && Object.keys(fields).length > 0 ? JSON.stringify(fields) : null;
  }
  if (body.text_own !== undefined) columns.text_own = sanitizeOptionalHtml(body.text_own);
  if (body.text_platform !== undefined) columns.text_platform = platformText(body.text_platform);
  // The text shown: as given, else the kind of text the body sends (its own text first).
  const textType =
    body.text_type ??
    (body.text_own != null ? 'own' : body.text_platform != null ? 'platform' : undefined);
  if (textType !== undefined) columns.text_type = textType;
  if (body.organisation_id !== undefined || !existing) {
    columns.organisation_id = organisation?.id ?? null;
    columns.organisation_name = organisation?.name ?? owner.client.name;
    columns.logo = organisation?.logo ?? null;
  }
  if (
    !existing ||
    body.salary_min !== undefined ||
    body.salary_max !== undefined ||
    body.salary_type !== undefined
  ) {
    columns.salary_year = yearlySalary(
      salaryMin,
      salaryMax,
      merged('salary_type') as string | null,
    );
  }
  return columns;
}

/**
 * The yearly salary the search's `range[salary_year]` filters on: of the middle of the range (or
 * the one bound given), as the seeded jobs store it; null for project salaries.
 */
function yearlySalary(min: number | null, max: number | null, type: string | null) {
  const amount = min !== null && max !== null ? (min + max) / 2 : (max ?? min);
  return toYearlySalary(amount, type);
}

async function findClientOrganisation(db: Db, owner: JobOwner, id: number) {
  if (!isSerialId(id)) return undefined;
  return db
    .selectFrom('organisations')
    .select(['id', 'name', 'logo'])
    .where('id', '=', id)
    .where('client_id', '=', owner.client.id)
    .where('job_board_id', '=', owner.jobBoardId)
    .executeTakeFirst();
}

/** The ids that are no segment of the board's segment groups. */
async function findUnknownSegments(db: Db, jobBoardId: number, ids: number[]): Promise<number[]> {
  const storable = ids.filter(isSerialId);
  const found =
    storable.length > 0
      ? await db
          .selectFrom('segments')
          .innerJoin('segment_groups', 'segment_groups.id', 'segments.segments_group_id')
          .select('segments.id')
          .where('segment_groups.job_board_id', '=', jobBoardId)
          .where('segments.id', 'in', storable)
          .execute()
      : [];
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/** Whether the board offers the product, active, as a job posting. */
async function isJobProduct(db: Db, jobBoardId: number, productId: number): Promise<boolean> {
  if (!isSerialId(productId)) return false;
  const row = await db
    .selectFrom('product_job_boards')
    .innerJoin('products', 'products.id', 'product_job_boards.product_id')
    .select('products.id')
    .where('product_job_boards.job_board_id', '=', jobBoardId)
    .where('products.id', '=', productId)
    .where('products.active', '=', true)
    .where('products.product_type', 'in', JOB_PRODUCT_TYPES)
    .executeTakeFirst();
  return row !== undefined;
}

/** The four parts of a job's text as stored: each sanitized, the empty ones left out. */
function platformText(parts: JobBody['text_platform']): string | null {
  if (!parts) return null;
  const kept = Object.entries(parts).flatMap(([part, html]) => {
    const clean = sanitizeOptionalHtml(html);
    return clean === null || !showsSomething(clean) ? [] : [[part, clean] as const];
  });
  return kept.length > 0 ? JSON.stringify(Object.fromEntries(kept)) : null;
}

/** Whether HTML shows anything: text, or an image or a video (`<p><br></p>` shows nothing). */
function showsSomething(html: string): boolean {
  if (/<(img|video|iframe)\b/i.test(html)) return true;
  return !isBlankText(html.replace(/<[^>]*>/g, '').replace(/&(nbsp|#160|#xa0);/gi, ' '));
}
