import { CandidateRegistration, Email, EmployerRegistration } from '@jobboard/schema';
import { Hono } from 'hono';
import { object, string } from 'superstruct';
import { issueAccessToken } from '../accounts/access-token';
import { credentialsInvalid } from '../accounts/account-errors';
import { loadAccountUser } from '../accounts/account-user';
import { type AccountRole, createAccount } from '../accounts/create-account';
import { findLoginUser } from '../accounts/log-in';
import { readAccountBody } from '../accounts/read-account-body';
import type { AppEnv } from '../app-env';
import { hashPassword } from '../auth/password-hash';
import { requireRole } from '../auth/role-middleware';
import type { Db } from '../db/database';
import { boardMiddleware } from '../host/board-middleware';
import { readJson } from '../http/read-json';
import { requestLocale } from '../locale/request-locale';

const LoginBody = object({ email: Email, password: string() });

/**
 * The account calls a role's family shares (spec §7): `POST /login`, `POST /register` and
 * `GET /you`, for users of the request's site. Mounted once for candidates and once for
 * employers; an account of one role cannot log in, or use its token, on the other family.
 */
export function accountRoutes(role: AccountRole): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/login', boardMiddleware, async (c) => {
    const { db } = c.var.deps;
    const { email, password } = readAccountBody(await readJson(c), LoginBody);
    const user = await findLoginUser(db, { siteId: c.var.board.siteId, role, email, password });
    if (!user) throw credentialsInvalid();
    const { token, expiresAt } = await issueAccessToken(db, user);
    return c.json({ data: { token, token_type: 'Bearer', expires_at: expiresAt.toISOString() } });
  });

  app.post('/register', boardMiddleware, async (c) => {
    const { db } = c.var.deps;
    // The board is known from the host; a client that leaves job_board_id out gets that one.
    const body = { job_board_id: c.var.board.jobBoardId, ...(await readJson(c)) };
    const site = { siteId: c.var.board.siteId, role };
    const { id } =
      role === 'employer'
        ? await register(db, site, readAccountBody(body, EmployerRegistration))
        : await register(db, site, readAccountBody(body, CandidateRegistration));
    return c.json({ data: await loadAccountUser(db, id, requestLocale(c)) }, 201);
  });

  app.get('/you', boardMiddleware, requireRole(role), async (c) =>
    c.json({ data: await loadAccountUser(c.var.deps.db, c.var.user.id, requestLocale(c)) }),
  );

  return app;
}

/** Creates the account of a checked registration; an employer's brings its company along. */
async function register(
  db: Db,
  site: { siteId: number; role: AccountRole },
  registration: CandidateRegistration | EmployerRegistration,
): Promise<{ id: number }> {
  return createAccount(db, {
    ...site,
    jobBoardId: registration.job_board_id,
    given_name: registration.given_name,
    family_name: registration.family_name,
    email: registration.email,
    newsletters: registration.newsletters ?? [],
    passwordHash: await hashPassword(registration.password),
    company:
      'addresses' in registration
        ? {
            name: registration.name,
            addresses: registration.addresses,
            phones: registration.phones,
          }
        : undefined,
  });
}
