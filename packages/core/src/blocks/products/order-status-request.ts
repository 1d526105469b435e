import type { Order } from '@jobboard/schema';
import { createDataRequest } from '../../blocks-runtime/create-data-request';
import type { DataRequest } from '../../blocks-runtime/data-request';

/** The page's query parameter that names the order an employer comes back from paying. */
export const ORDER_RETURN_PARAM = 'order_id';

/**
 * The state of the employer's order `orderId` (`GET /orders/{id}`), after the payment provider
 * sent them back. The key names the user: another employer on the same page never reads it.
 */
export function orderStatusRequest(userUuid: string, orderId: string): DataRequest<Order> {
  return createDataRequest('employer-order', { user: userUuid, id: orderId }, (client) =>
    client.employer.getOrder(orderId),
  );
}
