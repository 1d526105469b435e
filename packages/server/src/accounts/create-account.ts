import { randomUUID } from 'node:crypto';
import type { AddressPayload, PhonePayload } from '@jobboard/schema';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';
import { emailTaken } from './account-errors';

/** PostgreSQL's unique_violation, e.g. of the one-account-per-email index. */
export const UNIQUE_VIOLATION = '23505';

export type AccountRole = 'candidate' | 'employer';

/** The company an employer registers with (spec §3: name, addresses, phones). */
export interface CompanyInput {
  name: string;
  addresses: AddressPayload[];
  phones: PhonePayload[];
}

export interface AccountInput {
  siteId: number;
  /** The registration's `job_board_id`; it must be a board of the site. */
  jobBoardId: number;
  role: AccountRole;
  given_name: string;
  family_name: string;
  email: string;
  /** Ids of the board's newsletters. */
  newsletters: number[];
  /** Hashed by the caller, so a seed can hash one password once for several accounts. */
  passwordHash: string;
  /** Employers only: their client, owned by the new user. */
  company?: CompanyInput | undefined;
}

/**
 * Creates a user of the site and, for an employer, the client (company) it owns with its
 * addresses and phones, in one transaction. `verified_at` stays null: logging in does not wait
 * for the activation mail, which the register route sends (account-activation.ts), not this: an
 * applicant's account gets a set-password mail instead. An email with an account of this role on this site (the unique index
 * settles two registrations at once) answers the spec's existing-account error.
 */
export async function createAccount(
  db: Db,
  input: AccountInput,
): Promise<{ id: number; uuid: string }> {
  await checkJobBoard(db, input);
  const email = input.email.trim();
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where('site_id', '=', input.siteId)
    .where('role', '=', input.role)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  if (taken) throw emailTaken();
  try {
    return await db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({
          uuid: randomUUID(),
          site_id: input.siteId,
          role: input.role,
          email,
          password_hash: input.passwordHash,
          given_name: input.given_name,
          family_name: input.family_name,
          newsletters: JSON.stringify(input.newsletters),
          verified_at: null,
        })
        .returning(['id', 'uuid'])
        .executeTakeFirstOrThrow();
      if (input.company) await insertClient(trx, input, user.id, email, input.company);
      return user;
    });
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw emailTaken();
    throw error;
  }
}

/** The registration's board must be one of the request's site, its newsletters that board's. */
async function checkJobBoard(db: Db, input: AccountInput): Promise<void> {
  // An id beyond `serial` would fail in the database rather than not match.
  const board = !isSerialId(input.jobBoardId)
    ? undefined
    : await db
        .selectFrom('job_boards')
        .select('id')
        .where('id', '=', input.jobBoardId)
        .where('site_id', '=', input.siteId)
        .executeTakeFirst();
  if (!board) {
    const message = 'This job board does not belong to this site.';
    throw new ApiError(400, message, { job_board_id: [message] });
  }
  await checkNewsletters(db, input.jobBoardId, input.newsletters);
}

/** Whether an id fits a `serial` column (a larger one makes PostgreSQL fail the query). */
function isSerialId(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647;
}

/** Newsletter ids a user subscribes to must all be newsletters of the board; else a 400. */
export async function checkNewsletters(
  db: Db,
  jobBoardId: number,
  newsletters: readonly number[],
): Promise<void> {
  const wanted = [...new Set(newsletters)];
  if (wanted.length === 0) return;
  // An id beyond `serial` would fail in the database rather than not match.
  const inRange = wanted.every(isSerialId);
  const known = inRange
    ? await db
        .selectFrom('newsletters')
        .select('id')
        .where('job_board_id', '=', jobBoardId)
        .where('id', 'in', wanted)
        .execute()
    : [];
  if (known.length !== wanted.length) {
    const message = 'One of the newsletters is not offered on this job board.';
    throw new ApiError(400, message, { newsletters: [message] });
  }
}

/**
 * The employer's client with the user as its owner. The first address is the primary and the
 * financial one unless the payload flags another (only one of each may exist); the first phone
 * is the primary one.
 */
async function insertClient(
  trx: Db,
  input: AccountInput,
  userId: number,
  email: string,
  company: CompanyInput,
): Promise<void> {
  const client = await trx
    .insertInto('clients')
    .values({ uuid: randomUUID(), job_board_id: input.jobBoardId, name: company.name, email })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('client_users')
    .values({ client_id: client.id, user_id: userId, is_owner: true, is_current: true })
    .execute();
  const primary = flaggedIndex(company.addresses, 'primary');
  const financial = flaggedIndex(company.addresses, 'financial');
  if (company.addresses.length > 0) {
    await trx
      .insertInto('addresses')
      .values(
        company.addresses.map((address, index) => ({
          client_id: client.id,
          label: address.label ?? (index === primary ? 'Primary Address' : null),
          address_line_1: address.address_line_1,
          address_line_2: address.address_line_2 ?? null,
          city: address.city,
          postal_code: address.postal_code,
          country_code: address.country_code,
          is_primary: index === primary,
          is_financial: index === financial,
          is_delivery: address.delivery ?? index === primary,
        })),
      )
      .execute();
  }
  if (company.phones.length > 0) {
    await trx
      .insertInto('phones')
      .values(
        company.phones.map((phone, index) => ({
          client_id: client.id,
          label: phone.label ?? (index === 0 ? 'Primary' : null),
          country_code: phone.country_code,
          phone: phone.phone,
          is_primary: index === 0,
        })),
      )
      .execute();
  }
}

function flaggedIndex(addresses: AddressPayload[], flag: 'primary' | 'financial'): number {
  const index = addresses.findIndex((address) => address[flag] === true);
  return index === -1 ? 0 : index;
}
