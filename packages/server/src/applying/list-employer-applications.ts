import type { JobStatus } from '@jobboard/schema';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { jobStatusAt } from '../jobs/job-output';

/** A file an application sent, as the `files` row of its upload recorded it. */
export interface ApplicantFile {
  /** The upload's token: what `GET /files/download/{token}` takes. */
  token: string;
  /** The sanitized file name the applicant uploaded. */
  name: string;
  /** The type sniffed from the content (PDF, DOC, DOCX or LaTeX). */
  type: string;
  /** In bytes. */
  size: number;
}

/**
 * One application in the employer's `job-applicants` list: what the applicant sent (the details
 * the apply mail told the job's `apply_email`, and the files to download) and enough of the job
 * to name it and link to it.
 */
export interface EmployerApplication {
  uuid: string;
  created_at: string;
  /** The application's own status (`new` until someone handles it). */
  status: string;
  salutation: string | null;
  given_name: string;
  family_name: string;
  email: string;
  phone: string | null;
  phone_country: string;
  motivation_text: string | null;
  /** Null when the applicant sent no CV (hideResume), or its upload has no `files` row. */
  cv: ApplicantFile | null;
  /** Null only when the motivation's upload has no `files` row (sent before they were kept). */
  motivation: ApplicantFile | null;
  job: {
    uuid: string;
    slug: string;
    title: string;
    /** The status read now ({@link jobStatusAt}): a job past its `till` reads `expired`. */
    status: JobStatus;
  };
}

/** The employer's client on the request's board: whose jobs' applications are listed. */
export interface ApplicationsOwner {
  jobBoardId: number;
  clientId: number;
}

export interface EmployerApplicationsQuery {
  limit: number;
  offset: number;
  /** Only the applications to the job of this uuid (lower case); null matches nothing. */
  jobUuid?: string | null | undefined;
  /** The time job statuses are read at; now by default. */
  now?: Date;
}

/**
 * The applications to the owner's jobs (`jobs.client_id` on the board, the jobs the employer's
 * job list shows) as one query, for the list and for the file download: the job's client alone
 * decides whose an application is, so one never shows to another employer.
 * A deleted job's applications stay: the employer received them and still answers for them.
 */
export function selectOwnerApplications(db: Db, owner: ApplicationsOwner) {
  return db
    .selectFrom('applications')
    .innerJoin('jobs', 'jobs.id', 'applications.job_id')
    .where('jobs.client_id', '=', owner.clientId)
    .where('jobs.job_board_id', '=', owner.jobBoardId)
    .where('applications.job_board_id', '=', owner.jobBoardId);
}

/**
 * A page of the applications the owner's jobs received, newest first (ties on the time by id),
 * with the total. The files are named from the `files` rows their uploads left (the apply
 * upload records every file), matched by token; a token without one answers null.
 */
export async function listEmployerApplications(
  db: Db,
  owner: ApplicationsOwner,
  query: EmployerApplicationsQuery,
): Promise<{ data: EmployerApplication[]; total: number }> {
  if (query.jobUuid === null) return { data: [], total: 0 };
  let theirs = selectOwnerApplications(db, owner);
  if (query.jobUuid !== undefined) {
    theirs = theirs.where(sql<boolean>`jobs.uuid = ${query.jobUuid}::uuid`);
  }
  const [rows, count] = await Promise.all([
    theirs
      .leftJoin('files as cv_file', 'cv_file.token', 'applications.cv_token')
      .leftJoin(
        'files as motivation_file',
        'motivation_file.token',
        'applications.motivation_token',
      )
      .select([
        'applications.uuid',
        'applications.created_at',
        'applications.status',
        'applications.salutation',
        'applications.given_name',
        'applications.family_name',
        'applications.email',
        'applications.phone',
        'applications.phone_country',
        'applications.motivation_text',
        'cv_file.token as cv_token',
        'cv_file.filename as cv_name',
        'cv_file.mime as cv_type',
        'cv_file.size as cv_size',
        'motivation_file.token as motivation_token',
        'motivation_file.filename as motivation_name',
        'motivation_file.mime as motivation_type',
        'motivation_file.size as motivation_size',
        'jobs.uuid as job_uuid',
        'jobs.slug as job_slug',
        'jobs.title as job_title',
        'jobs.status as job_status',
        'jobs.till_at as job_till_at',
      ])
      .orderBy('applications.created_at', 'desc')
      .orderBy('applications.id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    theirs.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const now = query.now ?? new Date();
  const data = rows.map((row) => ({
    uuid: row.uuid,
    created_at: new Date(row.created_at).toISOString(),
    status: row.status,
    salutation: row.salutation,
    given_name: row.given_name,
    family_name: row.family_name,
    email: row.email,
    phone: row.phone,
    phone_country: row.phone_country,
    motivation_text: row.motivation_text,
    cv: fileOf(row.cv_token, row.cv_name, row.cv_type, row.cv_size),
    motivation: fileOf(
      row.motivation_token,
      row.motivation_name,
      row.motivation_type,
      row.motivation_size,
    ),
    job: {
      uuid: row.job_uuid,
      slug: row.job_slug,
      title: row.job_title,
      status: jobStatusAt({ status: row.job_status, till_at: row.job_till_at }, now),
    },
  }));
  return { data, total: Number(count.n) };
}

function fileOf(
  token: string | null,
  name: string | null,
  type: string | null,
  size: number | null,
): ApplicantFile | null {
  if (token === null || name === null || type === null || size === null) return null;
  return { token, name, type, size };
}

/**
 * The upload behind `token` when it is the CV or motivation of an application to one of the
 * owner's jobs, else undefined: an unknown token, another employer's applicant's file and a
 * file no application sent all read the same, so the download tells nothing of what exists.
 */
export async function findApplicantUpload(
  db: Db,
  owner: ApplicationsOwner,
  token: string,
): Promise<{ uploadId: string; filename: string } | undefined> {
  const sent = selectOwnerApplications(db, owner)
    .select('applications.id')
    .where((eb) =>
      eb.or([
        eb('applications.cv_token', '=', token),
        eb('applications.motivation_token', '=', token),
      ]),
    );
  const file = await db
    .selectFrom('files')
    .select(['upload_id', 'filename'])
    .where('token', '=', token)
    .where((eb) => eb.exists(sent))
    .executeTakeFirst();
  return file && { uploadId: file.upload_id, filename: file.filename };
}
