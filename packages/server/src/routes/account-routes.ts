import { CandidateRegistration, Email, EmployerRegistration, ERROR_TEXTS } from '@jobboard/schema';
import { Hono } from 'hono';
import { object, string } from 'superstruct';
import { issueAccessToken } from '../accounts/access-token';
import { mailActivationLink, verifyAccount } from '../accounts/account-activation';
import { credentialsInvalid } from '../accounts/account-errors';
import { loadAccountUser } from '../accounts/account-user';
import { changePassword, readPasswordChange } from '../accounts/change-password';
import { type AccountRole, createAccount } from '../accounts/create-account';
import { findLoginUser } from '../accounts/log-in';
import { readAccountBody } from '../accounts/read-account-body';
import { assertRoleOffered } from '../accounts/role-switches';
import { clearEmptyFields, ProfileUpdate, updateProfile } from '../accounts/update-profile';
import type { AppEnv } from '../app-env';
import { hashToken } from '../auth/opaque-token';
import { hashPassword } from '../auth/password-hash';
import { requireRole } from '../auth/role-middleware';
import type { Db } from '../db/database';
import { boardMiddleware } from '../host/board-middleware';
import { ApiError } from '../http/api-error';
import { linkRequestOf } from '../http/link-request';
import {
  loginRateLimits,
  registerRateLimits,
  takeFailureLimit,
  takeRateLimit,
} from '../http/rate-limit';
import { readJson } from '../http/read-json';
import { requestLocale } from '../locale/request-locale';

const LoginBody = object({ email: Email, password: string() });
const VerifyBody = object({ token: string() });

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The account calls a role's family shares (spec §7): `POST /login`, `POST /register`,
 * `POST /verify`, `GET /you`, `PUT /profile` and `PUT /profile/password`, for users of the
 * request's site. Mounted once for candidates and once for employers; an account of one role
 * cannot log in, or use its token, on the other family.
 */
export function accountRoutes(role: AccountRole): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // Limited before the board is looked up: a refused attempt costs no database call.
  app.post('/login', ...loginRateLimits, boardMiddleware, async (c) => {
    const { db } = c.var.deps;
    await assertRoleOffered(db, c.var.board.siteId, role, 'login');
    const { email, password } = readAccountBody(await readJson(c), LoginBody);
    const user = await findLoginUser(db, { siteId: c.var.board.siteId, role, email, password });
    if (!user) throw credentialsInvalid();
    const { token, expiresAt } = await issueAccessToken(db, user);
    return c.json({ data: { token, token_type: 'Bearer', expires_at: expiresAt.toISOString() } });
  });

  app.post('/register', ...registerRateLimits, boardMiddleware, async (c) => {
    const { db } = c.var.deps;
    await assertRoleOffered(db, c.var.board.siteId, role, 'register');
    // The board is known from the host; a client that leaves job_board_id out gets that one.
    const body = { job_board_id: c.var.board.jobBoardId, ...(await readJson(c)) };
    const site = { siteId: c.var.board.siteId, role };
    const { id, email } =
      role === 'employer'
        ? await register(db, site, readAccountBody(body, EmployerRegistration))
        : await register(db, site, readAccountBody(body, CandidateRegistration));
    // Sent after the answer, and never failing the registration: the account is there, logging
    // in does not wait for the activation, and a slow mail server must not hold the answer past
    // the client's time-out (a retry would then meet "account already exists").
    void mailActivationLink(c.var.deps, c.var.board, linkRequestOf(c), { id, email, role });
    return c.json({ data: await loadAccountUser(db, id, requestLocale(c)) }, 201);
  });

  // Public: the activation mail's token is the secret, whoever (if anyone) is logged in. A link
  // opened again for an account it activated answers as the first time: the account is active.
  app.post('/verify', boardMiddleware, async (c) => {
    const { token } = readAccountBody(await readJson(c), VerifyBody);
    const outcome = await verifyAccount(c.var.deps.db, { siteId: c.var.board.siteId, role, token });
    if (outcome === null) {
      throw new ApiError(400, ERROR_TEXTS.accountActivationFailed, {
        token: [ERROR_TEXTS.accountActivationFailed],
      });
    }
    return c.json({ data: null });
  });

  app.get('/you', boardMiddleware, requireRole(role), async (c) =>
    c.json({ data: await loadAccountUser(c.var.deps.db, c.var.user.id, requestLocale(c)) }),
  );

  // Logging out ends the session on the server too: the request's access token stops working
  // (a copy of it, taken before, would otherwise work until it expires). Other sessions stay.
  app.post('/logout', boardMiddleware, requireRole(role), async (c) => {
    const token = BEARER.exec(c.req.header('Authorization') ?? '')?.[1] ?? '';
    await c.var.deps.db
      .deleteFrom('user_tokens')
      .where('user_id', '=', c.var.user.id)
      .where('kind', '=', 'access')
      .where('token_hash', '=', hashToken(token))
      .execute();
    return c.body(null, 204);
  });

  // The profile without addresses and phones (spec §7); a `password` in it is ignored.
  app.put('/profile', boardMiddleware, requireRole(role), async (c) => {
    const { db } = c.var.deps;
    const profile = readAccountBody(clearEmptyFields(await readJson(c)), ProfileUpdate);
    const { board, user } = c.var;
    // A new address gets a mail: changes are limited per account and per address mailed, before
    // anything changes (a refused change changes nothing).
    const current = await db
      .selectFrom('users')
      .select('email')
      .where('id', '=', user.id)
      .executeTakeFirst();
    const newEmail = profile.email.trim().toLowerCase();
    if (current && current.email.toLowerCase() !== newEmail) {
      const refused =
        takeRateLimit(c, 'emailChange', String(user.id)) ??
        takeRateLimit(c, 'emailChangeRecipient', newEmail);
      if (refused) return refused;
    }
    const { emailChanged } = await updateProfile(
      db,
      { userId: user.id, siteId: board.siteId, role, jobBoardId: board.jobBoardId },
      profile,
    );
    // The new address gets an activation link of its own, after the answer as on registration,
    // in a mail that says the address changed (not the registration's welcome).
    if (emailChanged) {
      const account = { id: user.id, email: profile.email.trim(), role };
      void mailActivationLink(c.var.deps, board, linkRequestOf(c), account, 'changed-address');
    }
    return c.json({ data: await loadAccountUser(db, user.id, requestLocale(c)) });
  });

  // The request's own session stays; the user's other sessions and reset links end.
  app.put('/profile/password', boardMiddleware, requireRole(role), async (c) => {
    const { db } = c.var.deps;
    const userId = c.var.user.id;
    // Wrong current passwords count per account; a right one gives its count back.
    const attempt = takeFailureLimit(c, 'passwordChange', String(userId));
    if (attempt.refused) return attempt.refused;
    const change = await readPasswordChange(db, userId, await readJson(c));
    attempt.succeeded();
    const token = BEARER.exec(c.req.header('Authorization') ?? '')?.[1] ?? '';
    await changePassword(db, {
      userId,
      password: change.password,
      keepTokenHash: hashToken(token),
    });
    return c.json({ data: null });
  });

  return app;
}

/**
 * Creates the account of a checked registration; an employer's brings its company along. Answers
 * the account's id and the address its activation mail goes to.
 */
async function register(
  db: Db,
  site: { siteId: number; role: AccountRole },
  registration: CandidateRegistration | EmployerRegistration,
): Promise<{ id: number; email: string }> {
  const { id } = await createAccount(db, {
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
  // createAccount stores the address trimmed, as readAccountBody has read it.
  return { id, email: registration.email.trim() };
}
