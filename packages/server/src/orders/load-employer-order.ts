import type { Db } from '../db/database';
import { notFound } from '../http/api-error';
import { findCurrentClient } from './employer-client';
import { type OrderAnswer, orderAnswer } from './insert-order';
import { isSerialId } from './order-refusals';

/**
 * `GET /orders/{id}` of the employer API: an order of the employer's current client, or one the
 * employer placed; any other id (another company's order, a public order, an unknown or
 * malformed id) is the same 404, so the answer does not tell which orders exist.
 */
export async function loadEmployerOrder(
  db: Db,
  userId: number,
  rawId: string,
): Promise<OrderAnswer> {
  const id = /^\d+$/.test(rawId) ? Number(rawId) : Number.NaN;
  if (!isSerialId(id)) throw notFound('Order');
  const client = await findCurrentClient(db, userId);
  const row = await db
    .selectFrom('orders')
    .innerJoin('product_job_boards', 'product_job_boards.id', 'orders.product_job_board_id')
    .select(['orders.id', 'orders.status', 'product_job_boards.product_id as productId'])
    .where('orders.id', '=', id)
    .where((eb) =>
      client
        ? eb.or([eb('orders.client_id', '=', client.id), eb('orders.user_id', '=', userId)])
        : eb('orders.user_id', '=', userId),
    )
    .executeTakeFirst();
  if (!row) throw notFound('Order');
  return orderAnswer(row);
}
