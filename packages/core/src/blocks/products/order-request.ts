import type { EmployerOrder, Order, PaymentType, Product, PublicOrder } from '@jobboard/schema';
import type { BoardEventMap } from '../../analytics/analytics-events';
import { createDataRequest } from '../../blocks-runtime/create-data-request';
import type { DataRequest } from '../../blocks-runtime/data-request';
import { isWebAddress } from '../shared/web-address';
import type { OrderTarget } from './order-target';
import {
  internationalPhone,
  type PublicOrderField,
  type PublicOrderValues,
} from './public-order-values';

/**
 * The guest's order (`POST /orders`, spec §3 "Public order payload"): the fields shown, trimmed,
 * empty optional ones left out, the phone with its country's dial code, the address as one
 * object, and the product's ids.
 */
export function buildPublicOrder(
  values: PublicOrderValues,
  shows: (field: PublicOrderField) => boolean,
  dialCode: string | undefined,
  target: OrderTarget,
): PublicOrder {
  const order: PublicOrder = {
    name: values.name.trim(),
    given_name: values.given_name.trim(),
    family_name: values.family_name.trim(),
    email: values.email.trim(),
    job_board_id: target.jobBoardId,
    product_job_board_id: target.productJobBoardId,
    product_id: target.productId,
  };
  const phone = internationalPhone(values.phone, dialCode);
  if (shows('phone') && phone !== '') order.phone = phone;
  const invoiceEmail = values.invoice_email.trim();
  if (shows('invoice_email') && invoiceEmail !== '') order.invoice_email = invoiceEmail;
  const poNumber = values.po_number.trim();
  if (shows('po_number') && poNumber !== '') order.po_number = poNumber;
  if (shows('address_line_1')) {
    order.address = {
      address_line_1: values.address_line_1.trim(),
      postal_code: values.postal_code.trim(),
      city: values.city.trim(),
      country_code: values.country_code,
    };
  }
  if (shows('payment_type_id') && values.payment_type_id !== '') {
    order.payment_type_id = Number(values.payment_type_id);
  }
  return order;
}

/** The employer's order (`POST /orders/product/{id}`, spec §3 "Order payload (employer)"). */
export function buildEmployerOrder(
  values: { payment_type_id: string; po_number: string },
  target: OrderTarget,
  redirectUrl: string,
): EmployerOrder {
  const order: EmployerOrder = {
    job_board_id: target.jobBoardId,
    product_job_board_id: target.productJobBoardId,
    payment_type_id: Number(values.payment_type_id),
    redirect_url: redirectUrl,
  };
  const poNumber = values.po_number.trim();
  if (poNumber !== '') order.po_number = poNumber;
  return order;
}

/**
 * The payment provider's page an order answer sends the buyer to, when it names one that is a
 * web address: any other scheme (`javascript:`) is never followed.
 */
export function paymentPageOf(order: Order): string | null {
  const url = order.payment_url;
  return url && isWebAddress(url) ? url : null;
}

/** The `order_product` analytics event of an order placed (spec: order product). */
export function orderEventPayload(
  product: Pick<Product, 'id' | 'price'>,
  currency: string,
): BoardEventMap['order_product'] {
  return { productId: product.id, price: product.price, currency };
}

/**
 * The employer's payment types (`GET /payment-types`; the reference server leaves out the card
 * provider, which it cannot take payments through), read when the order dialog opens. The key
 * names the locale, as the API names the types in the request's locale.
 */
export function employerPaymentTypesRequest(
  jobBoardId: number,
  locale: string,
): DataRequest<PaymentType[]> {
  return createDataRequest('employer-payment-types', { boardId: jobBoardId, locale }, (client) =>
    client.employer.getPaymentTypes(),
  );
}
