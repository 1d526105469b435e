import { ERROR_TEXTS } from '@jobboard/schema';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';
import { fieldRefusal, isSerialId, ORGANISATION_NOT_CLIENTS } from './order-refusals';

/** The company an employer orders for. */
export interface EmployerClient {
  id: number;
  name: string;
  email: string | null;
  invoiceEmail: string | null;
}

/** The client an employer currently acts for (`client_users.is_current`), or null. */
export async function findCurrentClient(db: Db, userId: number): Promise<EmployerClient | null> {
  const row = await db
    .selectFrom('client_users')
    .innerJoin('clients', 'clients.id', 'client_users.client_id')
    .select([
      'clients.id',
      'clients.name',
      'clients.email',
      'clients.invoice_email as invoiceEmail',
    ])
    .where('client_users.user_id', '=', userId)
    .where('client_users.is_current', '=', true)
    .orderBy('client_users.is_owner', 'desc')
    .orderBy('clients.id')
    .executeTakeFirst();
  return row ?? null;
}

/** {@link findCurrentClient}, or the spec's "Employer account required" 400 without one. */
export async function requireCurrentClient(db: Db, userId: number): Promise<EmployerClient> {
  const client = await findCurrentClient(db, userId);
  if (!client) throw new ApiError(400, ERROR_TEXTS.employerAccountRequired);
  return client;
}

/**
 * {@link findCurrentClient}, or 403 `Employer account required` without one: the answer of the
 * calls that are about the client itself (its account, balances and addresses) and of the
 * resume calls.
 */
export async function requireClientAccount(db: Db, userId: number): Promise<EmployerClient> {
  const client = await findCurrentClient(db, userId);
  if (!client) throw new ApiError(403, ERROR_TEXTS.employerAccountRequired);
  return client;
}

/** An order's `organisation_id` must be one of the client's organisations; else a 400 on it. */
export async function assertClientOrganisation(
  db: Db,
  clientId: number,
  organisationId: number,
): Promise<void> {
  const row = isSerialId(organisationId)
    ? await db
        .selectFrom('organisations')
        .select('id')
        .where('id', '=', organisationId)
        .where('client_id', '=', clientId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw fieldRefusal('organisation_id', ORGANISATION_NOT_CLIENTS);
}
