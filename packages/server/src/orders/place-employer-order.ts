import type { EmployerOrder } from '@jobboard/schema';
import type { Db } from '../db/database';
import type { Board } from '../host/resolve-board';
import type { Mailer } from '../mail/index';
import { assertClientOrganisation, requireCurrentClient } from './employer-client';
import { assertOrderBoard, findOfferedProduct } from './find-offered-product';
import { definedEntries, insertOrder, type OrderAnswer, orderAnswer } from './insert-order';
import { chosenPaymentType } from './order-payment-type';
import { sendOrderMails } from './send-order-mails';

/**
 * `POST /orders/product/{productId}` of the employer API, for the employer's current client
 * ("Employer account required" without one). The board must be the host's, the product of the
 * path one the board offers (see {@link findOfferedProduct}), the organisation, when named, one
 * of the client's. The card provider is refused with the spec's "card payment not available"
 * text: this reference server has no card provider integration (no payment page, no
 * `stripe_token` handling). Any other active type of the board (invoice, pay later) stores the
 * open order at the product's price, mails the employer and the board, and answers the order.
 */
export async function placeEmployerOrder(
  deps: { db: Db; mailer: Mailer },
  input: {
    board: Board;
    userId: number;
    productId: number;
    order: EmployerOrder;
    locales: readonly string[];
  },
): Promise<OrderAnswer> {
  const { db } = deps;
  const { board, order } = input;
  const client = await requireCurrentClient(db, input.userId);
  assertOrderBoard(board, order.job_board_id);
  const product = await findOfferedProduct(db, {
    jobBoardId: board.jobBoardId,
    productJobBoardId: order.product_job_board_id,
    productId: input.productId,
  });
  if (order.organisation_id !== undefined) {
    await assertClientOrganisation(db, client.id, order.organisation_id);
  }
  const paymentType = await chosenPaymentType(db, board.jobBoardId, order.payment_type_id);
  const user = await orderingUser(db, input.userId);

  const stored = await insertOrder(db, {
    jobBoardId: board.jobBoardId,
    productJobBoardId: product.productJobBoardId,
    amount: product.price,
    email: user.email,
    poNumber: order.po_number ?? null,
    paymentTypeId: paymentType.id,
    clientId: client.id,
    userId: input.userId,
    organisationId: order.organisation_id ?? null,
    payload: definedEntries({ redirect_url: order.redirect_url }),
  });
  await sendOrderMails(deps, board, input.locales, {
    orderId: stored.id,
    productName: product.name,
    productNames: product.names,
    amount: product.price,
    poNumber: order.po_number,
    paymentType: paymentType.name,
    paymentTypeNames: paymentType.names,
    company: client.name,
    contactName: user.contactName,
    email: user.email,
    invoiceEmail: client.invoiceEmail ?? undefined,
  });
  return orderAnswer({ ...stored, productId: product.productId });
}

/** The employer placing an order, as the order and its mails name them. */
export async function orderingUser(
  db: Db,
  userId: number,
): Promise<{ email: string; contactName: string | undefined }> {
  const user = await db
    .selectFrom('users')
    .select(['email', 'given_name', 'family_name'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const contactName = [user.given_name, user.family_name]
    .filter((part) => part !== null && part.trim() !== '')
    .join(' ');
  return { email: user.email, contactName: contactName === '' ? undefined : contactName };
}
