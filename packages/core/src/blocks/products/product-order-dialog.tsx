import type { Product } from '@jobboard/schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFormatters } from '../../format/use-formatters';
import { productsMessages } from '../../i18n/messages/products-messages';
import { shellMessages } from '../../i18n/messages/shell-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useBoardId } from '../../shell/board-id';
import { useDialogFocus } from '../../shell/use-dialog-focus';
import { useScrollLock } from '../../shell/use-scroll-lock';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { applyModalStyles } from '../job-details/apply-modal-styles';
import { accountFormStyles } from '../shared/account-form/account-form-styles';
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
 * for the order button), mounted while open: modal, labelled by its title naming the product and
 * its price, focus kept inside and given back to the order button on close; Escape and the close
 * button close it. Once something is filled in and not sent, closing asks first (builder.md §5:
 * modals confirm before close), as the apply dialog does, whose frame and styles it shares.
 */
export function ProductOrderDialog({
  product,
  buyer,
  hiddenFields,
  onClose,
}: ProductOrderDialogProps) {
  const { _ } = useBoardI18n();
  const format = useFormatters();
  useScopedStyles('job-details-apply-modal', applyModalStyles);
  useScopedStyles('account-form', accountFormStyles);
  useScopedStyles('products-order-dialog', orderDialogStyles);
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const keepEditing = useRef<HTMLButtonElement>(null);
  const titleId = useBoardId();
  const confirmId = useBoardId();
  // Filled in (any input or change in the form) and not yet sent.
  const unsent = useRef(false);
  const [confirming, setConfirming] = useState(false);
  // Where the visitor was when the question came up: keeping on editing goes back there.
  const editing = useRef<HTMLElement | null>(null);
  const requestClose = () => {
    if (confirming) {
      setConfirming(false);
    } else if (unsent.current) {
      const root = dialog.current?.getRootNode() as Document | ShadowRoot | undefined;
      editing.current = root?.activeElement instanceof HTMLElement ? root.activeElement : null;
      setConfirming(true);
    } else {
      onClose();
    }
  };
  const { onKeyDown } = useDialogFocus(dialog, requestClose);
  useScrollLock(dialog);
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) {
      asked.current = true;
      keepEditing.current?.focus();
    } else if (asked.current) {
      // The question is gone: back to the field (once the form is no longer inert), or to the
      // close button when the field went (an order placed meanwhile) or was the close button.
      asked.current = false;
      const field = editing.current;
      editing.current = null;
      (field?.isConnected && dialog.current?.contains(field)
        ? field
        : closeButton.current
      )?.focus();
    }
  }, [confirming]);
  const placed = useCallback(() => {
    unsent.current = false;
    setConfirming(false);
  }, []);
  const touched = () => {
    unsent.current = true;
  };
  return (
    <div className="jb-apply-modal__backdrop">
      <div
        ref={dialog}
        className={`jb-apply-modal jb-order-dialog jb-order-dialog--${buyer}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="jb-apply-modal__header">
          <h2 id={titleId} className="jb-apply-modal__title">
            {_(productsMessages.orderTitle(product.name, format.currency(product.price)))}
          </h2>
          <button
            ref={closeButton}
            type="button"
            className="jb-apply-modal__close"
            aria-label={_(shellMessages.close)}
            onClick={requestClose}
            inert={confirming}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {confirming ? (
          <div
            className="jb-apply-modal__confirm"
            role="alertdialog"
            aria-labelledby={confirmId}
            aria-describedby={`${confirmId}-text`}
          >
            <p id={confirmId} className="jb-apply-modal__confirm-title">
              {_(productsMessages.confirmCloseTitle)}
            </p>
            <p id={`${confirmId}-text`}>{_(productsMessages.confirmCloseText)}</p>
            <div className="jb-apply-modal__confirm-actions">
              <button ref={keepEditing} type="button" className="jb-button" onClick={requestClose}>
                {_(productsMessages.keepEditing)}
              </button>
              <button type="button" className="jb-button jb-button--secondary" onClick={onClose}>
                {_(productsMessages.closeForm)}
              </button>
            </div>
          </div>
        ) : null}
        {/* While the question is open it is all there is: the form can be neither reached nor
            changed until the visitor answers. */}
        <div className="jb-account" onInput={touched} onChange={touched} inert={confirming}>
          {buyer === 'employer' ? (
            <EmployerOrderForm
              product={product}
              hidePoNumber={hiddenFields.includes('po_number')}
              onPlaced={placed}
            />
          ) : (
            <PublicOrderForm product={product} hiddenFields={hiddenFields} onPlaced={placed} />
          )}
        </div>
      </div>
    </div>
  );
}
