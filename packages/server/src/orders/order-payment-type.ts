import { ERROR_TEXTS } from '@jobboard/schema';
import { CARD_PROVIDER, publicPaymentType } from '../config/load-site-config';
import type { Db, LocalizedNames } from '../db/database';
import type { Board } from '../host/resolve-board';
import { fieldRefusal, isSerialId, PAYMENT_TYPE_NOT_OFFERED } from './order-refusals';

/** A payment type an order is stored with. */
export interface OrderPaymentType {
  id: number;
  name: string;
  /** The name per locale, for the order mails (see `localizedName`). */
  names: LocalizedNames;
}

/** An active payment type of the board, or undefined. */
async function activePaymentType(db: Db, jobBoardId: number, id: number) {
  if (!isSerialId(id)) return undefined;
  return db
    .selectFrom('payment_types')
    .select(['id', 'name', 'names', 'third_party'])
    .where('id', '=', id)
    .where('job_board_id', '=', jobBoardId)
    .where('active', '=', true)
    .executeTakeFirst();
}

/**
 * The payment type of an order. The card provider is refused with the spec's text (this
 * reference server has no card provider integration, so it cannot take a card payment even
 * when the site enables the provider); a type the board does not offer actively is refused too.
 * Every other type (invoice, pay later) is stored with the order.
 */
export async function chosenPaymentType(
  db: Db,
  jobBoardId: number,
  id: number,
): Promise<OrderPaymentType> {
  const row = await activePaymentType(db, jobBoardId, id);
  if (!row) throw fieldRefusal('payment_type_id', PAYMENT_TYPE_NOT_OFFERED);
  if (row.third_party === CARD_PROVIDER) {
    throw fieldRefusal('payment_type_id', ERROR_TEXTS.cardPaymentUnavailable);
  }
  return { id: row.id, name: row.name, names: row.names };
}

/**
 * The board's built-in invoice (pay later) type, for a public order that names none: the
 * active `invoice` type, else the first other active type that is not the card provider;
 * null when the board has none.
 */
export async function defaultPaymentType(
  db: Db,
  jobBoardId: number,
): Promise<OrderPaymentType | null> {
  const rows = await db
    .selectFrom('payment_types')
    .select(['id', 'name', 'names', 'third_party'])
    .where('job_board_id', '=', jobBoardId)
    .where('active', '=', true)
    .where('third_party', '!=', CARD_PROVIDER)
    .orderBy('id')
    .execute();
  const row = rows.find((item) => item.third_party === 'invoice') ?? rows[0];
  return row ? { id: row.id, name: row.name, names: row.names } : null;
}

/** Whether the site has switched the card provider on (its `third_parties` row is enabled). */
export async function cardProviderEnabled(db: Db, siteId: number): Promise<boolean> {
  const row = await db
    .selectFrom('third_parties')
    .select('id')
    .where('site_id', '=', siteId)
    .where('implementation', '=', CARD_PROVIDER)
    .where('enabled', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * `GET /payment-types` of the employer API: the board's active payment types, named in `locale`.
 * The card provider is left out even where the site enables it: this reference server has no
 * card provider integration, so offering it would offer a choice that always fails
 * (`chosenPaymentType`).
 */
export async function employerPaymentTypes(db: Db, board: Board, locale: string) {
  const rows = await db
    .selectFrom('payment_types')
    .select(['id', 'name', 'names', 'third_party'])
    .where('job_board_id', '=', board.jobBoardId)
    .where('active', '=', true)
    .where('third_party', '!=', CARD_PROVIDER)
    .orderBy('id')
    .execute();
  return rows.map((row) => publicPaymentType(row, locale));
}
