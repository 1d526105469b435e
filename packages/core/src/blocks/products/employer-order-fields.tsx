import {
  DEFAULT_CURRENCY,
  ORDER_MAX_LENGTHS,
  type Order,
  type PaymentType,
  type Product,
} from '@jobboard/schema';
import { useContext } from 'react';
import { useSWRConfig } from 'swr';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { useBlockContext } from '../../blocks-runtime/use-block-context';
import { FormatSettingsContext } from '../../format/format-settings-context';
import { errorMessages } from '../../i18n/messages/error-messages';
import { productsMessages } from '../../i18n/messages/products-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { USER_DATA_REQUESTS } from '../../session/user-data-requests';
import { AccountField } from '../shared/account-form/account-field';
import { AccountSubmit } from '../shared/account-form/account-submit';
import { useAccountForm } from '../shared/account-form/use-account-form';
import { jobBoardIdOf } from '../shared/job-board-id';
import { orderFailure } from './order-failure';
import { buildEmployerOrder, orderEventPayload, paymentPageOf } from './order-request';
import { OrderSelectField } from './order-select-field';
import { ORDER_RETURN_PARAM } from './order-status-request';
import { orderTargetOf } from './order-target';

type EmployerOrderField = 'payment_type_id' | 'po_number';

const FIELDS: readonly EmployerOrderField[] = ['payment_type_id', 'po_number'];

/**
 * The page the payment provider sends the employer back to: this page (without the order of an
 * earlier return), as an absolute address.
 */
function returnAddress(context: BlockContext, base: string): string {
  const query = new URLSearchParams(context.route.query);
  query.delete(ORDER_RETURN_PARAM);
  return new URL(context.href({ path: context.route.path, query }), base).href;
}

export interface EmployerOrderFieldsProps {
  product: Product;
  paymentTypes: readonly PaymentType[];
  hidePoNumber: boolean;
  /** An order placed; `paying` when the browser leaves for the payment provider's page. */
  onOrdered: (order: Order, paying: boolean) => void;
}

/**
 * The employer's order form once the payment types are known: the payment method, the PO number
 * unless hidden, and the send. Goes on to the payment provider's page when the answer names a
 * web address for it.
 */
export function EmployerOrderFields({
  product,
  paymentTypes,
  hidePoNumber,
  onOrdered,
}: EmployerOrderFieldsProps) {
  const context = useBlockContext();
  const { _ } = useBoardI18n();
  const currency = useContext(FormatSettingsContext).currency ?? DEFAULT_CURRENCY;
  const { mutate } = useSWRConfig();
  const form = useAccountForm<{ payment_type_id: string; po_number: string }, EmployerOrderField>({
    initial: () => ({ payment_type_id: String(paymentTypes[0]?.id ?? ''), po_number: '' }),
    order: FIELDS,
    scope: 'order',
    preview: context.editor,
    // A payment type is always chosen (the first at the start) and the PO number is optional,
    // no longer than the API takes.
    validate: (values) =>
      !hidePoNumber && values.po_number.trim().length > ORDER_MAX_LENGTHS.po_number
        ? { po_number: (i18n) => i18n._(productsMessages.tooLong(ORDER_MAX_LENGTHS.po_number)) }
        : {},
    send: async (values) => {
      const target = orderTargetOf(product, jobBoardIdOf(context));
      const view = form.formRef.current?.ownerDocument.defaultView;
      if (target === null || !view) {
        return { failure: (i18n) => i18n._(errorMessages.actionFailed) };
      }
      const order = buildEmployerOrder(values, target, returnAddress(context, view.location.href));
      let answer: Order;
      try {
        answer = await context.client.employer.orderProduct(product.id, order);
      } catch (error) {
        return orderFailure(error, new Set(hidePoNumber ? ['payment_type_id'] : FIELDS));
      }
      context.emit('order_product', orderEventPayload(product, currency));
      // The company tab's credits and contracts are read again when shown next.
      void mutate(
        (key: unknown) =>
          typeof key === 'string' &&
          (key.startsWith(`["${USER_DATA_REQUESTS.clientDashboard}"`) ||
            key.startsWith(`["${USER_DATA_REQUESTS.clientAccount}"`)),
        undefined,
        { revalidate: false },
      );
      const paymentPage = paymentPageOf(answer);
      onOrdered(answer, paymentPage !== null);
      if (paymentPage) view.location.assign(paymentPage);
      return { done: true };
    },
  });
  return (
    <form
      ref={form.formRef}
      method="post"
      className="jb-account__form"
      noValidate
      onSubmit={form.onSubmit}
      aria-busy={form.sending}
    >
      <OrderSelectField
        id={form.fieldId('payment_type_id')}
        name="payment_type_id"
        label={_(productsMessages.paymentType)}
        value={form.values.payment_type_id}
        options={paymentTypes.map((type) => ({ value: String(type.id), text: type.name }))}
        onChange={(value) => form.set('payment_type_id', value)}
        error={form.error('payment_type_id')}
      />
      {hidePoNumber ? null : (
        <AccountField
          id={form.fieldId('po_number')}
          name="po_number"
          label={`${_(productsMessages.poNumber)} ${_(productsMessages.optional)}`}
          autoComplete="off"
          maxLength={ORDER_MAX_LENGTHS.po_number}
          value={form.values.po_number}
          onChange={(value) => form.set('po_number', value)}
          error={form.error('po_number')}
          required={false}
        />
      )}
      <AccountSubmit
        failure={form.failure}
        sending={form.sending}
        previewed={form.previewed}
        label={_(productsMessages.submitOrder)}
        sendingLabel={_(productsMessages.ordering)}
      />
    </form>
  );
}
