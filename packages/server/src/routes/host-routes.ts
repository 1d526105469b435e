import { Hono } from 'hono';
import { nonempty, object, size, string } from 'superstruct';
import type { AppEnv } from '../app-env';
import { resolveBoard } from '../host/resolve-board';
import { ApiError } from '../http/api-error';
import { readJson } from '../http/read-json';
import { validate } from '../http/validate';

/** The host resolution call's path; CORS lets every origin ask it (host/cors-middleware.ts). */
export const HOST_RESOLUTION_PATH = '/api/v1/public/host';

const HostQuery = object({ host: size(nonempty(string()), 1, 253) });

/**
 * Host resolution (builder.md §7): `POST /api/v1/public/host {host}` answers where the board's
 * API lives, or 404 for a host no board is registered for.
 */
export function hostRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post(HOST_RESOLUTION_PATH, async (c) => {
    const { host } = validate(await readJson(c), HostQuery);
    const { db, defaultSiteId, publicUrl } = c.var.deps;
    const board = await resolveBoard(db, { host, defaultSiteId });
    if (!board) throw new ApiError(404, `No job board is registered for the host ${host}.`);
    const row = await db
      .selectFrom('hosts')
      .select('api_url')
      .where('host', '=', board.host)
      .executeTakeFirst();
    const url = row?.api_url ?? publicUrl ?? new URL(c.req.url).origin;
    return c.json({ hosts: [{ type: 'api', url }] });
  });
  return app;
}
