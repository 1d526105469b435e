import { createMiddleware } from 'hono/factory';
import { sql } from 'kysely';
import type { AppEnv } from '../app-env';
import { hashToken } from '../auth/opaque-token';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';
import { loadSitePassword } from '../site/site-password';
import { SITE_HOST_HEADER } from './board-middleware';
import { resolveBoard } from './resolve-board';

/** Header carrying the site token a password-protected site's gate gave (`POST /site-auth`). */
export const SITE_TOKEN_HEADER = 'X-Site-Token';

/**
 * The public calls a visitor of a password-protected site makes before the password: the start
 * (configuration, the site's settings, the redirect lookup) and the gate itself. The site read
 * answers such a visitor the settings without the pages (`siteLocked`).
 */
const BEFORE_THE_PASSWORD =
  /^\/(configuration|site-auth|validate-token|job-board-builder\/sites\/[^/]+|job-boards\/[^/]+\/forward)$/;

/** The message of a call a site's password keeps closed. */
export const SITE_LOCKED_MESSAGE = 'This site needs its password.';

async function validSiteToken(db: Db, siteId: number, token: string | undefined) {
  if (!token) return false;
  const row = await db
    .selectFrom('site_tokens')
    .select('id')
    .where('site_id', '=', siteId)
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Ties the public API to the request's board, and the public, candidate and employer APIs to
 * its site password (builder.md §6: the site password can gate the whole site). A call whose path names a job board or a site
 * (`/job-boards/{id}/…`, `/job-board-builder/sites/{id}`) answers 404 when the request's host
 * belongs to another board; a host no board registered (the API's own, without `X-Site-Host`)
 * reads any board by its id, as before. The site the call is about (the path's, else the
 * host's) being password-protected, every call but its start and its gate needs a valid site
 * token in `X-Site-Token` (401 otherwise): a candidate's or an employer's calls too, registering
 * and logging in included (else anyone could register and read the site's jobs and
 * candidates). Uploaded files are left out: images load without headers, and their ids name
 * them only. The multiposter API (`/api/mp/v1`) is not gated: its callers are machines holding
 * an API token an employer of the site made.
 */
export const publicSiteGate = createMiddleware<AppEnv>(async (c, next) => {
  const family = /^\/api\/(\w+)\/v1/.exec(c.req.path)?.[1];
  const path = c.req.path.replace(/^\/api\/\w+\/v1/, '');
  c.set('siteLocked', false);
  c.set('hostBoard', null);
  if (path.startsWith('/files/')) return next();
  const { db } = c.var.deps;
  const host = c.req.header(SITE_HOST_HEADER) ?? c.req.header('Host') ?? new URL(c.req.url).host;
  const board = await resolveBoard(db, {
    host,
    queryHost: c.req.query('host'),
    defaultSiteId: c.var.deps.defaultSiteId,
  });
  c.set('hostBoard', board);
  const publicCall = family === 'public';
  const named = publicCall ? /^\/job-boards\/(\d{1,9})(?:\/|$)/.exec(path) : null;
  const namedSite = publicCall ? /^\/job-board-builder\/sites\/(\d{1,9})$/.exec(path) : null;
  let siteId = board?.siteId ?? null;
  if (named) {
    const row = await db
      .selectFrom('job_boards')
      .select('site_id')
      .where('id', '=', Number(named[1]))
      .executeTakeFirst();
    if (row) siteId = row.site_id;
    else siteId = null;
  } else if (namedSite) {
    siteId = Number(namedSite[1]);
  }
  // Another board's data through this board's host: not found here.
  if ((named || namedSite) && board && !board.fallback && siteId !== board.siteId) {
    throw new ApiError(404, named ? 'Job board not found.' : 'Site not found.');
  }
  if (siteId !== null && (await loadSitePassword(db, siteId)).enabled) {
    const unlocked = await validSiteToken(db, siteId, c.req.header(SITE_TOKEN_HEADER));
    if (!unlocked && !(publicCall && BEFORE_THE_PASSWORD.test(path))) {
      throw new ApiError(401, SITE_LOCKED_MESSAGE);
    }
    c.set('siteLocked', !unlocked);
  }
  await next();
});
