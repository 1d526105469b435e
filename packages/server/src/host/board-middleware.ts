import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { ApiError } from '../http/api-error';
import { resolveBoard } from './resolve-board';

/** Header naming the board's host; the Host header is used without it. */
export const SITE_HOST_HEADER = 'X-Site-Host';

/** Sets `board` for routes that serve the board of the request's host; unknown hosts get 404. */
export const boardMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const named = c.req.header(SITE_HOST_HEADER);
  const host = named ?? c.req.header('Host') ?? new URL(c.req.url).host;
  const board = await resolveBoard(c.var.deps.db, {
    host,
    queryHost: c.req.query('host'),
    defaultSiteId: c.var.deps.defaultSiteId,
  });
  if (!board) throw new ApiError(404, `No job board is registered for the host ${host}.`);
  c.set('board', board);
  await next();
});
