import type { AddressPayload, PublicOrder } from '@jobboard/schema';
import { emailTaken } from '../accounts/account-errors';
import type { Db } from '../db/database';
import type { Board } from '../host/resolve-board';
import type { Mailer } from '../mail/index';
import { hasEmployerAccount } from './employer-account';
import { assertOrderBoard, findOfferedProduct } from './find-offered-product';
import { definedEntries, insertOrder, type OrderAnswer, orderAnswer } from './insert-order';
import { chosenPaymentType, defaultPaymentType } from './order-payment-type';
import { sendOrderMails } from './send-order-mails';

/**
 * `POST /orders` of the public API with the whole order form: the board must be the host's, the
 * product one it offers (see {@link findOfferedProduct}), the payment type an active one of the
 * board other than the card provider (the built-in invoice type when none is named), and the
 * email no employer account's (that buyer logs in and orders there). Stores the open order with
 * the form fields and the product's price, mails the buyer and the board, and answers the order.
 */
export async function placePublicOrder(
  deps: { db: Db; mailer: Mailer },
  board: Board,
  order: PublicOrder,
  locales: readonly string[],
): Promise<OrderAnswer> {
  const { db } = deps;
  assertOrderBoard(board, order.job_board_id);
  const product = await findOfferedProduct(db, {
    jobBoardId: board.jobBoardId,
    productJobBoardId: order.product_job_board_id,
    productId: order.product_id,
  });
  const paymentType =
    order.payment_type_id === undefined
      ? await defaultPaymentType(db, board.jobBoardId)
      : await chosenPaymentType(db, board.jobBoardId, order.payment_type_id);
  const email = order.email.trim();
  if (await hasEmployerAccount(db, board.siteId, email)) throw emailTaken();

  const stored = await insertOrder(db, {
    jobBoardId: board.jobBoardId,
    productJobBoardId: product.productJobBoardId,
    amount: product.price,
    email,
    poNumber: order.po_number ?? null,
    paymentTypeId: paymentType?.id ?? null,
    clientId: null,
    userId: null,
    organisationId: null,
    payload: definedEntries({
      name: order.name,
      given_name: order.given_name,
      family_name: order.family_name,
      invoice_email: order.invoice_email,
      phone: order.phone,
      address: order.address,
    }),
  });
  await sendOrderMails(deps, board, locales, {
    orderId: stored.id,
    productName: product.name,
    productNames: product.names,
    amount: product.price,
    poNumber: order.po_number,
    paymentType: paymentType?.name,
    paymentTypeNames: paymentType?.names,
    company: order.name,
    contactName: `${order.given_name} ${order.family_name}`,
    email,
    invoiceEmail: order.invoice_email,
    phone: order.phone,
    address: order.address && addressLine(order.address),
  });
  return orderAnswer({ ...stored, productId: product.productId });
}

/** An address on one line: `Damrak 1, 1012 LG Amsterdam, NL`. */
function addressLine(address: AddressPayload): string {
  return [
    address.address_line_1,
    address.address_line_2,
    `${address.postal_code} ${address.city}`,
    address.country_code,
  ]
    .filter((part) => part !== undefined && part.trim() !== '')
    .join(', ');
}
