import { useEffect, useRef } from 'react';
import { productsMessages } from '../../i18n/messages/products-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';

export interface OrderPlacedProps {
  orderId: number;
  /** The employer registration page, for a guest's next order; null for none. */
  registerHref: string | null;
}

/**
 * The thanks in place of the order form, with the order number. Focused, so the news is read
 * where the form was.
 */
export function OrderPlaced({ orderId, registerHref }: OrderPlacedProps) {
  const { _ } = useBoardI18n();
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    element.current?.focus();
  }, []);
  return (
    <div ref={element} className="jb-order-placed" role="status" tabIndex={-1}>
      <h3 className="jb-order-placed__title">{_(productsMessages.orderPlacedTitle)}</h3>
      <p>{_(productsMessages.orderNumber(orderId))}</p>
      {registerHref ? (
        <p>
          {_(productsMessages.confirmationMailed)}{' '}
          <a href={registerHref}>{_(productsMessages.registerAsEmployer)}</a>
        </p>
      ) : null}
    </div>
  );
}
