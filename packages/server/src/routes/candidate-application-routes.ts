import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { readApplicationsQuery } from '../applying/applications-query';
import { listCandidateApplications } from '../applying/list-candidate-applications';
import { requireRole } from '../auth/role-middleware';
import { boardMiddleware } from '../host/board-middleware';
import { readQuery } from '../http/read-query';

/**
 * The applications a candidate sent (the account's `job-applications` tab). The spec names the
 * entity but no call; this one is ours: `GET /applications?page=&limit=&match[job_uuid]=`, the
 * signed-in candidate's own on the request's board, newest first ({@link listCandidateApplications}),
 * only those to one job with `match[job_uuid]` (a job page's "you applied" note).
 * Without a candidate Bearer token of the site it answers 401, as every candidate-only call.
 */
export function candidateApplicationRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const candidate = [boardMiddleware, requireRole('candidate')] as const;

  app.get('/applications', ...candidate, async (c) => {
    const { page, limit, jobUuid } = readApplicationsQuery(readQuery(c));
    const { data, total } = await listCandidateApplications(c.var.deps.db, {
      userId: c.var.user.id,
      jobBoardId: c.var.board.jobBoardId,
      jobUuid,
      limit,
      offset: (page - 1) * limit,
    });
    return c.json({ data, total, page, limit });
  });

  return app;
}
