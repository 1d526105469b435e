import type { Order, Product } from '@jobboard/schema';
import { useState } from 'react';
import { useBlockContext } from '../../blocks-runtime/use-block-context';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { productsMessages } from '../../i18n/messages/products-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { jobBoardIdOf } from '../shared/job-board-id';
import { EmployerOrderFields } from './employer-order-fields';
import { OrderPlaced } from './order-placed';
import { employerPaymentTypesRequest } from './order-request';

export interface EmployerOrderFormProps {
  product: Product;
  hidePoNumber: boolean;
  /** Called once the order has been placed. */
  onPlaced: () => void;
}

/**
 * A logged-in employer's order of a product (spec §3 "Order payload (employer)"): the payment
 * method (the employer's payment types, read when the dialog opens) and the PO number unless the
 * block hides it. Sends `POST /orders/product/{id}` and goes on to the payment provider when the
 * answer names one, else thanks with the order number.
 */
export function EmployerOrderForm({ product, hidePoNumber, onPlaced }: EmployerOrderFormProps) {
  const context = useBlockContext();
  const { _ } = useBoardI18n();
  const jobBoardId = jobBoardIdOf(context);
  // The editor's preview sends nothing, so it reads nothing either: the board's public payment
  // types stand in for the employer's.
  const read = useBlockData(
    jobBoardId === null || context.editor
      ? null
      : employerPaymentTypesRequest(jobBoardId, context.locale),
  );
  const paymentTypes = context.editor ? context.config.payment_types : read.data;
  const [placed, setPlaced] = useState<{ order: Order; paying: boolean } | null>(null);
  if (placed?.paying) {
    return (
      <p className="jb-account__notice" role="status">
        {_(productsMessages.toPayment)}
      </p>
    );
  }
  if (placed) return <OrderPlaced orderId={placed.order.id} registerHref={null} />;
  if (read.error || (jobBoardId === null && !context.editor)) {
    return (
      <p className="jb-account__failure" role="alert">
        {_(productsMessages.paymentTypesFailed)}
      </p>
    );
  }
  if (!paymentTypes) {
    return (
      <p role="status" aria-busy="true">
        {_(productsMessages.paymentTypesLoading)}
      </p>
    );
  }
  if (paymentTypes.length === 0) {
    return (
      <p className="jb-account__notice" role="status">
        {_(productsMessages.noPaymentTypes)}
      </p>
    );
  }
  return (
    <EmployerOrderFields
      product={product}
      paymentTypes={paymentTypes}
      hidePoNumber={hidePoNumber}
      onOrdered={(order, paying) => {
        onPlaced();
        setPlaced({ order, paying });
      }}
    />
  );
}
