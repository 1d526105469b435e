import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { requireRole } from '../auth/role-middleware';
import { boardMiddleware } from '../host/board-middleware';
import { answerJobBySlug } from '../jobs/answer-job-by-slug';
import { answerJobSearch } from '../jobs/answer-job-search';
import { loadJobBoard } from '../jobs/load-job-board';

/**
 * The candidate family's job calls (spec §7), for a signed-in candidate of the request's board:
 * the anonymous job search (`GET /jobs`, used when the config's job_search_anonymous is on) and
 * the read of a candidate's job (`GET jobs/slug/{slug}`). Both answer the board's public jobs, as
 * the public calls do; without a candidate token they answer 401.
 */
export function candidateJobRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const candidate = [boardMiddleware, requireRole('candidate')] as const;

  app.get('/jobs', ...candidate, async (c) =>
    answerJobSearch(c, await loadJobBoard(c.var.deps.db, { id: String(c.var.board.jobBoardId) })),
  );

  app.get('/jobs/slug/:slug', ...candidate, answerJobBySlug);

  return app;
}
