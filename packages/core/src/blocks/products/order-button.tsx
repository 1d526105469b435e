import { type Product, TIMINGS } from '@jobboard/schema';
import { useContext, useEffect, useRef, useState } from 'react';
import { BlockLoadingError } from '../../blocks-runtime/block-loading-error';
import { BlockRuntimeReactContext } from '../../blocks-runtime/block-runtime-react-context';
import { productsMessages } from '../../i18n/messages/products-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { lazyModule, useLazyModule } from '../../shell/lazy-module';
import type { HiddenOrderField } from './public-order-values';

/** The dialog with the order forms: loaded when the visitor points at, focuses or presses Order. */
const orderDialog = lazyModule(() => import('./product-order-dialog'));

export interface OrderButtonProps {
  product: Product;
  buyer: 'guest' | 'employer';
  hiddenFields: readonly HiddenOrderField[];
  /** The id of the product's name, which tells the buttons of the products apart. */
  describedBy: string;
}

/**
 * A product's Order button and its dialog. The dialog's code loads on the way to the button (or
 * on the press; focus stays on the button until the dialog takes it); its texts are the block's
 * own catalog part, loaded with the block. A load that fails, or still runs after the time-out of
 * async parts (spec §8: 10 s), shows the loading-error text by the button; the next press loads
 * again.
 */
export function OrderButton({ product, buyer, hiddenFields, describedBy }: OrderButtonProps) {
  const { _ } = useBoardI18n();
  const onChunkError = useContext(BlockRuntimeReactContext)?.onChunkError;
  const [open, setOpen] = useState(false);
  const [primed, setPrimed] = useState(false);
  const [failed, setFailed] = useState(false);
  const pressed = useRef(false);
  pressed.current = open;
  const dialog = useLazyModule(orderDialog, primed || open, (error) => {
    setPrimed(false);
    setOpen(false);
    if (!pressed.current) return;
    setFailed(true);
    // A chunk a new deployment removed: the page reloads (at most once a minute).
    onChunkError?.(error);
  });
  const waiting = open && !dialog;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => {
      setPrimed(false);
      setOpen(false);
      setFailed(true);
    }, TIMINGS.asyncComponentTimeoutMs);
    return () => clearTimeout(timer);
  }, [waiting]);
  return (
    <>
      <button
        type="button"
        className="jb-button jb-product__action"
        aria-haspopup="dialog"
        aria-describedby={describedBy}
        aria-busy={waiting ? true : undefined}
        onClick={() => {
          setFailed(false);
          setOpen(true);
        }}
        onPointerEnter={() => setPrimed(true)}
        onFocus={() => setPrimed(true)}
      >
        {_(productsMessages.order)}
      </button>
      {failed ? <BlockLoadingError /> : null}
      {open && dialog ? (
        <dialog.ProductOrderDialog
          product={product}
          buyer={buyer}
          hiddenFields={hiddenFields}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
