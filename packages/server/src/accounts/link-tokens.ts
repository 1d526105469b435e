import { sql } from 'kysely';
import { createOpaqueToken, hashToken } from '../auth/opaque-token';
import type { Db } from '../db/database';

/** The mailed links' tokens of `user_tokens`: a password reset's and an account activation's. */
export type LinkTokenKind = 'reset' | 'verify';

/** The roles with mailed links of their own (spec §7: candidate and employer families). */
export type LinkTokenRole = 'candidate' | 'employer';

/**
 * Stores a new link token of `kind` for the user and answers it in clear (only its hash is kept).
 * The user's earlier tokens of that kind are dropped, so only the newest mail's link works.
 */
export async function issueLinkToken(
  db: Db,
  user: { id: number; role: LinkTokenRole },
  kind: LinkTokenKind,
  ttlMs: number,
): Promise<string> {
  const { token, hash } = createOpaqueToken();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('user_tokens')
      .where('user_id', '=', user.id)
      .where('kind', '=', kind)
      .execute();
    await trx
      .insertInto('user_tokens')
      .values({
        user_id: user.id,
        role: user.role,
        kind,
        token_hash: hash,
        expires_at: new Date(Date.now() + ttlMs),
      })
      .execute();
  });
  return token;
}

/** Drops one link token, e.g. when its mail could not be sent and the link never left. */
export async function dropLinkToken(db: Db, token: string, kind: LinkTokenKind): Promise<void> {
  await db
    .deleteFrom('user_tokens')
    .where('token_hash', '=', hashToken(token))
    .where('kind', '=', kind)
    .execute();
}

/**
 * Claims a live link token of `kind` and `role` for a live user of the site, in `trx`, and
 * answers that user's id (null for any other token). The token is deleted in the statement that
 * claims it, so two requests with one link cannot both succeed.
 */
export async function claimLinkToken(
  trx: Db,
  claim: { token: string; kind: LinkTokenKind; role: LinkTokenRole; siteId: number },
): Promise<number | null> {
  const claimed = await trx
    .deleteFrom('user_tokens')
    .where('token_hash', '=', hashToken(claim.token))
    .where('kind', '=', claim.kind)
    .where('role', '=', claim.role)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('user_id', 'in', (users) =>
      users
        .selectFrom('users')
        .select('id')
        .where('site_id', '=', claim.siteId)
        .where('role', '=', claim.role)
        .where('deleted_at', 'is', null),
    )
    .returning('user_id')
    .executeTakeFirst();
  return claimed?.user_id ?? null;
}
