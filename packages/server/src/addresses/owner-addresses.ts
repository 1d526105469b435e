import type { Address } from '@jobboard/schema';
import type { Selectable } from 'kysely';
import type { AddressesTable, Db } from '../db/database';
import { ApiError, notFound } from '../http/api-error';
import { isSerialId } from '../orders/order-refusals';
import type { AddressChanges } from './address-body';

/** Whose addresses: a client's (employers) or a user's (candidates). */
export interface AddressOwner {
  /** The column of `addresses` naming the owner. */
  column: 'client_id' | 'user_id';
  id: number;
  /** Whether the owner has a financial address: a client does, a candidate does not. */
  financial: boolean;
}

export const clientOwner = (clientId: number): AddressOwner => ({
  column: 'client_id',
  id: clientId,
  financial: true,
});
export const userOwner = (userId: number): AddressOwner => ({
  column: 'user_id',
  id: userId,
  financial: false,
});

/** The most addresses a list answers, and its default (spec §9). */
export const ADDRESS_LIST_LIMIT = 20;

export const KEEP_ONE_PRIMARY =
  'One address must stay primary: make another address primary instead.';
export const KEEP_ONE_FINANCIAL =
  'One address must stay the financial address: make another address the financial one instead.';
export const TOO_MANY_ADDRESSES = `At most ${ADDRESS_LIST_LIMIT} addresses can be kept: delete one first.`;
export const PRIMARY_NOT_DELETABLE =
  'The primary address cannot be deleted while there are other addresses: make another address primary first.';

type AddressRow = Selectable<AddressesTable>;

/** An address row in the schema's `Address` shape. */
export function toAddress(row: AddressRow, owner: AddressOwner): Address {
  return {
    id: row.id,
    primary: row.is_primary,
    delivery: row.is_delivery,
    financial: owner.financial && row.is_financial,
    label: row.label,
    address_line_1: row.address_line_1,
    address_line_2: row.address_line_2,
    city: row.city,
    postal_code: row.postal_code,
    country_code: row.country_code,
  };
}

/** A page of the owner's addresses, the primary first, then by id; `total` counts them all. */
export async function listAddresses(
  db: Db,
  owner: AddressOwner,
  page: { limit: number; offset: number },
): Promise<{ data: Address[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('addresses')
      .selectAll()
      .where(owner.column, '=', owner.id)
      .orderBy('is_primary', 'desc')
      .orderBy('id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('addresses')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where(owner.column, '=', owner.id)
      .executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map((row) => toAddress(row, owner)), total: Number(count.n) };
}

/**
 * Adds an address. The owner's first address is its primary one (and a client's financial one,
 * as at registration) whatever the body says; `primary: true` or `financial: true` moves that
 * flag from the address that had it, in the same transaction.
 */
export async function createAddress(
  db: Db,
  owner: AddressOwner,
  changes: AddressChanges,
): Promise<Address> {
  const { address_line_1, city, country_code } = changes.fields;
  if (address_line_1 === undefined || city === undefined || country_code === undefined) {
    throw new Error('createAddress needs a whole address');
  }
  return withOwnerLocked(db, owner, async (trx) => {
    const { n } = await trx
      .selectFrom('addresses')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where(owner.column, '=', owner.id)
      .executeTakeFirstOrThrow();
    // More than a list shows would hide some, the financial one among them (spec §9: 20).
    if (Number(n) >= ADDRESS_LIST_LIMIT) throw new ApiError(400, TOO_MANY_ADDRESSES);
    const first = Number(n) === 0;
    const primary = first || changes.primary === true;
    const financial = owner.financial && (first || changes.financial === true);
    if (primary) await clearFlag(trx, owner, 'is_primary');
    if (financial) await clearFlag(trx, owner, 'is_financial');
    const row = await trx
      .insertInto('addresses')
      .values({
        ...(owner.column === 'client_id' ? { client_id: owner.id } : { user_id: owner.id }),
        ...changes.fields,
        address_line_1,
        city,
        country_code,
        is_primary: primary,
        is_delivery: changes.delivery === true,
        is_financial: financial,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toAddress(row, owner);
  });
}

/**
 * Changes the fields the body names. `primary: true` and `financial: true` move the flag here;
 * `primary: false` on the primary address is refused (one must stay primary), elsewhere it
 * changes nothing; `financial: false` likewise on the financial address (the spec has one);
 * `delivery` is the address's own flag.
 */
export async function updateAddress(
  db: Db,
  owner: AddressOwner,
  rawId: string,
  changes: AddressChanges,
): Promise<Address> {
  return withOwnerLocked(db, owner, async (trx) => {
    const row = await findOwnAddress(trx, owner, rawId);
    if (changes.primary === false && row.is_primary) {
      throw new ApiError(400, KEEP_ONE_PRIMARY, { primary: [KEEP_ONE_PRIMARY] });
    }
    if (owner.financial && changes.financial === false && row.is_financial) {
      throw new ApiError(400, KEEP_ONE_FINANCIAL, { financial: [KEEP_ONE_FINANCIAL] });
    }
    const makePrimary = changes.primary === true && !row.is_primary;
    const makeFinancial = owner.financial && changes.financial === true && !row.is_financial;
    if (makePrimary) await clearFlag(trx, owner, 'is_primary');
    if (makeFinancial) await clearFlag(trx, owner, 'is_financial');
    const set = {
      ...changes.fields,
      ...(makePrimary ? { is_primary: true } : {}),
      ...(changes.delivery === undefined ? {} : { is_delivery: changes.delivery }),
      ...(owner.financial && changes.financial !== undefined
        ? { is_financial: changes.financial }
        : {}),
    };
    // Nothing to change (an empty body, `primary: false` on another address).
    if (Object.keys(set).length === 0) return toAddress(row, owner);
    const updated = await trx
      .updateTable('addresses')
      .set(set)
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toAddress(updated, owner);
  });
}

/** `POST /client/addresses/{id}/financial`: the address becomes the client's financial one. */
export async function setFinancialAddress(
  db: Db,
  owner: AddressOwner,
  rawId: string,
): Promise<Address> {
  return updateAddress(db, owner, rawId, { fields: {}, financial: true });
}

/**
 * Deletes an address. The primary one only when it is the last: while others exist one must stay
 * primary, so another is made primary first. The financial address's flag moves to the primary
 * address when it is deleted, so a client that has addresses keeps a financial one.
 */
export async function deleteAddress(db: Db, owner: AddressOwner, rawId: string): Promise<void> {
  await withOwnerLocked(db, owner, async (trx) => {
    const row = await findOwnAddress(trx, owner, rawId);
    if (row.is_primary) {
      const other = await trx
        .selectFrom('addresses')
        .select('id')
        .where(owner.column, '=', owner.id)
        .where('id', '!=', row.id)
        .limit(1)
        .executeTakeFirst();
      if (other) throw new ApiError(400, PRIMARY_NOT_DELETABLE);
    }
    await trx.deleteFrom('addresses').where('id', '=', row.id).execute();
    if (owner.financial && row.is_financial) {
      await trx
        .updateTable('addresses')
        .set({ is_financial: true })
        .where(owner.column, '=', owner.id)
        .where('is_primary', '=', true)
        .execute();
    }
  });
}

/**
 * Runs `work` in a transaction that first locks the owner's row, so two changes of one owner's
 * addresses at once run one after the other: the second sees the first's flags, and the unique
 * indexes (one primary, one financial) are never hit by a race.
 */
async function withOwnerLocked<T>(
  db: Db,
  owner: AddressOwner,
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const table = owner.column === 'client_id' ? 'clients' : 'users';
    await trx.selectFrom(table).select('id').where('id', '=', owner.id).forUpdate().execute();
    return work(trx);
  });
}

/** The owner's address of a path id; another owner's, an unknown or a malformed id is a 404. */
async function findOwnAddress(db: Db, owner: AddressOwner, rawId: string): Promise<AddressRow> {
  const id = /^\d+$/.test(rawId) ? Number(rawId) : Number.NaN;
  const row = isSerialId(id)
    ? await db
        .selectFrom('addresses')
        .selectAll()
        .where('id', '=', id)
        .where(owner.column, '=', owner.id)
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound('Address');
  return row;
}

/** Takes a flag off every address of the owner, before it is set on one (the unique indexes). */
async function clearFlag(
  db: Db,
  owner: AddressOwner,
  flag: 'is_primary' | 'is_financial',
): Promise<void> {
  await db
    .updateTable('addresses')
    .set(flag === 'is_primary' ? { is_primary: false } : { is_financial: false })
    .where(owner.column, '=', owner.id)
    .where(flag, '=', true)
    .execute();
}
