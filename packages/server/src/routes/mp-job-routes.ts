import { type Context, Hono } from 'hono';
import { requireApiToken } from '../api-tokens/mp-auth';
import type { AppEnv } from '../app-env';
import { createDraftJob, deleteOwnJob, publishDraftJob } from '../employer-jobs/employer-jobs';
import { ALL_RELATIONS, answerJob } from '../employer-jobs/job-answers';
import { readJobBody } from '../employer-jobs/job-body';
import type { JobOwner } from '../employer-jobs/job-fields';
import { addOwnJobRoutes } from '../employer-jobs/own-job-routes';
import { boardMiddleware } from '../host/board-middleware';
import { readJson } from '../http/read-json';
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

  app.post('/jobs', ...caller, async (c) => {
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

  addOwnJobRoutes(app, caller, ownerOf);
  return app;
}

/** The host's board and the API token's client. */
async function ownerOf(c: Context<AppEnv>): Promise<JobOwner> {
  return { jobBoardId: c.var.board.jobBoardId, client: c.var.apiToken.client };
}
