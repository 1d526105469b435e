import { randomUUID } from 'node:crypto';
import type { ClientMembership } from '@jobboard/schema';
import type { Db } from '../db/database';
import type { ClientChanges } from './client-account';

/**
 * The companies an employer belongs to (`User.clients` of `GET /you`), by name: each with the
 * membership's id, which `PUT /users/{id}/switch` takes, and whether the employer acts for it.
 */
export async function listMemberships(db: Db, userId: number): Promise<ClientMembership[]> {
  return db
    .selectFrom('client_users')
    .innerJoin('clients', 'clients.id', 'client_users.client_id')
    .select([
      'client_users.id',
      'clients.uuid',
      'clients.name',
      'client_users.is_current as current',
    ])
    .where('client_users.user_id', '=', userId)
    .orderBy('clients.name')
    .orderBy('clients.id')
    .execute();
}

export interface NewClientInput {
  jobBoardId: number;
  userId: number;
  /** The client's email when the body leaves `email` out: the employer's, as on registration. */
  userEmail: string;
  changes: ClientChanges;
}

/**
 * `POST /client`: another company on the board, owned by the employer. It becomes the one the
 * employer acts for only when they act for none (every earlier company left them); else they
 * switch to it when they choose. The user's row is locked meanwhile, so two calls at once cannot
 * both make theirs current. Answers the new client's id.
 */
export async function createClient(db: Db, input: NewClientInput): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockUser(trx, input.userId);
    const current = await trx
      .selectFrom('client_users')
      .select('client_id')
      .where('user_id', '=', input.userId)
      .where('is_current', '=', true)
      .executeTakeFirst();
    const { name, email, invoice_email, vat_number } = input.changes;
    const client = await trx
      .insertInto('clients')
      .values({
        uuid: randomUUID(),
        job_board_id: input.jobBoardId,
        name,
        email: email === undefined ? input.userEmail : email,
        invoice_email: invoice_email ?? null,
        vat_number: vat_number ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('client_users')
      .values({
        client_id: client.id,
        user_id: input.userId,
        is_owner: true,
        is_current: current === undefined,
      })
      .execute();
    return client.id;
  });
}

/**
 * `PUT /users/{id}/switch`: makes the employer's membership `membershipId` the one they act for,
 * and answers whether it is theirs (another's, or an unknown id, changes nothing). The current
 * membership is kept server-side (the Bearer token is opaque and names no client), so every
 * later call of the employer, on any of their sessions, acts for that company.
 */
export async function switchClient(db: Db, userId: number, membershipId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const target = await trx
      .selectFrom('client_users')
      .select('id')
      .where('id', '=', membershipId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!target) return false;
    // One statement per flag: the partial unique index allows one current row at every step.
    await trx
      .updateTable('client_users')
      .set({ is_current: false })
      .where('user_id', '=', userId)
      .where('is_current', '=', true)
      .where('id', '<>', membershipId)
      .execute();
    await trx
      .updateTable('client_users')
      .set({ is_current: true })
      .where('id', '=', membershipId)
      .execute();
    return true;
  });
}

/**
 * Locks a user's row until the transaction ends: the changes of one user's memberships (a new
 * company, a switch, joining or leaving one) then run one after the other.
 */
export async function lockUser(trx: Db, userId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}
