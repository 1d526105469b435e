import { type Context, Hono } from 'hono';
import {
  createApiToken,
  deleteApiToken,
  listApiTokens,
  readApiTokenBody,
  updateApiToken,
} from '../api-tokens/api-tokens';
import type { AppEnv } from '../app-env';
import { requireRole } from '../auth/role-middleware';
import { boardMiddleware } from '../host/board-middleware';
import { readJson } from '../http/read-json';
import { requireClientAccount } from '../orders/employer-client';

/**
 * The employer's client's API tokens for multiposters (spec §3 `Api token`, the account's tokens
 * tab): `GET /api-tokens`, `POST /api-tokens {name}`, `PUT /api-tokens/{id} {name?, active?}` and
 * `DELETE /api-tokens/{id}`, for a signed-in employer of the host's site (else 401) with a
 * current client (else 403 `Employer account required`). The secret is answered once, by the
 * create; only its hash is stored. See src/api-tokens/.
 */
export function apiTokenRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const employer = [boardMiddleware, requireRole('employer')] as const;

  app.get('/api-tokens', ...employer, async (c) =>
    c.json(await listApiTokens(c.var.deps.db, await clientId(c))),
  );

  app.post('/api-tokens', ...employer, async (c) => {
    const client = await clientId(c);
    const { name } = readApiTokenBody(await readJson(c), { create: true });
    return c.json({ data: await createApiToken(c.var.deps.db, client, name ?? '') }, 201);
  });

  app.put('/api-tokens/:id', ...employer, async (c) => {
    const client = await clientId(c);
    const changes = readApiTokenBody(await readJson(c), { create: false });
    return c.json({
      data: await updateApiToken(c.var.deps.db, client, c.req.param('id'), changes),
    });
  });

  app.delete('/api-tokens/:id', ...employer, async (c) => {
    await deleteApiToken(c.var.deps.db, await clientId(c), c.req.param('id'));
    return c.body(null, 204);
  });

  return app;
}

/** The signed-in employer's current client's id; without one 403 `Employer account required`. */
async function clientId(c: Context<AppEnv>): Promise<number> {
  return (await requireClientAccount(c.var.deps.db, c.var.user.id)).id;
}
