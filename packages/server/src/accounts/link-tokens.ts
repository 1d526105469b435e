import { type ExpressionBuilder, sql } from 'kysely';
import { createOpaqueToken, hashToken } from '../auth/opaque-token';
import type { Database, Db } from '../db/database';

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

/** What a link token is claimed by: the token in clear, its kind and role, and the site. */
export interface LinkTokenClaim {
  token: string;
  kind: LinkTokenKind;
  role: LinkTokenRole;
  siteId: number;
  /**
   * Keep the claimed token, marked used (`last_used_at`), instead of deleting it, so a later
   * use of the same link can be told from an unknown token (an activation link opened twice).
   * A used token is never claimed again either way.
   * @default false
   */
  keepUsed?: boolean;
}

/**
 * Claims a live link token of `kind` and `role` for a live user of the site, in `trx`, and
 * answers that user's id (null for any other token). The token is deleted (or, with `keepUsed`,
 * marked used) in the statement that claims it, so two requests with one link cannot both
 * succeed.
 */
export async function claimLinkToken(trx: Db, claim: LinkTokenClaim): Promise<number | null> {
  const live = (eb: ExpressionBuilder<Database, 'user_tokens'>) =>
    eb.and([
      eb('token_hash', '=', hashToken(claim.token)),
      eb('kind', '=', claim.kind),
      eb('role', '=', claim.role),
      eb('expires_at', '>', sql<Date>`now()`),
      eb('last_used_at', 'is', null),
      eb(
        'user_id',
        'in',
        eb
          .selectFrom('users')
          .select('id')
          .where('site_id', '=', claim.siteId)
          .where('role', '=', claim.role)
          .where('deleted_at', 'is', null),
      ),
    ]);
  const claimed = claim.keepUsed
    ? await trx
        .updateTable('user_tokens')
        .set({ last_used_at: sql<Date>`now()` })
        .where(live)
        .returning('user_id')
        .executeTakeFirst()
    : await trx.deleteFrom('user_tokens').where(live).returning('user_id').executeTakeFirst();
  return claimed?.user_id ?? null;
}
