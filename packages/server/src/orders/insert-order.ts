import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';

/** An order as the order routes answer it (the schema's `Order`). */
export interface OrderAnswer {
  id: number;
  status: string;
  product_id: number;
  /**
   * The payment provider page to send the buyer to. Always null: this reference server has no
   * card provider integration, and invoice orders need no page.
   */
  payment_url: null;
}

/** What an order is stored with. */
export interface NewOrder {
  jobBoardId: number;
  productJobBoardId: number;
  amount: number;
  email: string | null;
  poNumber: string | null;
  paymentTypeId: number | null;
  clientId: number | null;
  userId: number | null;
  organisationId: number | null;
  /** The buyer's form fields (public) or the redirect_url (employer). */
  payload: Record<string, unknown>;
}

/** Stores an open order (status `order`, to be invoiced) and answers its id and status. */
export async function insertOrder(
  db: Db,
  order: NewOrder,
): Promise<{ id: number; status: string }> {
  return db
    .insertInto('orders')
    .values({
      uuid: randomUUID(),
      job_board_id: order.jobBoardId,
      client_id: order.clientId,
      user_id: order.userId,
      product_job_board_id: order.productJobBoardId,
      organisation_id: order.organisationId,
      payment_type_id: order.paymentTypeId,
      po_number: order.poNumber,
      email: order.email,
      amount: order.amount,
      status: 'order',
      payload: JSON.stringify(order.payload),
    })
    .returning(['id', 'status'])
    .executeTakeFirstOrThrow();
}

export function orderAnswer(row: { id: number; status: string; productId: number }): OrderAnswer {
  return { id: row.id, status: row.status, product_id: row.productId, payment_url: null };
}

/** Keeps the entries with a value: optional form fields left out are not stored as nulls. */
export function definedEntries(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}
