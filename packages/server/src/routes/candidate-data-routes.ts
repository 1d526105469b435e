import { Hono } from 'hono';
import { deleteCandidateAccount } from '../accounts/delete-account';
import { readGdprExport } from '../accounts/gdpr-export';
import type { AppEnv } from '../app-env';
import { requireRole } from '../auth/role-middleware';
import { boardMiddleware } from '../host/board-middleware';
import { ApiError } from '../http/api-error';

/** The export is personal data: no cache, shared or private, keeps a copy. */
const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * A candidate's own data (spec §6 and §7), for a candidate Bearer token of the request's site
 * (else 401, as every candidate-only call; the employer family has neither call):
 * `GET /profile/gdpr` answers everything the server keeps about the candidate
 * ({@link readGdprExport}), `DELETE /profile` deletes the account ({@link deleteCandidateAccount})
 * and answers 204, after which the token no longer works.
 */
export function candidateDataRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const candidate = [boardMiddleware, requireRole('candidate')] as const;

  app.get('/profile/gdpr', ...candidate, async (c) => {
    const data = await readGdprExport(c.var.deps.db, c.var.user.id);
    // Deleted between the token check and the read.
    if (!data) throw new ApiError(401, 'The session has expired. Log in again.');
    return c.json({ data }, 200, NO_STORE);
  });

  app.delete('/profile', ...candidate, async (c) => {
    const { db, uploads } = c.var.deps;
    // Gone already (a second delete at once) is the same outcome: no account.
    await deleteCandidateAccount({ db, uploads }, c.var.user.id);
    return c.body(null, 204);
  });

  return app;
}
