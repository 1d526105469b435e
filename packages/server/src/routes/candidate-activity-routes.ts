import { Hono } from 'hono';
import { candidateKpi } from '../accounts/candidate-kpi';
import { listCandidateLogs, readLogsQuery } from '../accounts/candidate-logs';
import type { AppEnv } from '../app-env';
import { requireRole } from '../auth/role-middleware';
import { boardMiddleware } from '../host/board-middleware';
import { readQuery } from '../http/read-query';

/**
 * A candidate's figures and activity (spec §5 and §7 name `GET /kpi` and `GET /logs`, not their
 * answers; these are ours), for a candidate Bearer token of the request's site (else 401, as
 * every candidate-only call): `GET /kpi` answers counts of the candidate's own rows
 * ({@link candidateKpi}), `GET /logs?page=&limit=&type=` their activity newest first, read from
 * those rows ({@link listCandidateLogs}).
 */
export function candidateActivityRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const candidate = [boardMiddleware, requireRole('candidate')] as const;

  app.get('/kpi', ...candidate, async (c) => {
    const data = await candidateKpi(c.var.deps.db, {
      userId: c.var.user.id,
      jobBoardId: c.var.board.jobBoardId,
    });
    return c.json({ data });
  });

  app.get('/logs', ...candidate, async (c) => {
    const query = readLogsQuery(readQuery(c));
    const { data, total } = await listCandidateLogs(
      c.var.deps.db,
      { userId: c.var.user.id, jobBoardId: c.var.board.jobBoardId },
      query,
    );
    return c.json({ data, total });
  });

  return app;
}
