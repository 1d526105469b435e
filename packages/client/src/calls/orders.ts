import type { CheckOrder, EmployerOrder, Order, PaymentType, PublicOrder } from '@jobboard/schema';
import { apiPath } from '../api-path';
import { readData } from '../read-data';
import { readList } from '../read-list';
import type { ApiRequest, CallOptions } from '../request';

/** `GET /payment-types`, on the public and the employer API. */
export function paymentTypeCalls(request: ApiRequest) {
  return {
    /** The ways to pay. The public answer leaves out the card provider (spec §7). */
    getPaymentTypes(options: CallOptions = {}): Promise<PaymentType[]> {
      return request({
        method: 'GET',
        path: 'payment-types',
        read: (body) => readList<PaymentType>(body).items,
        ...options,
      });
    },
  };
}

/**
 * Orders without an account. 400 and 401 answers of `POST /orders` are not marked handled: the
 * order form shows them itself (spec §8).
 */
export function publicOrderCalls(request: ApiRequest) {
  return {
    ...paymentTypeCalls(request),

    /** `POST /orders` with the order form and the product ids. */
    placeOrder(order: PublicOrder, options: CallOptions = {}): Promise<Order> {
      return request({
        method: 'POST',
        path: 'orders',
        body: order,
        read: readData<Order>,
        ...options,
      });
    },

    /**
     * `POST /orders` with only an e-mail: checks whether an account exists before ordering. An
     * existing account answers an error with code `validation.client_user_email` on `email`.
     */
    async checkOrderEmail(check: CheckOrder, options: CallOptions = {}): Promise<void> {
      await request({ method: 'POST', path: 'orders', body: check, ...options });
    },
  };
}

/** Orders of a logged-in employer. */
export function employerOrderCalls(request: ApiRequest) {
  return {
    ...paymentTypeCalls(request),

    /** `POST /orders/product/{productId}`; the answer may hold a payment provider URL. */
    orderProduct(
      productId: number | string,
      order: EmployerOrder,
      options: CallOptions = {},
    ): Promise<Order> {
      return request({
        method: 'POST',
        path: apiPath`orders/product/${productId}`,
        body: order,
        read: readData<Order>,
        ...options,
      });
    },

    /** `GET /orders/{id}`: an order's state, e.g. after the payment provider sends the employer back. */
    getOrder(id: number | string, options: CallOptions = {}): Promise<Order> {
      return request({
        method: 'GET',
        path: apiPath`orders/${id}`,
        read: readData<Order>,
        ...options,
      });
    },
  };
}
