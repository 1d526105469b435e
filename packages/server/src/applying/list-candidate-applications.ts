import type { JobStatus } from '@jobboard/schema';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { jobStatusAt } from '../jobs/job-output';

/**
 * One application in the candidate's list: enough of the job to name it and link to it, and the
 * job's status so the account can tell a job that is still open from one that ended.
 */
export interface CandidateApplication {
  uuid: string;
  created_at: string;
  /** The application's own status (`new` until someone handles it). */
  status: string;
  job: {
    uuid: string;
    slug: string;
    title: string;
    /** As the job search answers it: the name stored on the job, null when it has none. */
    organisation_name: string | null;
    /** The status read now ({@link jobStatusAt}): a job past its `till` reads `expired`. */
    status: JobStatus;
  };
}

export interface CandidateApplicationsQuery {
  userId: number;
  jobBoardId: number;
  limit: number;
  offset: number;
  /**
   * Only the applications to the job of this uuid (`match[job_uuid]`, lower case), so a job page
   * can tell the candidate they applied; null matches nothing, undefined does not filter.
   */
  jobUuid?: string | null | undefined;
  /** The time job statuses are read at; now by default. */
  now?: Date;
}

/**
 * A page of the applications a signed-in candidate sent on one board, newest first (ties on the
 * time by id), with the total. Keyed to `user_id` only: a guest application sent with the same
 * email is not the candidate's, as in the GDPR export. Every job shows whatever its status, a
 * paused, expired or deleted one too, since the application was sent all the same; a job row
 * that is gone took its applications with it (`on delete cascade`), so the join loses none.
 */
export async function listCandidateApplications(
  db: Db,
  query: CandidateApplicationsQuery,
): Promise<{ data: CandidateApplication[]; total: number }> {
  if (query.jobUuid === null) return { data: [], total: 0 };
  let mine = db
    .selectFrom('applications')
    .innerJoin('jobs', 'jobs.id', 'applications.job_id')
    .where('applications.user_id', '=', query.userId)
    .where('applications.job_board_id', '=', query.jobBoardId);
  if (query.jobUuid !== undefined) {
    mine = mine.where(sql<boolean>`jobs.uuid = ${query.jobUuid}::uuid`);
  }
  const [rows, count] = await Promise.all([
    mine
      .select([
        'applications.uuid',
        'applications.created_at',
        'applications.status',
        'jobs.uuid as job_uuid',
        'jobs.slug as job_slug',
        'jobs.title as job_title',
        'jobs.organisation_name as job_organisation_name',
        'jobs.status as job_status',
        'jobs.till_at as job_till_at',
      ])
      .orderBy('applications.created_at', 'desc')
      .orderBy('applications.id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    mine.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const now = query.now ?? new Date();
  const data = rows.map((row) => ({
    uuid: row.uuid,
    created_at: new Date(row.created_at).toISOString(),
    status: row.status,
    job: {
      uuid: row.job_uuid,
      slug: row.job_slug,
      title: row.job_title,
      organisation_name: row.job_organisation_name,
      status: jobStatusAt({ status: row.job_status, till_at: row.job_till_at }, now),
    },
  }));
  return { data, total: Number(count.n) };
}
