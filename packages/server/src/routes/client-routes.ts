import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { requireRole } from '../auth/role-middleware';
import { loadClientAccount, readClientBody, updateClientAccount } from '../clients/client-account';
import {
  loadClientDashboard,
  loadCreditsBalance,
  loadProductBalances,
} from '../clients/client-balances';
import { boardMiddleware } from '../host/board-middleware';
import { jsonBodyLimit } from '../http/json-body-limit';
import { readJson } from '../http/read-json';
import { requireClientAccount } from '../orders/employer-client';

/**
 * The employer's client account (spec §7): `GET /client`, `PUT /client`,
 * `GET /client/credits-balance`, `GET /client/contracts-balance` and `GET client/dashboard`, for
 * a signed-in employer of the host's site (else 401, a candidate's token too) with a current
 * client (else 403 `Employer account required`). Any user of the client may change it.
 * `POST /client` (another client) and `PUT /users/{id}/switch` are not built.
 */
export function clientRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const employer = [boardMiddleware, requireRole('employer')] as const;

  app.get('/client', ...employer, async (c) => {
    const { db } = c.var.deps;
    const client = await requireClientAccount(db, c.var.user.id);
    return c.json({ data: await loadClientAccount(db, client.id) });
  });

  app.put('/client', jsonBodyLimit, ...employer, async (c) => {
    const { db } = c.var.deps;
    const client = await requireClientAccount(db, c.var.user.id);
    const changes = readClientBody(await readJson(c));
    return c.json({ data: await updateClientAccount(db, client.id, changes) });
  });

  app.get('/client/credits-balance', ...employer, async (c) => {
    const { db } = c.var.deps;
    const client = await requireClientAccount(db, c.var.user.id);
    return c.json({ data: { credits: await loadCreditsBalance(db, client.id) } });
  });

  app.get('/client/contracts-balance', ...employer, async (c) => {
    const { db } = c.var.deps;
    const client = await requireClientAccount(db, c.var.user.id);
    const { contract } = await loadProductBalances(db, client.id);
    return c.json({ data: { contracts: contract } });
  });

  app.get('/client/dashboard', ...employer, async (c) => {
    const { db } = c.var.deps;
    const client = await requireClientAccount(db, c.var.user.id);
    return c.json({ data: await loadClientDashboard(db, client.id) });
  });

  return app;
}
