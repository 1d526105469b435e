import { randomUUID } from 'node:crypto';
import type { ClientUser } from '@jobboard/schema';
import { emailTaken } from '../accounts/account-errors';
import { boardMailName, boardPageUrl, type LinkRequest } from '../accounts/board-page-url';
import { UNIQUE_VIOLATION } from '../accounts/create-account';
import { dropLinkToken, issueLinkToken } from '../accounts/link-tokens';
import { findAccountByEmail, passwordChangeUrl } from '../accounts/password-reset';
import type { Db } from '../db/database';
import type { Board } from '../host/resolve-board';
import { ApiError, notFound } from '../http/api-error';
import type { Mailer } from '../mail/index';
import { isSerialId } from '../orders/order-refusals';
import { lockUser } from './client-memberships';
import { INVITE_TOKEN_TTL_MS, inviteMail } from './invite-mail';

/** The users of a client (`GET /client/users`), in the order they joined. */
export async function listClientUsers(db: Db, clientId: number): Promise<ClientUser[]> {
  const rows = await db
    .selectFrom('client_users')
    .innerJoin('users', 'users.id', 'client_users.user_id')
    .select([
      'client_users.id',
      'users.uuid',
      'users.given_name',
      'users.family_name',
      'users.email',
      'client_users.is_owner as owner',
    ])
    .where('client_users.client_id', '=', clientId)
    .where('users.deleted_at', 'is', null)
    .orderBy('client_users.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    given_name: row.given_name ?? '',
    family_name: row.family_name ?? '',
  }));
}

/** The refusals of the client users calls: ours, as the spec words none. */
export const CLIENT_USER_TEXTS = {
  alreadyMember: 'This person is already a user of this company.',
  removeSelf: 'You cannot remove yourself from the company.',
  removeOwner: 'The owner of the company cannot be removed.',
};

export interface InviteInput {
  board: Board;
  link: LinkRequest;
  client: { id: number; name: string };
  email: string;
  given_name?: string | undefined;
  family_name?: string | undefined;
}

/**
 * Adds a user to the client by email and mails them, answering the new client user. An employer
 * account of the site with that email joins at once (its current company stays, or this one
 * becomes current when it acts for none) and is told by mail. Any other address gets an employer
 * account with the given names and no password, which joins (current), and a mail with a link to
 * the board's password-change page (a week) where it chooses one; that mail failing undoes the
 * account, as nobody could use it. An address already of the client is a 400 on `email`; one
 * whose employer account was deleted is the existing-account error.
 */
export async function inviteClientUser(
  deps: { db: Db; mailer: Mailer },
  input: InviteInput,
): Promise<ClientUser> {
  const { db } = deps;
  const email = input.email.trim();
  const existing = await findAccountByEmail(db, input.board.siteId, 'employer', email);
  if (existing) {
    const id = await joinClient(db, input.client.id, existing.id);
    await mailAdded(deps, input, existing.email);
    return clientUser(db, input.client.id, id);
  }
  const { userId, id } = await createInvitedAccount(db, input, email);
  const token = await issueLinkToken(
    db,
    { id: userId, role: 'employer' },
    'reset',
    INVITE_TOKEN_TTL_MS,
  );
  try {
    await sendInviteMail(deps, input, email, 'invited', token);
  } catch (error) {
    await dropLinkToken(db, token, 'reset');
    await db.deleteFrom('users').where('id', '=', userId).execute();
    throw error;
  }
  return clientUser(db, input.client.id, id);
}

/** The membership of an existing account, current when the account acts for no company. */
async function joinClient(db: Db, clientId: number, userId: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const memberships = await trx
      .selectFrom('client_users')
      .select(['client_id', 'is_current'])
      .where('user_id', '=', userId)
      .execute();
    if (memberships.some((row) => row.client_id === clientId)) {
      throw new ApiError(400, CLIENT_USER_TEXTS.alreadyMember, {
        email: [CLIENT_USER_TEXTS.alreadyMember],
      });
    }
    const row = await trx
      .insertInto('client_users')
      .values({
        client_id: clientId,
        user_id: userId,
        is_owner: false,
        is_current: !memberships.some((membership) => membership.is_current),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** The invited address's account (no password, unverified) and its current membership. */
async function createInvitedAccount(
  db: Db,
  input: InviteInput,
  email: string,
): Promise<{ userId: number; id: number }> {
  try {
    return await db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({
          uuid: randomUUID(),
          site_id: input.board.siteId,
          role: 'employer',
          email,
          password_hash: null,
          given_name: input.given_name ?? null,
          family_name: input.family_name ?? null,
          newsletters: '[]',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const membership = await trx
        .insertInto('client_users')
        .values({ client_id: input.client.id, user_id: user.id, is_owner: false, is_current: true })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { userId: user.id, id: membership.id };
    });
  } catch (error) {
    // A deleted account keeps its email (the unique index), and two invitations may cross.
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw emailTaken();
    throw error;
  }
}

async function clientUser(db: Db, clientId: number, membershipId: number): Promise<ClientUser> {
  const users = await listClientUsers(db, clientId);
  return users.find((user) => user.id === membershipId) as ClientUser;
}

/** The "added" mail never fails the call: the account has joined, and sees so on login. */
async function mailAdded(
  deps: { db: Db; mailer: Mailer },
  input: InviteInput,
  to: string,
): Promise<void> {
  try {
    await sendInviteMail(deps, input, to, 'added', null);
  } catch (error) {
    console.error(
      'The mail to a user added to client %d could not be sent:',
      input.client.id,
      error,
    );
  }
}

async function sendInviteMail(
  { db, mailer }: { db: Db; mailer: Mailer },
  input: InviteInput,
  to: string,
  kind: 'invited' | 'added',
  token: string | null,
): Promise<void> {
  const { url, locale } =
    token === null
      ? await boardPageUrl(db, input.board, input.link, 'p-account')
      : await passwordChangeUrl(db, input.board, input.link, token);
  // The change form posts to the employer API; the account page opens on the company tab.
  if (token === null) url.searchParams.set('tab', 'client');
  else url.searchParams.set('role', 'employer');
  const boardName = await boardMailName(db, input.board);
  await mailer.send({
    to,
    fromName: boardName,
    ...inviteMail(kind, locale, boardName, input.client.name, url),
  });
}

/**
 * `DELETE /client/users/{id}`: takes a user off the caller's current client. Refused for the
 * client's owner (403: an invited user cannot take the company from the one who made it) and for
 * the caller's own membership (400), which also keeps the client's last user: the caller is one of
 * its users, and two removals at once are taken one after the other (a caller removed meanwhile
 * gets the 404 of another client's id, as an unknown id does). The removed user's other
 * companies stay: when this one was current, the one they own (else the oldest) becomes current.
 * An invited account that never chose its password and belongs to no company now loses its link.
 */
export async function removeClientUser(
  db: Db,
  input: { clientId: number; callerId: number; rawId: string },
): Promise<void> {
  const id = /^\d+$/.test(input.rawId) ? Number(input.rawId) : Number.NaN;
  const found = isSerialId(id)
    ? await db
        .selectFrom('client_users')
        .select('user_id')
        .where('id', '=', id)
        .where('client_id', '=', input.clientId)
        .executeTakeFirst()
    : undefined;
  if (!found) throw notFound('User');
  await db.transaction().execute(async (trx) => {
    // The user's row first, as every change of one user's memberships locks it first; then the
    // client's memberships, so a parallel removal waits and then sees who is left.
    await lockUser(trx, found.user_id);
    const members = await trx
      .selectFrom('client_users')
      .select(['id', 'user_id', 'is_current', 'is_owner'])
      .where('client_id', '=', input.clientId)
      .orderBy('id')
      .forUpdate()
      .execute();
    const target = members.find((member) => member.id === id);
    if (!target) throw notFound('User');
    if (target.user_id === input.callerId) throw new ApiError(400, CLIENT_USER_TEXTS.removeSelf);
    if (!members.some((member) => member.user_id === input.callerId)) throw notFound('User');
    if (target.is_owner) throw new ApiError(403, CLIENT_USER_TEXTS.removeOwner);
    await trx.deleteFrom('client_users').where('id', '=', id).execute();
    const next = await trx
      .selectFrom('client_users')
      .select(['id', 'is_current'])
      .where('user_id', '=', target.user_id)
      .orderBy('is_owner', 'desc')
      .orderBy('client_id')
      .execute();
    if (target.is_current && next[0]) {
      await trx
        .updateTable('client_users')
        .set({ is_current: true })
        .where('id', '=', next[0].id)
        .execute();
    }
    if (next.length === 0) {
      await trx
        .deleteFrom('user_tokens')
        .where('user_id', '=', target.user_id)
        .where('kind', '=', 'reset')
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('users')
              .select('id')
              .where('id', '=', target.user_id)
              .where('verified_at', 'is', null),
          ),
        )
        .execute();
    }
  });
}
