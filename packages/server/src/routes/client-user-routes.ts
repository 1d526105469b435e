import { ClientUserInvite } from '@jobboard/schema';
import { Hono } from 'hono';
import { readAccountBody } from '../accounts/read-account-body';
import type { AppEnv } from '../app-env';
import { requireRole } from '../auth/role-middleware';
import { inviteClientUser, listClientUsers, removeClientUser } from '../clients/client-users';
import { boardMiddleware } from '../host/board-middleware';
import { linkRequestOf } from '../http/link-request';
import { clientInviteRateLimits } from '../http/rate-limit';
import { readJson } from '../http/read-json';
import { requireClientAccount } from '../orders/employer-client';

/**
 * The users of the employer's current client (spec §6: employers "may invite and remove users";
 * the spec names no calls, so these are ours): `GET /client/users`, `POST /client/users` (invite
 * by email, rate limited as it mails) and `DELETE /client/users/{id}`, for a signed-in employer of
 * the host's site (else 401) with a current client (else 403 `Employer account required`), as
 * the other `/client` calls. Any user of the client may invite others and remove them, all but
 * the owner.
 */
export function clientUserRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const employer = [boardMiddleware, requireRole('employer')] as const;

  app.get('/client/users', ...employer, async (c) => {
    const { db } = c.var.deps;
    const client = await requireClientAccount(db, c.var.user.id);
    const users = await listClientUsers(db, client.id);
    // Every list of the API answers its total (spec §7: data.data, or data with total).
    return c.json({ data: users, total: users.length });
  });

  app.post('/client/users', ...employer, ...clientInviteRateLimits, async (c) => {
    const { db } = c.var.deps;
    const client = await requireClientAccount(db, c.var.user.id);
    const invite = readAccountBody(await readJson(c), ClientUserInvite);
    const user = await inviteClientUser(c.var.deps, {
      board: c.var.board,
      link: linkRequestOf(c),
      client,
      email: invite.email,
      given_name: invite.given_name?.trim() || undefined,
      family_name: invite.family_name?.trim() || undefined,
    });
    return c.json({ data: user }, 201);
  });

  app.delete('/client/users/:id', ...employer, async (c) => {
    const { db } = c.var.deps;
    const client = await requireClientAccount(db, c.var.user.id);
    await removeClientUser(db, {
      clientId: client.id,
      callerId: c.var.user.id,
      rawId: c.req.param('id'),
    });
    return c.json({ data: null });
  });

  return app;
}
