import { defaultPagePath, parsePagePath, siteSettingsFromItems } from '@jobboard/schema';
import { sql } from 'kysely';
import { createOpaqueToken, hashToken } from '../auth/opaque-token';
import type { Db } from '../db/database';
import { isTestHost, normalizeHost } from '../host/board-host';
import type { Board } from '../host/resolve-board';

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
  const { token, hash } = createOpaqueToken();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('user_tokens')
      .where('user_id', '=', userId)
      .where('kind', '=', 'reset')
      .execute();
    await trx
      .insertInto('user_tokens')
      .values({
        user_id: userId,
        role,
        kind: 'reset',
        token_hash: hash,
        expires_at: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      })
      .execute();
  });
  return token;
}

/** Drops one reset token, e.g. when its mail could not be sent and the link never left. */
export async function dropResetToken(db: Db, token: string): Promise<void> {
  await db
    .deleteFrom('user_tokens')
    .where('token_hash', '=', hashToken(token))
    .where('kind', '=', 'reset')
    .execute();
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
    const claimed = await trx
      .deleteFrom('user_tokens')
      .where('token_hash', '=', hashToken(input.token))
      .where('kind', '=', 'reset')
      .where('role', '=', input.role)
      .where('expires_at', '>', sql<Date>`now()`)
      .where('user_id', 'in', (users) =>
        users
          .selectFrom('users')
          .select('id')
          .where('site_id', '=', input.siteId)
          .where('role', '=', input.role)
          .where('deleted_at', 'is', null),
      )
      .returning('user_id')
      .executeTakeFirst();
    if (!claimed) return false;
    await trx
      .updateTable('users')
      .set({
        password_hash: input.passwordHash,
        verified_at: sql<Date>`coalesce(verified_at, now())`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', claimed.user_id)
      .execute();
    await trx
      .deleteFrom('user_tokens')
      .where('user_id', '=', claimed.user_id)
      .where('kind', 'in', ['access', 'reset'])
      .execute();
    return true;
  });
}

export interface LinkRequest {
  /** The host the request named (X-Site-Host, else Host), port included. */
  namedHost: string;
  /**
   * The request's `Origin` header: the page the visitor asked from. On a development host it
   * gives the link the page's port, which the SDK's `X-Site-Host` (a bare host name) lacks.
   */
  origin?: string | undefined;
  /**
   * The locales the request asks for, most wanted first (`?locale=`, X-Locale, Accept-Language);
   * the first the site offers is taken, else the site's default language.
   */
  locales: readonly string[];
}

/**
 * The board's password-change page with `?token=`, and the locale it opens in (the mail's): `https://{board host}` for a registered host
 * (boards are served over TLS), the request's own `http://` origin for a development host (with
 * `?host=` when the board was picked by it, as the request did). The origin never comes from a
 * header a caller controls freely: a registered host is the database's, so a forged header cannot
 * send the token to someone else's site. The page path is the page's stored path in the locale,
 * with the `/{locale}` prefix the board routes when the locale is not the site's default.
 */
export async function passwordChangeUrl(
  db: Db,
  board: Board,
  request: LinkRequest,
  token: string,
): Promise<{ url: URL; locale: string }> {
  const [settings, page] = await Promise.all([
    db
      .selectFrom('site_settings')
      .select(['key', 'value'])
      .where('site_id', '=', board.siteId)
      .where('published', '=', true)
      .where('key', 'in', ['defaultLanguage', 'supportedLanguages'])
      .orderBy('version')
      .execute(),
    db
      .selectFrom('pages')
      .select('path')
      .where('site_id', '=', board.siteId)
      .where('key', '=', PASSWORD_CHANGE_PAGE)
      .orderBy('id')
      .executeTakeFirst(),
  ]);
  // Later items win in siteSettingsFromItems, so ascending versions leave the newest.
  const { supportedLanguages, defaultLanguage } = siteSettingsFromItems(settings);
  const locale = pickLocale(request.locales, supportedLanguages) ?? defaultLanguage;
  const paths = parsePagePath(page?.path ?? '{}');
  const stored = (paths[locale] ?? paths[defaultLanguage] ?? '').replace(/^\/+|\/+$/g, '');
  const path = stored === '' ? defaultPagePath(PASSWORD_CHANGE_PAGE, locale) : stored;
  const prefix = locale === defaultLanguage ? '' : `/${locale}`;

  const url = new URL(`${prefix}/${path}`, boardOrigin(board, request));
  const devHost = devAuthority(request.namedHost);
  if (devHost !== null && normalizeHost(devHost) !== board.host) {
    url.searchParams.set('host', board.host);
  }
  url.searchParams.set('token', token);
  return { url, locale };
}

/** The first wanted locale the site offers: exactly (any case), else by its language part. */
function pickLocale(wanted: readonly string[], offered: readonly string[]): string | undefined {
  for (const raw of wanted) {
    const code = raw.trim().toLowerCase();
    if (code === '') continue;
    const language = code.split(/[-_]/)[0];
    const match =
      offered.find((item) => item.toLowerCase() === code) ??
      offered.find((item) => item.toLowerCase().split('-')[0] === language);
    if (match) return match;
  }
  return undefined;
}

function boardOrigin(board: Board, request: LinkRequest): string {
  const devHost = devAuthority(request.namedHost);
  if (devHost === null) return `https://${board.host}`;
  // The page's own origin when it is on the same development host (its port included).
  const page = devAuthority(request.origin ?? '');
  if (
    page !== null &&
    new URL(`http://${page}`).hostname === new URL(`http://${devHost}`).hostname
  ) {
    return `http://${page}`;
  }
  return `http://${devHost}`;
}

/** `host[:port]` of a development host the request named, else null. */
function devAuthority(namedHost: string): string | null {
  const authority = namedHost
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .split(/[/?#]/)[0];
  if (!authority) return null;
  try {
    const { host, hostname } = new URL(`http://${authority}`);
    return isTestHost(normalizeHost(hostname)) ? host : null;
  } catch {
    return null;
  }
}

/** The first link in a mail's text, e.g. the reset link of a reset mail (tests, the demo). */
export function firstLinkIn(text: string): URL | null {
  const match = /https?:\/\/\S+/.exec(text);
  return match ? new URL(match[0]) : null;
}
