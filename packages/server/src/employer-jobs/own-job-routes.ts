import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { readJson } from '../http/read-json';
import { readQuery } from '../http/read-query';
import { validate } from '../http/validate';
import { deleteOwnJob, findOwnJob, setOwnJobStatus, updateOwnJob } from './employer-jobs';
import { ALL_RELATIONS, answerJob, listJobsAnswer, readRelations, WithQuery } from './job-answers';
import { readJobBody } from './job-body';
import type { JobOwner } from './job-fields';

/** Whose jobs a call acts on: the host's board and a client, found by the family's own way. */
export type OwnerOf = (c: Context<AppEnv>) => Promise<JobOwner>;

/**
 * The job calls the employer and the multiposter families share, made by the same functions with
 * the same bodies, refusals and 404s; only who the caller is differs (the board's and the caller's middleware, `ownerOf`):
 * `GET /jobs`, `GET /jobs/{id}`, `PUT /jobs/{id}`, `PUT /jobs/{id}/status`, `DELETE /jobs/{id}`.
 */
export function addOwnJobRoutes(
  app: Hono<AppEnv>,
  [board, caller]: readonly [MiddlewareHandler<AppEnv>, MiddlewareHandler<AppEnv>],
  ownerOf: OwnerOf,
): void {
  app.get('/jobs', board, caller, async (c) => c.json(await listJobsAnswer(c, ownerOf)));

  app.get('/jobs/:id', board, caller, async (c) => {
    const relations = readRelations(validate(readQuery(c), WithQuery, true).with);
    const job = await findOwnJob(c.var.deps.db, await ownerOf(c), c.req.param('id'), true);
    return c.json({ data: await answerJob(c, job, relations) });
  });

  app.put('/jobs/:id', board, caller, async (c) => {
    const { db, geo } = c.var.deps;
    const owner = await ownerOf(c);
    const existing = await findOwnJob(db, owner, c.req.param('id'), false);
    const body = readJobBody(await readJson(c), false);
    const job = await updateOwnJob(db, owner, existing, body, geo);
    return c.json({ data: await answerJob(c, job, ALL_RELATIONS) });
  });

  app.put('/jobs/:id/status', board, caller, async (c) => {
    const { db } = c.var.deps;
    const existing = await findOwnJob(db, await ownerOf(c), c.req.param('id'), false);
    const body = await readJson(c);
    const now = new Date();
    const job = await setOwnJobStatus(db, existing, body.status, now);
    return c.json({ data: await answerJob(c, job, ALL_RELATIONS, now) });
  });

  app.delete('/jobs/:id', board, caller, async (c) => {
    const { db } = c.var.deps;
    const existing = await findOwnJob(db, await ownerOf(c), c.req.param('id'), false);
    const job = await deleteOwnJob(db, existing);
    return c.json({ data: await answerJob(c, job, ALL_RELATIONS) });
  });
}
