import { sql } from 'kysely';
import { hashToken } from '../auth/opaque-token';
import type { Db } from '../db/database';
import type { Board } from '../host/resolve-board';
import type { Mailer } from '../mail/index';
import { activationMail } from './activation-mail';
import { addressChangeMail } from './address-change-mail';
import { boardMailName, boardPageUrl, type LinkRequest } from './board-page-url';
import type { AccountRole } from './create-account';
import { claimLinkToken, dropLinkToken, issueLinkToken } from './link-tokens';

/**
 * How long an activation link works: a week, as people read a welcome mail later than a reset
 * mail they are waiting for. The link only vouches for the address, so a long life costs little.
 */
export const VERIFY_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The account page's query key that carries the activation token (the core's account page reads
 * it, account-activation.ts in core/src/blocks/account). See {@link activationLink} for its place
 * in the link.
 */
export const VERIFY_TOKEN_QUERY = 'verify_token';

/** The account page's query key naming the link's account family (both roles' links). */
const ROLE_QUERY = 'role';

/**
 * Stores a new activation token for the user and answers it in clear (only its hash is kept).
 * Earlier activation tokens of the user are dropped, so only the newest mail's link works.
 */
export async function issueVerifyToken(db: Db, userId: number, role: AccountRole): Promise<string> {
  return issueLinkToken(db, { id: userId, role }, 'verify', VERIFY_TOKEN_TTL_MS);
}

/** Drops one activation token, e.g. when its mail could not be sent and the link never left. */
async function dropVerifyToken(db: Db, token: string): Promise<void> {
  await dropLinkToken(db, token, 'verify');
}

export interface VerifyInput {
  siteId: number;
  role: AccountRole;
  token: string;
}

/**
 * What an activation link did: `activated` the account now, or found it `already-activated` (the
 * link opened again); null when the token is no activation token of an account of the site.
 */
export type VerifyOutcome = 'activated' | 'already-activated' | null;

/**
 * Marks the account verified (`verified_at`, kept when it was set before) when `token` is a live
 * activation token of `role` for a user of the site. The token is claimed in the statement that
 * marks it used: a link activates once. It is kept, used, so the same link opened again (a
 * second click in the mail, a reload elsewhere) answers `already-activated` while the account is
 * live and verified, even past the link's week. Any other token answers null: only the holder of
 * a link the account was mailed learns anything, and only what the link already told them.
 * A link stops counting when a newer one is mailed or the account changes its address (both
 * drop the account's activation tokens), or when the account is deleted.
 */
export async function verifyAccount(db: Db, input: VerifyInput): Promise<VerifyOutcome> {
  return db.transaction().execute(async (trx) => {
    const userId = await claimLinkToken(trx, { ...input, kind: 'verify', keepUsed: true });
    if (userId !== null) {
      await trx
        .updateTable('users')
        .set({ verified_at: sql<Date>`coalesce(verified_at, now())` })
        .where('id', '=', userId)
        .execute();
      return 'activated';
    }
    return (await isActivatedBy(trx, input)) ? 'already-activated' : null;
  });
}

/**
 * Whether `token` is an activation token (used, or past its time) of a live, verified account of
 * `role` on the site.
 */
async function isActivatedBy(db: Db, input: VerifyInput): Promise<boolean> {
  const row = await db
    .selectFrom('user_tokens')
    .innerJoin('users', 'users.id', 'user_tokens.user_id')
    .select('users.id')
    .where('user_tokens.token_hash', '=', hashToken(input.token))
    .where('user_tokens.kind', '=', 'verify')
    .where('user_tokens.role', '=', input.role)
    .where('users.site_id', '=', input.siteId)
    .where('users.role', '=', input.role)
    .where('users.deleted_at', 'is', null)
    .where('users.verified_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The mailed activation link: the board's account page (`accountPage`, as `boardPageUrl` gives
 * it) with the account's `role` and the token, so the page posts the token to that role's
 * family whichever account is logged in. The role comes first on purpose: a guest sent to login
 * keeps only the first query key besides `layout` (the core's `loginQuery`), and the role is what
 * the login page needs (an employer's link opens the employer's form); the remembered path brings
 * the token back after login. A `host` the page's URL already has (a development host) stays
 * first, as the board needs it to find itself.
 */
export function activationLink(accountPage: URL, token: string, role: AccountRole): URL {
  const url = new URL(accountPage);
  url.searchParams.delete(VERIFY_TOKEN_QUERY);
  url.searchParams.delete(ROLE_QUERY);
  // Both roles: the page posts to the link's family even while the other role is logged in.
  url.searchParams.set(ROLE_QUERY, role);
  url.searchParams.set(VERIFY_TOKEN_QUERY, token);
  return url;
}

export interface NewAccount {
  id: number;
  email: string;
  role: AccountRole;
}

/**
 * Why an activation link is mailed: a `registration` (the welcome mail) or an account's
 * `changed-address` (a mail saying the address changed). The link is the same.
 */
export type ActivationReason = 'registration' | 'changed-address';

/**
 * Mails an account its activation link, in the locale the link opens the account page in (the
 * first of the request's the site offers): a new account the welcome mail, a changed address a
 * mail of its own (`reason`). This never throws: the account exists and logging in does not wait
 * for the activation, so a failure is logged (console.error) and the registration or the
 * profile's change stands.
 */
export async function mailActivationLink(
  deps: { db: Db; mailer: Mailer },
  board: Board,
  request: LinkRequest,
  account: NewAccount,
  reason: ActivationReason = 'registration',
): Promise<void> {
  try {
    await sendActivationMail(deps, board, request, account, reason);
  } catch (error) {
    console.error('The activation mail of account %d could not be sent:', account.id, error);
  }
}

async function sendActivationMail(
  { db, mailer }: { db: Db; mailer: Mailer },
  board: Board,
  request: LinkRequest,
  account: NewAccount,
  reason: ActivationReason,
): Promise<void> {
  const token = await issueVerifyToken(db, account.id, account.role);
  try {
    const { url, locale } = await boardPageUrl(db, board, request, 'p-account');
    const boardName = await boardMailName(db, board);
    const mail = reason === 'changed-address' ? addressChangeMail : activationMail;
    await mailer.send({
      to: account.email,
      fromName: boardName,
      ...mail(locale, boardName, activationLink(url, token, account.role)),
    });
  } catch (error) {
    // A link nobody received must not stay usable.
    await dropVerifyToken(db, token);
    throw error;
  }
}
