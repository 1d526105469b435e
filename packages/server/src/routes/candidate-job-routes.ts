import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { requireRole } from '../auth/role-middleware';
import { boardMiddleware } from '../host/board-middleware';
import { applyRateLimit, applyUploadRateLimit } from '../http/rate-limit';
import { uploadBodyLimit } from '../http/upload-body-limit';
import { answerJobBySlug } from '../jobs/answer-job-by-slug';
import { answerJobSearch } from '../jobs/answer-job-search';
import { loadJobBoard } from '../jobs/load-job-board';
import { answerRelatedJobs } from './job-routes';
import { answerApplication, answerApplyUpload } from './upload-routes';

/**
 * The candidate family's job calls (spec §7), for a signed-in candidate of the request's board:
 * the anonymous job search (`GET /jobs`, used when the config's job_search_anonymous is on),
 * the read of a candidate's job (`GET jobs/slug/{slug}`) and its related jobs
 * (`GET /jobs/{uuid}/related`), which answer the board's public jobs as the public calls do, and
 * applying (`POST /jobs/{id}/apply/file-upload`, `POST /jobs/{uuid}/apply`), stored as the
 * candidate's. Without a candidate token they answer 401.
 */
export function candidateJobRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const candidate = [boardMiddleware, requireRole('candidate')] as const;

  app.get('/jobs', ...candidate, async (c) =>
    answerJobSearch(c, await loadJobBoard(c.var.deps.db, { id: String(c.var.board.jobBoardId) })),
  );

  app.get('/jobs/slug/:slug', ...candidate, answerJobBySlug);

  app.get('/jobs/:uuid/related', ...candidate, answerRelatedJobs);

  // Limited after the token check: only a signed-in candidate's attempts count.
  app.post(
    '/jobs/:id/apply/file-upload',
    uploadBodyLimit,
    ...candidate,
    applyUploadRateLimit,
    (c) => answerApplyUpload(c, c.var.user.id),
  );
  app.post('/jobs/:uuid/apply', ...candidate, applyRateLimit, (c) =>
    answerApplication(c, c.var.user.id),
  );

  return app;
}
