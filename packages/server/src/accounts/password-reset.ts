import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Board } from '../host/resolve-board';
import { boardPageUrl, type LinkRequest } from './board-page-url';
import { claimLinkToken, dropLinkToken, issueLinkToken } from './link-tokens';

export type { LinkRequest } from './board-page-url';

/** The roles with a password reset of their own (spec §7: candidate and employer families). */
export type ResetRole = 'candidate' | 'employer';

/** How long a reset link works: long enough to reach the mailbox, short if the mail leaks. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** The page the reset link opens; it reads `?token=` and posts it to `/password/reset`. */
const PASSWORD_CHANGE_PAGE = 'p-password-change';

/** The live account of `role` on a site with this email (case-insensitive, as it is unique). */
export async function findAccountByEmail(
  db: Db,
  siteId: number,
  role: ResetRole,
  email: string,
): Promise<{ id: number; email: string } | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('site_id', '=', siteId)
    .where('role', '=', role)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Stores a new reset token for the user and answers it in clear (only its hash is kept). Earlier
 * reset tokens of the user are dropped, so only the newest mail's link works.
 */
export async function issueResetToken(db: Db, userId: number, role: ResetRole): Promise<string> {
  return issueLinkToken(db, { id: userId, role }, 'reset', RESET_TOKEN_TTL_MS);
}

/** Drops one reset token, e.g. when its mail could not be sent and the link never left. */
export async function dropResetToken(db: Db, token: string): Promise<void> {
  await dropLinkToken(db, token, 'reset');
}

export interface ResetInput {
  siteId: number;
  role: ResetRole;
  token: string;
  /** The new password's hash (hashed before, so the transaction is not held during scrypt). */
  passwordHash: string;
}

/**
 * Sets a new password when `token` is a live reset token of `role` for a user of the site, and
 * answers whether it was. The token is deleted in the same statement that claims it, so two
 * concurrent resets with one link cannot both succeed. The user's other reset tokens and every
 * access token go too: whoever knew the old password is logged out. Reaching the mailbox proves
 * the address, so an unverified account counts as verified from then on.
 */
export async function resetPassword(db: Db, input: ResetInput): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const userId = await claimLinkToken(trx, { ...input, kind: 'reset' });
    if (userId === null) return false;
    await trx
      .updateTable('users')
      .set({
        password_hash: input.passwordHash,
        verified_at: sql<Date>`coalesce(verified_at, now())`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', userId)
      .execute();
    await trx
      .deleteFrom('user_tokens')
      .where('user_id', '=', userId)
      .where('kind', 'in', ['access', 'reset'])
      .execute();
    return true;
  });
}

/**
 * The board's password-change page with `?token=`, and the locale it opens in (the mail's); see
 * {@link boardPageUrl} for the origin and the path.
 */
export async function passwordChangeUrl(
  db: Db,
  board: Board,
  request: LinkRequest,
  token: string,
): Promise<{ url: URL; locale: string }> {
  const { url, locale } = await boardPageUrl(db, board, request, PASSWORD_CHANGE_PAGE);
  url.searchParams.set('token', token);
  return { url, locale };
}

/** The first link in a mail's text, e.g. the reset link of a reset mail (tests, the demo). */
export function firstLinkIn(text: string): URL | null {
  const match = /https?:\/\/\S+/.exec(text);
  return match ? new URL(match[0]) : null;
}
