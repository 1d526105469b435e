import { type Context, Hono } from 'hono';
import { requireApiToken } from '../api-tokens/mp-auth';
import type { AppEnv } from '../app-env';
import {
  createDraftJob,
  deleteOwnJob,
  findOwnJob,
  publishDraftJob,
  setOwnJobStatus,
  updateOwnJob,
} from '../employer-jobs/employer-jobs';
import {
  ALL_RELATIONS,
  answerJob,
  listJobsAnswer,
  readRelations,
  WithQuery,
} from '../employer-jobs/job-answers';
import { readJobBody } from '../employer-jobs/job-body';
import type { JobOwner } from '../employer-jobs/job-fields';
import { boardMiddleware } from '../host/board-middleware';
import { jsonBodyLimit } from '../http/json-body-limit';
import { readJson } from '../http/read-json';
import { readQuery } from '../http/read-query';
import { validate } from '../http/validate';
import { requestLocale } from '../locale/request-locale';

/**
 * The multiposter API (spec §7 family `mp`): a client's jobs on the host's board, for an active
 * API token of that client (`Authorization: Bearer jbmp_…`, else 401). `GET /jobs`,
 * `GET /jobs/{id}`, `POST /jobs` (created and published at once), `PUT /jobs/{id}`,
 * `PUT /jobs/{id}/status` and `DELETE /jobs/{id}` answer as the employer family's job calls,
 * made by the same functions (src/employer-jobs/), with the same bodies, refusals and 404s.
 */
export function mpJobRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const caller = [boardMiddleware, requireApiToken] as const;

  app.get('/jobs', ...caller, async (c) => c.json(await listJobsAnswer(c, ownerOf)));

  app.get('/jobs/:id', ...caller, async (c) => {
    const relations = readRelations(validate(readQuery(c), WithQuery, true).with);
    const job = await findOwnJob(c.var.deps.db, await ownerOf(c), c.req.param('id'), true);
    return c.json({ data: await answerJob(c, job, relations) });
  });

  app.post('/jobs', jsonBodyLimit, ...caller, async (c) => {
    const { db, geo } = c.var.deps;
    const body = readJobBody(await readJson(c), true);
    const owner = await ownerOf(c);
    const draft = await createDraftJob(db, owner, body, requestLocale(c), geo);
    let job: Awaited<ReturnType<typeof publishDraftJob>>;
    try {
      // The body is the draft's already: publishing adds nothing to it.
      job = await publishDraftJob(db, owner, draft, {}, geo);
    } catch (error) {
      // No half-made job is left behind: the draft goes too.
      await deleteOwnJob(db, draft).catch(() => undefined);
      throw error;
    }
    return c.json({ data: await answerJob(c, job, ALL_RELATIONS) }, 201);
  });

  app.put('/jobs/:id', jsonBodyLimit, ...caller, async (c) => {
    const { db, geo } = c.var.deps;
    const owner = await ownerOf(c);
    const existing = await findOwnJob(db, owner, c.req.param('id'), false);
    const body = readJobBody(await readJson(c), false);
    const job = await updateOwnJob(db, owner, existing, body, geo);
    return c.json({ data: await answerJob(c, job, ALL_RELATIONS) });
  });

  app.put('/jobs/:id/status', jsonBodyLimit, ...caller, async (c) => {
    const { db } = c.var.deps;
    const existing = await findOwnJob(db, await ownerOf(c), c.req.param('id'), false);
    const body = await readJson(c);
    const now = new Date();
    const job = await setOwnJobStatus(db, existing, body.status, now);
    return c.json({ data: await answerJob(c, job, ALL_RELATIONS, now) });
  });

  app.delete('/jobs/:id', ...caller, async (c) => {
    const { db } = c.var.deps;
    const existing = await findOwnJob(db, await ownerOf(c), c.req.param('id'), false);
    const job = await deleteOwnJob(db, existing);
    return c.json({ data: await answerJob(c, job, ALL_RELATIONS) });
  });

  return app;
}

/** The host's board and the API token's client. */
async function ownerOf(c: Context<AppEnv>): Promise<JobOwner> {
  return { jobBoardId: c.var.board.jobBoardId, client: c.var.apiToken.client };
}
