import { randomUUID } from 'node:crypto';
import { JOB_STATUSES, type JobStatus } from '@jobboard/schema';
import { sql } from 'kysely';
import { UNIQUE_VIOLATION } from '../accounts/create-account';
import type { Db, JobRow } from '../db/database';
import { ApiError, notFound } from '../http/api-error';
import { EXPIRING_STATUSES, jobStatusAt } from '../jobs/job-output';
import { escapeLike } from '../search/search-jobs';
import { invalidJob, type ReadJobBody } from './job-body';
import { type JobOwner, resolveJobColumns } from './job-fields';
import type { PlaceFinder } from './job-place';
import { freeSlug } from './job-slug';

/** Publishing a job that is no longer a draft (published meanwhile, in another tab). */
export const ONLY_DRAFT_PUBLISHED =
  'Only a draft can be published: this job has been published already.';

/** How long a published job runs when its product names no `duration`. */
export const DEFAULT_PUBLISH_DAYS = 30;
const DAY = 24 * 60 * 60 * 1000;

/** The statuses the status call sets: the employer pauses an active job and resumes it. */
export const SETTABLE_STATUSES = ['active', 'paused'] as const;
export const STATUS_NOT_SETTABLE = 'The status can only be set to active or paused.';

const ID = /^\d{1,9}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The list's filters (page and limit already read). */
export interface OwnJobsQuery {
  page: number;
  limit: number;
  search?: string | undefined;
  status?: JobStatus | undefined;
  /** `asc`: oldest first (`+created_at`). */
  order: 'asc' | 'desc';
  /** The time `status` is read at: an active or paused job past its `till` is `expired`. */
  now: Date;
}

/**
 * A job of the owner's client on the host's board by its id or uuid; another client's job,
 * another board's and malformed ids read as missing, so they all answer the same 404. A deleted
 * job is found only with `includeDeleted` (the reads): it can no longer be changed.
 */
export async function findOwnJob(
  db: Db,
  owner: JobOwner,
  rawId: string,
  includeDeleted: boolean,
): Promise<JobRow> {
  let query = db
    .selectFrom('jobs')
    .selectAll()
    .where('job_board_id', '=', owner.jobBoardId)
    .where('client_id', '=', owner.client.id);
  if (ID.test(rawId)) query = query.where('id', '=', Number(rawId));
  else if (UUID.test(rawId)) query = query.where(sql<boolean>`uuid = ${rawId}::uuid`);
  else throw notFound('Job');
  if (!includeDeleted) query = query.where('status', '!=', 'deleted');
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('Job');
  return row;
}

/**
 * A page of the client's jobs on the host's board: the title containing `search` (any case),
 * in `status` when asked, else every status but `deleted`; by creation time, then id. The status
 * is the one read at `query.now` ({@link jobStatusAt}): `expired` finds the active and paused
 * jobs whose `till` has passed, and `active` and `paused` no longer find them.
 */
export async function listOwnJobs(
  db: Db,
  owner: JobOwner,
  query: OwnJobsQuery,
): Promise<{ rows: JobRow[]; total: number }> {
  let mine = db
    .selectFrom('jobs')
    .where('job_board_id', '=', owner.jobBoardId)
    .where('client_id', '=', owner.client.id);
  const { now, status } = query;
  if (status === 'expired') {
    mine = mine.where((eb) =>
      eb.or([
        eb('status', '=', 'expired'),
        eb.and([eb('status', 'in', EXPIRING_STATUSES), eb('till_at', '<=', now)]),
      ]),
    );
  } else if (status === 'active' || status === 'paused') {
    mine = mine
      .where('status', '=', status)
      .where((eb) => eb.or([eb('till_at', 'is', null), eb('till_at', '>', now)]));
  } else {
    mine = status ? mine.where('status', '=', status) : mine.where('status', '!=', 'deleted');
  }
  if (query.search) mine = mine.where('title', 'ilike', `%${escapeLike(query.search)}%`);
  const [rows, count] = await Promise.all([
    mine
      .selectAll()
      .orderBy('created_at', query.order)
      .orderBy('id', query.order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    mine.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * `POST /jobs/draft`: a new `draft` of the owner's client on the host's board, its text type
 * `own`, its slug made from the title (unique on the board) and its locale the request's. Its
 * city is placed with `places` unless the body gives coordinates ({@link resolveJobColumns}).
 */
export async function createDraftJob(
  db: Db,
  owner: JobOwner,
  body: ReadJobBody,
  locale: string,
  places: PlaceFinder,
): Promise<JobRow> {
  const columns = await resolveJobColumns(db, owner, body, undefined, places);
  const title = body.title ?? '';
  for (let attempt = 1; ; attempt++) {
    const slug = await freeSlug(db, owner.jobBoardId, title);
    try {
      return await db
        .insertInto('jobs')
        .values({
          ...columns,
          uuid: randomUUID(),
          job_board_id: owner.jobBoardId,
          client_id: owner.client.id,
          status: 'draft',
          locale,
          slug,
          title,
          text_type: columns.text_type ?? 'own',
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      // Another create took the slug meanwhile: pick the next free one.
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION || attempt >= 5) throw error;
    }
  }
}

/**
 * `PUT /jobs/{id}`: the body's fields on a job that is not deleted. An active job stays active;
 * the search reads the changed row (its text search columns are generated from it) at once.
 */
export async function updateOwnJob(
  db: Db,
  owner: JobOwner,
  job: JobRow,
  body: ReadJobBody,
  places: PlaceFinder,
): Promise<JobRow> {
  const columns = await resolveJobColumns(db, owner, body, job, places);
  const row = await db
    .updateTable('jobs')
    .set(columns)
    .where('id', '=', job.id)
    .where('status', '!=', 'deleted')
    .returningAll()
    .executeTakeFirst();
  // Deleted meanwhile by another request of the employer.
  if (!row) throw notFound('Job');
  return row;
}

/**
 * `PUT /jobs/{id}/publish/draft`: the body's fields, then the draft goes `active` from now until
 * now plus its product's `duration` in days ({@link DEFAULT_PUBLISH_DAYS} without one). A job
 * that is not a draft answers 400 and nothing changes. No payment is taken.
 */
export async function publishDraftJob(
  db: Db,
  owner: JobOwner,
  job: JobRow,
  body: ReadJobBody,
  places: PlaceFinder,
): Promise<JobRow> {
  assertDraft(job);
  const columns = await resolveJobColumns(db, owner, body, job, places);
  return db.transaction().execute(async (trx) => {
    // Locked, so a publish and a delete or second publish at once cannot both pass the check.
    const current = await trx
      .selectFrom('jobs')
      .select(['status', 'product_id'])
      .where('id', '=', job.id)
      .forUpdate()
      .executeTakeFirst();
    if (!current || current.status === 'deleted') throw notFound('Job');
    assertDraft({ status: current.status });
    const productId = columns.product_id !== undefined ? columns.product_id : current.product_id;
    const days = (productId ? await productDuration(trx, productId) : null) ?? DEFAULT_PUBLISH_DAYS;
    const now = new Date();
    return trx
      .updateTable('jobs')
      .set({
        ...columns,
        status: 'active',
        from_at: now,
        till_at: new Date(now.getTime() + days * DAY),
      })
      .where('id', '=', job.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/**
 * `PUT /jobs/{id}/status`: `paused` for an active job, `active` again for a paused one; its
 * dates stay. Asking for the status it has already changes nothing. Any other status asked for,
 * or a job that is neither active nor paused at `now` (a draft, an expired job, an active or
 * paused one whose `till` has passed), answers 400 and nothing changes.
 */
export async function setOwnJobStatus(
  db: Db,
  job: JobRow,
  rawStatus: unknown,
  now: Date = new Date(),
): Promise<JobRow> {
  const status = SETTABLE_STATUSES.find((value) => value === rawStatus);
  if (!status) {
    const known = JOB_STATUSES.some((value) => value === rawStatus);
    throw invalidJob({
      status: [
        rawStatus === undefined || rawStatus === null
          ? 'The status field is required.'
          : known
            ? STATUS_NOT_SETTABLE
            : `The status must be one of ${SETTABLE_STATUSES.join(', ')}.`,
      ],
    });
  }
  assertPausable(jobStatusAt(job, now));
  if (job.status === status) return job;
  const row = await db
    .updateTable('jobs')
    .set({ status, updated_at: new Date() })
    .where('id', '=', job.id)
    .where('status', 'in', SETTABLE_STATUSES)
    .where((eb) => eb.or([eb('till_at', 'is', null), eb('till_at', '>', now)]))
    .returningAll()
    .executeTakeFirst();
  if (row) return row;
  // Changed meanwhile by another request: answer for what it is now.
  const current = await db
    .selectFrom('jobs')
    .selectAll()
    .where('id', '=', job.id)
    .executeTakeFirst();
  if (!current || current.status === 'deleted') throw notFound('Job');
  assertPausable(jobStatusAt(current, now));
  return current;
}

/**
 * `DELETE /jobs/{id}`: the job goes `deleted` (kept, as applications and favourites point at it)
 * and leaves the public search and job page at once, and its slot, if any. A deleted job is not
 * found again.
 */
export async function deleteOwnJob(db: Db, job: JobRow): Promise<JobRow> {
  const row = await db
    .updateTable('jobs')
    // A deleted job frees its slot for another one.
    .set({ status: 'deleted', slot_order_id: null, updated_at: new Date() })
    .where('id', '=', job.id)
    .where('status', '!=', 'deleted')
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound('Job');
  return row;
}

function assertDraft(job: { status: string }): void {
  if (job.status !== 'draft') {
    throw new ApiError(400, ONLY_DRAFT_PUBLISHED);
  }
}

function assertPausable(status: string): void {
  if (status === 'active' || status === 'paused') return;
  const hint =
    status === 'draft'
      ? ' A draft is published with PUT /jobs/{id}/publish/draft.'
      : status === 'expired'
        ? ' Its end date (till) has passed.'
        : '';
  throw new ApiError(
    400,
    `Only an active job can be paused and only a paused job resumed; this job is ${status}.${hint}`,
  );
}

async function productDuration(db: Db, productId: number): Promise<number | null> {
  const row = await db
    .selectFrom('products')
    .select('duration')
    .where('id', '=', productId)
    .executeTakeFirst();
  const days = row?.duration ?? null;
  return days !== null && days > 0 ? days : null;
}
