import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database';
import { radiusCondition } from '../search/radius';
import { escapeLike } from '../search/search-jobs';
import type { ResumeSearchInput } from './resume-search-query';

/**
 * The columns anyone may see of a resume found by the candidate search: never the owner's names,
 * email or phone, the postal code, the coordinates, the file or the internal id.
 */
const PUBLIC_COLUMNS = [
  'resumes.uuid',
  'resumes.position',
  'resumes.info',
  'resumes.city',
  'resumes.country',
  'resumes.travel_distance',
  'resumes.open_to_relocate',
  'resumes.salary_type',
  'resumes.salary_min',
  'resumes.status',
  'resumes.segment_ids',
  'resumes.education',
  'resumes.employer_history',
  'resumes.updated_at',
] as const;

/**
 * The viewing client's contact for the resume, and the candidate's details, which the output
 * shows only once the candidate accepted that contact (`toEmployerResumes`).
 */
const EMPLOYER_COLUMNS = [
  'resume_contacts.id as contact_id',
  'resume_contacts.status as contact_status',
  'resume_contacts.created_at as contact_created_at',
  'users.given_name',
  'users.family_name',
  'users.email',
  'resumes.phone_number',
  'files.token as file_token',
  'files.filename as file_name',
] as const;

export type PublicResumeRow = Awaited<ReturnType<typeof searchPublicResumes>>['rows'][number];
export type EmployerResumeRow = Awaited<ReturnType<typeof searchEmployerResumes>>['rows'][number];

/** Resumes whose owner is a live candidate account of the site. */
function siteResumes(db: Db, siteId: number) {
  return db
    .selectFrom('resumes')
    .innerJoin('users', 'users.id', 'resumes.user_id')
    .where('users.site_id', '=', siteId)
    .where('users.role', '=', 'candidate')
    .where('users.deleted_at', 'is', null);
}

/** Site resumes with the client's contact (if any) and the file joined. */
function clientResumes(db: Db, siteId: number, clientId: number) {
  return siteResumes(db, siteId)
    .leftJoin('resume_contacts', (join) =>
      join
        .onRef('resume_contacts.resume_id', '=', 'resumes.id')
        .on('resume_contacts.client_id', '=', clientId),
    )
    .leftJoin('files', 'files.id', 'resumes.file_id');
}

/** The search's filters as one condition (`true` without any). */
function searchCondition(input: ResumeSearchInput): RawBuilder<boolean> {
  // Only candidates who confirmed their email are found: anyone could otherwise register a
  // stranger's address, upload a file and have employers' contact requests mailed to it.
  const conditions: RawBuilder<unknown>[] = [
    sql`resumes.status = 'available'`,
    sql`users.verified_at is not null`,
  ];
  for (const word of input.words) {
    const pattern = `%${escapeLike(word)}%`;
    conditions.push(
      sql`(resumes.position ilike ${pattern} or resumes.info ilike ${pattern} or resumes.city ilike ${pattern})`,
    );
  }
  const inCity = input.locationName
    ? sql`resumes.city ilike ${`%${escapeLike(input.locationName)}%`}`
    : null;
  if (input.radius) {
    // A resume without coordinates (the candidate gave only a city) is found by its city name.
    const around = radiusCondition(input.radius, 'resumes');
    conditions.push(inCity ? sql`(${around} or (resumes.lat is null and ${inCity}))` : around);
  } else if (inCity) {
    conditions.push(inCity);
  }
  for (const group of input.segmentGroups ?? []) {
    if (group.length > 0) conditions.push(sql`resumes.segment_ids && ${group}::int[]`);
  }
  if (input.uuid === null) conditions.push(sql`false`);
  else if (input.uuid !== undefined) conditions.push(sql`resumes.uuid = ${input.uuid}::uuid`);
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}

async function countResumes(db: Db, siteId: number, input: ResumeSearchInput): Promise<number> {
  const row = await siteResumes(db, siteId)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where(searchCondition(input))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The public candidate search: available resumes of the site's candidates matching the input,
 * newest updated first (ties by id), one page, and how many match.
 */
export async function searchPublicResumes(db: Db, siteId: number, input: ResumeSearchInput) {
  const [rows, total] = await Promise.all([
    siteResumes(db, siteId)
      .select(PUBLIC_COLUMNS)
      .where(searchCondition(input))
      .orderBy('resumes.updated_at', 'desc')
      .orderBy('resumes.id', 'desc')
      .limit(input.limit)
      .offset(input.offset)
      .execute(),
    countResumes(db, siteId, input),
  ]);
  return { rows, total };
}

/** The same search as an employer's client sees it: each row with the client's contact. */
export async function searchEmployerResumes(
  db: Db,
  siteId: number,
  clientId: number,
  input: ResumeSearchInput,
) {
  const [rows, total] = await Promise.all([
    clientResumes(db, siteId, clientId)
      .select([...PUBLIC_COLUMNS, ...EMPLOYER_COLUMNS])
      .where(searchCondition(input))
      .orderBy('resumes.updated_at', 'desc')
      .orderBy('resumes.id', 'desc')
      .limit(input.limit)
      .offset(input.offset)
      .execute(),
    countResumes(db, siteId, input),
  ]);
  return { rows, total };
}

/**
 * One resume of the site by uuid as the client sees it: an available one, or one the client
 * contacted already (whatever its status now). Also answers the internal id, for the order.
 */
export async function findEmployerResume(db: Db, siteId: number, clientId: number, uuid: string) {
  return clientResumes(db, siteId, clientId)
    .select([...PUBLIC_COLUMNS, ...EMPLOYER_COLUMNS, 'resumes.id'])
    .where('resumes.uuid', '=', uuid)
    .where((eb) =>
      eb.or([
        eb.and([eb('resumes.status', '=', 'available'), eb('users.verified_at', 'is not', null)]),
        eb('resume_contacts.id', 'is not', null),
      ]),
    )
    .executeTakeFirst();
}

export interface ContactedQuery {
  status?: string | undefined;
  /** Oldest first when true (`+created_at`). */
  ascending: boolean;
  limit: number;
  offset: number;
}

/**
 * The resumes the client contacted (bought), whatever their status now, by the contact's date
 * (ties by id), one page, and how many there are.
 */
export async function listContactedResumes(
  db: Db,
  siteId: number,
  clientId: number,
  query: ContactedQuery,
) {
  const direction = query.ascending ? 'asc' : 'desc';
  let base = siteResumes(db, siteId)
    .innerJoin('resume_contacts', 'resume_contacts.resume_id', 'resumes.id')
    .leftJoin('files', 'files.id', 'resumes.file_id')
    .where('resume_contacts.client_id', '=', clientId);
  if (query.status !== undefined) base = base.where('resume_contacts.status', '=', query.status);
  const [rows, count] = await Promise.all([
    base
      .select([...PUBLIC_COLUMNS, ...EMPLOYER_COLUMNS])
      .orderBy('resume_contacts.created_at', direction)
      .orderBy('resume_contacts.id', direction)
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * The upload behind a resume file's token, when the client's contact for that resume (of a
 * candidate of the site) was accepted; undefined otherwise.
 */
export async function findAcceptedResumeUpload(
  db: Db,
  siteId: number,
  clientId: number,
  token: string,
): Promise<{ uploadId: string; filename: string } | undefined> {
  return siteResumes(db, siteId)
    .innerJoin('files', 'files.id', 'resumes.file_id')
    .innerJoin('resume_contacts', 'resume_contacts.resume_id', 'resumes.id')
    .select(['files.upload_id as uploadId', 'files.filename'])
    .where('files.token', '=', token)
    .where('resume_contacts.client_id', '=', clientId)
    .where('resume_contacts.status', '=', 'accepted')
    .executeTakeFirst();
}

/**
 * The resume of the site by uuid (of a live candidate account) whose owner accepted the client's
 * contact request, with its internal id and the candidate's email; undefined otherwise.
 */
export async function findAcceptedResume(
  db: Db,
  siteId: number,
  clientId: number,
  uuid: string,
): Promise<{ id: number; uuid: string; email: string } | undefined> {
  return siteResumes(db, siteId)
    .innerJoin('resume_contacts', 'resume_contacts.resume_id', 'resumes.id')
    .select(['resumes.id', 'resumes.uuid', 'users.email'])
    .where('resumes.uuid', '=', uuid)
    .where('resume_contacts.client_id', '=', clientId)
    .where('resume_contacts.status', '=', 'accepted')
    .executeTakeFirst();
}
