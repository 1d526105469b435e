import type { Product } from '@jobboard/schema';
import { BlockLoadingError } from '../../blocks-runtime/block-loading-error';
import { productsMessages } from '../../i18n/messages/products-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { lazyModule } from '../../shell/lazy-module';
import { useLazyDialog } from '../shared/form-dialog/use-lazy-dialog';
import type { HiddenOrderField } from './public-order-values';

/** The dialog with the order forms: loaded when the visitor points at, focuses or presses Order. */
const orderDialog = lazyModule(() => import('./product-order-dialog'));

export interface OrderButtonProps {
  product: Product;
  buyer: 'guest' | 'employer';
  hiddenFields: readonly HiddenOrderField[];
}

/**
 * A product's Order button and its dialog, a lazy dialog: its code loads on the way to the
 * button; its texts are the block's own catalog part (`account`), loaded with the block. A load
 * that fails shows the loading-error text by the button; the next press loads again.
 */
export function OrderButton({ product, buyer, hiddenFields }: OrderButtonProps) {
  const { _ } = useBoardI18n();
  const { dialog, waiting, failed, buttonEvents, close } = useLazyDialog(orderDialog, 'account');
  return (
    <>
      <button
        type="button"
        className="jb-button jb-product__action"
        aria-haspopup="dialog"
        aria-busy={waiting ? true : undefined}
        {...buttonEvents}
      >
        {/*
          The product's name, hidden, tells the buttons apart by their names ('Order Basis'),
          which begin with the text seen on them (WCAG 2.5.3 Label in Name).
        */}
        {_(productsMessages.order)}
        <span className="jb-visually-hidden"> {product.name}</span>
      </button>
      {failed ? <BlockLoadingError /> : null}
      {dialog ? (
        <dialog.ProductOrderDialog
          product={product}
          buyer={buyer}
          hiddenFields={hiddenFields}
          onClose={close}
        />
      ) : null}
    </>
  );
}
