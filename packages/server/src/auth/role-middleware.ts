import { createMiddleware } from 'hono/factory';
import { sql } from 'kysely';
import type { AppEnv } from '../app-env';
import type { Db, Role } from '../db/database';
import { ApiError } from '../http/api-error';
import { hashToken } from './opaque-token';

/** The account a role's Bearer token belongs to. */
export interface SignedInUser {
  id: number;
  uuid: string;
  role: Role;
}

/** `Authorization: Bearer <token>`; the token is the first group. */
export const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Lets a request through with a live access token of `role` for a user of the request's board
 * (after `boardMiddleware`), and sets `user`; anything else answers 401, so a candidate token is
 * useless on employer routes and a token of one board on another.
 */
export function requireRole(role: Role) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = BEARER.exec(c.req.header('Authorization') ?? '')?.[1];
    if (!token) throw new ApiError(401, 'Log in to continue.');
    const user = await findSignedInUser(c.var.deps.db, token, c.var.board.siteId, [role]);
    if (!user) throw new ApiError(401, 'The session has expired. Log in again.');
    c.set('user', user);
    await next();
  });
}

/**
 * The account of a live access token of one of `roles` for a user of the site, if the token is
 * one: of that role (a candidate token is no employer's), not expired, the account not deleted.
 */
export async function findSignedInUser(
  db: Db,
  token: string,
  siteId: number,
  roles: readonly Role[],
): Promise<SignedInUser | undefined> {
  return db
    .selectFrom('user_tokens')
    .innerJoin('users', 'users.id', 'user_tokens.user_id')
    .select(['users.id', 'users.uuid', 'users.role'])
    .where('user_tokens.token_hash', '=', hashToken(token))
    .where('user_tokens.kind', '=', 'access')
    .where('user_tokens.role', 'in', roles)
    .whereRef('users.role', '=', 'user_tokens.role')
    .where('user_tokens.expires_at', '>', sql<Date>`now()`)
    .where('users.site_id', '=', siteId)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
}
