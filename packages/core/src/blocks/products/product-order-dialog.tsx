import type { Product } from '@jobboard/schema';
import { useFormatters } from '../../format/use-formatters';
import { productsMessages } from '../../i18n/messages/products-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { accountFormStyles } from '../shared/account-form/account-form-styles';
import { FormDialog } from '../shared/form-dialog/form-dialog';
import { EmployerOrderForm } from './employer-order-form';
import { orderDialogStyles } from './products-styles';
import { PublicOrderForm } from './public-order-form';
import type { HiddenOrderField } from './public-order-values';

export interface ProductOrderDialogProps {
  product: Product;
  /** Who orders: a guest fills in the whole form, a logged-in employer the payment only. */
  buyer: 'guest' | 'employer';
  hiddenFields: readonly HiddenOrderField[];
  onClose: () => void;
}

/**
 * The order dialog of a product (a chunk of its own with the forms, loaded when the visitor heads
 * for the order button), mounted while open: the shared form dialog (modal, focus kept inside
 * and given back, the question before closing a filled-in form) titled with the product and its
 * price, around the account forms' fields.
 */
export function ProductOrderDialog({
  product,
  buyer,
  hiddenFields,
  onClose,
}: ProductOrderDialogProps) {
  const { _ } = useBoardI18n();
  const format = useFormatters();
  useScopedStyles('account-form', accountFormStyles);
  useScopedStyles('products-order-dialog', orderDialogStyles);
  return (
    <FormDialog
      title={_(productsMessages.orderTitle(product.name, format.currency(product.price)))}
      closeQuestion={productsMessages}
      onClose={onClose}
      className={`jb-order-dialog jb-order-dialog--${buyer}`}
      bodyClassName="jb-account"
    >
      {(placed) =>
        buyer === 'employer' ? (
          <EmployerOrderForm
            product={product}
            hidePoNumber={hiddenFields.includes('po_number')}
            onPlaced={placed}
          />
        ) : (
          <PublicOrderForm product={product} hiddenFields={hiddenFields} onPlaced={placed} />
        )
      }
    </FormDialog>
  );
}
