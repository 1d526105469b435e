import { QueryInteger } from '@jobboard/schema';
import { Hono } from 'hono';
import { max, min, optional, type } from 'superstruct';
import type { AppEnv } from '../app-env';
import { listCandidateApplications } from '../applying/list-candidate-applications';
import { requireRole } from '../auth/role-middleware';
import { boardMiddleware } from '../host/board-middleware';
import { MAX_PAGE } from '../http/pagination';
import { readQuery } from '../http/read-query';
import { validate } from '../http/validate';

/** A page of applications unless the call asks for another size. */
const DEFAULT_LIMIT = 10;
/** The most applications read at once; a larger limit is a 400 rather than quietly capped. */
const MAX_APPLICATIONS_LIMIT = 50;

const ApplicationsQuery = type({
  page: optional(max(min(QueryInteger, 1), MAX_PAGE)),
  limit: optional(max(min(QueryInteger, 1), MAX_APPLICATIONS_LIMIT)),
});

/**
 * The applications a candidate sent (the account's `job-applications` tab). The spec names the
 * entity but no call; this one is ours: `GET /applications?page=&limit=`, the signed-in
 * candidate's own on the request's board, newest first ({@link listCandidateApplications}).
 * Without a candidate Bearer token of the site it answers 401, as every candidate-only call.
 */
export function candidateApplicationRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const candidate = [boardMiddleware, requireRole('candidate')] as const;

  app.get('/applications', ...candidate, async (c) => {
    const raw = readQuery(c);
    const { page = 1, limit = DEFAULT_LIMIT } = validate(
      { page: raw.page, limit: raw.limit },
      ApplicationsQuery,
    );
    const { data, total } = await listCandidateApplications(c.var.deps.db, {
      userId: c.var.user.id,
      jobBoardId: c.var.board.jobBoardId,
      limit,
      offset: (page - 1) * limit,
    });
    return c.json({ data, total, page, limit });
  });

  return app;
}
