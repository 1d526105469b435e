import { JOB_STATUSES } from '@jobboard/schema';
import { type Context, Hono } from 'hono';
import { enums, optional, size, string, type } from 'superstruct';
import type { AppEnv } from '../app-env';
import { requireRole } from '../auth/role-middleware';
import type { JobRow } from '../db/database';
import {
  type EmployerJob,
  JOB_RELATIONS,
  type JobRelation,
  toEmployerJobs,
} from '../employer-jobs/employer-job-output';
import {
  createDraftJob,
  deleteOwnJob,
  findOwnJob,
  listOwnJobs,
  publishDraftJob,
  setOwnJobStatus,
  updateOwnJob,
} from '../employer-jobs/employer-jobs';
import { readJobBody } from '../employer-jobs/job-body';
import type { JobOwner } from '../employer-jobs/job-fields';
import { jobKpi } from '../employer-jobs/job-kpi';
import { boardMiddleware } from '../host/board-middleware';
import { ApiError } from '../http/api-error';
import { jsonBodyLimit } from '../http/json-body-limit';
import { readPagination } from '../http/pagination';
import { readJson } from '../http/read-json';
import { readQuery } from '../http/read-query';
import { validate } from '../http/validate';
import { loadBoardSegments } from '../jobs/board-segments';
import { requestLocale } from '../locale/request-locale';
import { requireCurrentClient } from '../orders/employer-client';

/** Employer job list page size (spec §9), and the most one page holds. */
const JOBS_LIMIT = 10;
const MAX_JOBS_LIMIT = 100;

const ListQuery = type({
  search: optional(size(string(), 0, 200)),
  'match[status]': optional(enums(JOB_STATUSES)),
  sort: optional(enums(['created_at', '+created_at', '-created_at'])),
  with: optional(size(string(), 0, 100)),
});
const WithQuery = type({ with: optional(size(string(), 0, 100)) });

/**
 * The employer API's jobs (spec §7) for a signed-in employer of the host's board (else 401), of
 * the employer's current client only (none: 400 `Employer account required`); another client's
 * job is a 404. `GET /jobs`, `GET /jobs/{id}`, `GET /jobs/{id}/kpi`, `POST /jobs/draft`, `PUT /jobs/{id}`,
 * `PUT /jobs/{id}/publish/draft`, `PUT /jobs/{id}/status` and `DELETE /jobs/{id}`; `{id}` is the
 * job's id or uuid. Bodies are refused with 400 and field errors. A job's city is placed
 * with the app's geo search (loaded once per process): its coordinates follow the city unless
 * the body gives them.
 */
export function employerJobRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const employer = [boardMiddleware, requireRole('employer')] as const;

  app.get('/jobs', ...employer, async (c) => {
    const { db } = c.var.deps;
    const raw = readQuery(c);
    const { page, limit } = readPagination(raw, JOBS_LIMIT);
    // A literal `+` in a query string reads as a space: `sort=+created_at` unencoded.
    const sort = typeof raw.sort === 'string' ? raw.sort.trim() : raw.sort;
    const query = validate({ ...raw, sort }, ListQuery, true);
    const relations = readRelations(query.with);
    const owner = await ownerOf(c);
    // One time for the filter and the answer: a job past its `till` reads `expired` in both.
    const now = new Date();
    const { rows, total } = await listOwnJobs(db, owner, {
      page,
      limit: Math.min(limit, MAX_JOBS_LIMIT),
      search: query.search?.trim() || undefined,
      status: query['match[status]'],
      order: query.sort === '-created_at' ? 'desc' : 'asc',
      now,
    });
    return c.json({ data: await answerJobs(c, rows, relations, now), total });
  });

  app.get('/jobs/:id', ...employer, async (c) => {
    const relations = readRelations(validate(readQuery(c), WithQuery, true).with);
    const job = await findOwnJob(c.var.deps.db, await ownerOf(c), c.req.param('id'), true);
    return c.json({ data: await answerJob(c, job, relations) });
  });

  app.get('/jobs/:id/kpi', ...employer, async (c) => {
    const { db } = c.var.deps;
    const job = await findOwnJob(db, await ownerOf(c), c.req.param('id'), false);
    return c.json({ data: await jobKpi(db, job.id, new Date()) });
  });

  app.post('/jobs/draft', jsonBodyLimit, ...employer, async (c) => {
    const { db, geo } = c.var.deps;
    const body = readJobBody(await readJson(c), true);
    const owner = await ownerOf(c);
    const job = await createDraftJob(db, owner, body, requestLocale(c), geo);
    return c.json({ data: await answerJob(c, job, ALL_RELATIONS) }, 201);
  });

  app.put('/jobs/:id', jsonBodyLimit, ...employer, async (c) => {
    const { db, geo } = c.var.deps;
    const owner = await ownerOf(c);
    const existing = await findOwnJob(db, owner, c.req.param('id'), false);
    const body = readJobBody(await readJson(c), false);
    const job = await updateOwnJob(db, owner, existing, body, geo);
    return c.json({ data: await answerJob(c, job, ALL_RELATIONS) });
  });

  app.put('/jobs/:id/publish/draft', jsonBodyLimit, ...employer, async (c) => {
    const { db, geo } = c.var.deps;
    const owner = await ownerOf(c);
    const existing = await findOwnJob(db, owner, c.req.param('id'), false);
    const body = readJobBody(await readJson(c), false);
    const job = await publishDraftJob(db, owner, existing, body, geo);
    return c.json({ data: await answerJob(c, job, ALL_RELATIONS) });
  });

  app.put('/jobs/:id/status', jsonBodyLimit, ...employer, async (c) => {
    const { db } = c.var.deps;
    const existing = await findOwnJob(db, await ownerOf(c), c.req.param('id'), false);
    const body = await readJson(c);
    const now = new Date();
    const job = await setOwnJobStatus(db, existing, body.status, now);
    return c.json({ data: await answerJob(c, job, ALL_RELATIONS, now) });
  });

  app.delete('/jobs/:id', ...employer, async (c) => {
    const { db } = c.var.deps;
    const existing = await findOwnJob(db, await ownerOf(c), c.req.param('id'), false);
    const job = await deleteOwnJob(db, existing);
    return c.json({ data: await answerJob(c, job, ALL_RELATIONS) });
  });

  return app;
}

const ALL_RELATIONS: ReadonlySet<JobRelation> = new Set(JOB_RELATIONS);

/** `with=job_boards,product`: the relations to load; any other name is a 400. */
function readRelations(raw: string | undefined): ReadonlySet<JobRelation> {
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

/** The host's board and the signed-in employer's current client. */
async function ownerOf(c: Context<AppEnv>): Promise<JobOwner> {
  const client = await requireCurrentClient(c.var.deps.db, c.var.user.id);
  return { jobBoardId: c.var.board.jobBoardId, client };
}

/** The jobs as answered, their status read at `now` (an active job past `till` is `expired`). */
async function answerJobs(
  c: Context<AppEnv>,
  rows: JobRow[],
  relations: ReadonlySet<JobRelation>,
  now = new Date(),
): Promise<EmployerJob[]> {
  const { db } = c.var.deps;
  const segments = await loadBoardSegments(db, c.var.board.jobBoardId, requestLocale(c));
  return toEmployerJobs(db, rows, segments, relations, now);
}

async function answerJob(
  c: Context<AppEnv>,
  row: JobRow,
  relations: ReadonlySet<JobRelation>,
  now = new Date(),
): Promise<EmployerJob> {
  const [job] = await answerJobs(c, [row], relations, now);
  if (!job) throw new Error('A job row gave no job');
  return job;
}
