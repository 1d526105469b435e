import type { Order } from '@jobboard/schema';
import type { MessageDescriptor } from '@lingui/core';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { productsMessages } from '../../i18n/messages/products-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { orderStatusRequest } from './order-status-request';

const OUTCOMES: Record<string, { text: (id: number) => MessageDescriptor; tone: string }> = {
  paid: { text: productsMessages.orderPaid, tone: 'success' },
  expired: { text: productsMessages.orderExpired, tone: 'info' },
  cancelled: { text: productsMessages.orderCancelled, tone: 'info' },
  failed: { text: productsMessages.orderPaymentFailed, tone: 'error' },
};

const PROCESSING = { text: productsMessages.orderProcessing, tone: 'info' };

function outcomeOf(order: Order) {
  return (Object.hasOwn(OUTCOMES, order.status) ? OUTCOMES[order.status] : null) ?? PROCESSING;
}

export interface OrderOutcomeProps {
  userUuid: string;
  /** The order named by the page's `order_id`. */
  orderId: string;
}

/**
 * How the employer's order stands when the payment provider sent them back to this page
 * (`?order_id=`, spec "Order payment outcomes"): paid, expired, cancelled or failed, else still
 * being processed. A status region, in the page from the start, so the news is announced.
 */
export function OrderOutcome({ userUuid, orderId }: OrderOutcomeProps) {
  const { _ } = useBoardI18n();
  const { data, error } = useBlockData(orderStatusRequest(userUuid, orderId));
  let text = '';
  let tone = '';
  if (error) {
    text = _(productsMessages.orderStatusFailed);
    tone = 'error';
  } else if (data) {
    const outcome = outcomeOf(data);
    text = _(outcome.text(data.id));
    tone = outcome.tone;
  }
  return (
    <div
      role="status"
      className={text ? `jb-products__outcome jb-products__outcome--${tone}` : undefined}
    >
      {text}
    </div>
  );
}
