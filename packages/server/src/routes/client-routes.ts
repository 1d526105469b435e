import { Hono } from 'hono';
import { loadAccountUser } from '../accounts/account-user';
import type { AppEnv } from '../app-env';
import { requireRole } from '../auth/role-middleware';
import { loadClientAccount, readClientBody, updateClientAccount } from '../clients/client-account';
import {
  loadClientDashboard,
  loadCreditsBalance,
  loadProductBalances,
} from '../clients/client-balances';
import { createClient, switchClient } from '../clients/client-memberships';
import { boardMiddleware } from '../host/board-middleware';
import { notFound } from '../http/api-error';
import { readJson } from '../http/read-json';
import { requestLocale } from '../locale/request-locale';
import { requireClientAccount } from '../orders/employer-client';
import { isSerialId } from '../orders/order-refusals';

/**
 * The employer's client account (spec §7): `GET /client`, `PUT /client`,
 * `GET /client/credits-balance`, `GET /client/contracts-balance` and `GET client/dashboard`, for
 * a signed-in employer of the host's site (else 401, a candidate's token too) with a current
 * client (else 403 `Employer account required`); the balances name their products in the
 * request's locale. Any user of the client may change it.
 * `POST /client` adds another company and `PUT /users/{id}/switch` picks the one the employer
 * acts for (client-memberships.ts); these two need no current client.
 */
export function clientRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const employer = [boardMiddleware, requireRole('employer')] as const;

  app.get('/client', ...employer, async (c) => {
    const { db } = c.var.deps;
    const client = await requireClientAccount(db, c.var.user.id);
    return c.json({ data: await loadClientAccount(db, client.id) });
  });

  app.put('/client', ...employer, async (c) => {
    const { db } = c.var.deps;
    const client = await requireClientAccount(db, c.var.user.id);
    const changes = readClientBody(await readJson(c));
    return c.json({ data: await updateClientAccount(db, client.id, changes) });
  });

  app.post('/client', ...employer, async (c) => {
    const { db } = c.var.deps;
    const changes = readClientBody(await readJson(c));
    const { email } = await db
      .selectFrom('users')
      .select('email')
      .where('id', '=', c.var.user.id)
      .executeTakeFirstOrThrow();
    const clientId = await createClient(db, {
      jobBoardId: c.var.board.jobBoardId,
      userId: c.var.user.id,
      userEmail: email,
      changes,
    });
    return c.json({ data: await loadClientAccount(db, clientId) }, 201);
  });

  // `{id}` is one of the employer's memberships (`User.clients[].id`); any other is a 404.
  app.put('/users/:id/switch', ...employer, async (c) => {
    const { db } = c.var.deps;
    const raw = c.req.param('id');
    const id = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!isSerialId(id) || !(await switchClient(db, c.var.user.id, id))) throw notFound('User');
    return c.json({ data: await loadAccountUser(db, c.var.user.id, requestLocale(c)) });
  });

  app.get('/client/credits-balance', ...employer, async (c) => {
    const { db } = c.var.deps;
    const client = await requireClientAccount(db, c.var.user.id);
    return c.json({ data: { credits: await loadCreditsBalance(db, client.id) } });
  });

  app.get('/client/contracts-balance', ...employer, async (c) => {
    const { db } = c.var.deps;
    const client = await requireClientAccount(db, c.var.user.id);
    const { contract } = await loadProductBalances(db, client.id, requestLocale(c));
    return c.json({ data: { contracts: contract } });
  });

  app.get('/client/dashboard', ...employer, async (c) => {
    const { db } = c.var.deps;
    const client = await requireClientAccount(db, c.var.user.id);
    return c.json({ data: await loadClientDashboard(db, client.id, requestLocale(c)) });
  });

  return app;
}
