import { JOB_STATUSES } from '@jobboard/schema';
import type { Context } from 'hono';
import { enums, optional, size, string, type } from 'superstruct';
import type { AppEnv } from '../app-env';
import type { JobRow } from '../db/database';
import { ApiError } from '../http/api-error';
import { readPagination } from '../http/pagination';
import { readQuery } from '../http/read-query';
import { validate } from '../http/validate';
import { loadBoardSegments } from '../jobs/board-segments';
import { requestLocale } from '../locale/request-locale';
import {
  type EmployerJob,
  JOB_RELATIONS,
  type JobRelation,
  toEmployerJobs,
} from './employer-job-output';
import { listOwnJobs } from './employer-jobs';
import type { JobOwner } from './job-fields';

// How the employer's jobs are answered, shared by the employer family's job calls and the
// multiposter family's (src/routes/employer-job-routes.ts, src/routes/mp-job-routes.ts).

/** Employer job list page size (spec §9), and the most one page holds. */
const JOBS_LIMIT = 10;
const MAX_JOBS_LIMIT = 100;

const ListQuery = type({
  search: optional(size(string(), 0, 200)),
  'match[status]': optional(enums(JOB_STATUSES)),
  sort: optional(enums(['created_at', '+created_at', '-created_at'])),
  with: optional(size(string(), 0, 100)),
});
export const WithQuery = type({ with: optional(size(string(), 0, 100)) });

/** Both relations: what the writes answer with. */
export const ALL_RELATIONS: ReadonlySet<JobRelation> = new Set(JOB_RELATIONS);

/**
 * `GET /jobs` of the owner: `page`, `limit` (10, at most 100), `search`, `match[status]`, `sort`
 * and `with` of the request's query (400 field errors otherwise), answered `{ data, total }`.
 * The owner is found after the query was read, so a bad query is refused first.
 */
export async function listJobsAnswer(
  c: Context<AppEnv>,
  ownerOf: (c: Context<AppEnv>) => Promise<JobOwner>,
): Promise<{ data: EmployerJob[]; total: number }> {
  const raw = readQuery(c);
  const { page, limit } = readPagination(raw, JOBS_LIMIT);
  // A literal `+` in a query string reads as a space: `sort=+created_at` unencoded.
  const sort = typeof raw.sort === 'string' ? raw.sort.trim() : raw.sort;
  const query = validate({ ...raw, sort }, ListQuery, true);
  const relations = readRelations(query.with);
  const owner = await ownerOf(c);
  // One time for the filter and the answer: a job past its `till` reads `expired` in both.
  const now = new Date();
  const { rows, total } = await listOwnJobs(c.var.deps.db, owner, {
    page,
    limit: Math.min(limit, MAX_JOBS_LIMIT),
    search: query.search?.trim() || undefined,
    status: query['match[status]'],
    order: query.sort === '-created_at' ? 'desc' : 'asc',
    now,
  });
  return { data: await answerJobs(c, rows, relations, now), total };
}

/** `with=job_boards,product`: the relations to load; any other name is a 400. */
export function readRelations(raw: string | undefined): ReadonlySet<JobRelation> {
  const names = (raw ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const relations = new Set<JobRelation>();
  for (const name of names) {
    const relation = JOB_RELATIONS.find((known) => known === name);
    if (!relation) {
      const message = `The with field may name ${JOB_RELATIONS.join(' and ')} only.`;
      throw new ApiError(400, message, { with: [message] });
    }
    relations.add(relation);
  }
  return relations;
}

/** The jobs as answered, their status read at `now` (an active job past `till` is `expired`). */
export async function answerJobs(
  c: Context<AppEnv>,
  rows: JobRow[],
  relations: ReadonlySet<JobRelation>,
  now = new Date(),
): Promise<EmployerJob[]> {
  const { db } = c.var.deps;
  const locale = requestLocale(c);
  const segments = await loadBoardSegments(db, c.var.board.jobBoardId, locale);
  return toEmployerJobs(db, rows, segments, relations, locale, now);
}

export async function answerJob(
  c: Context<AppEnv>,
  row: JobRow,
  relations: ReadonlySet<JobRelation>,
  now = new Date(),
): Promise<EmployerJob> {
  const [job] = await answerJobs(c, [row], relations, now);
  if (!job) throw new Error('A job row gave no job');
  return job;
}
