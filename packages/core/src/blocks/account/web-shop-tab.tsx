import { useContext } from 'react';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { blocksRuntimeMessages } from '../../i18n/messages/blocks-runtime';
import { productsMessages } from '../../i18n/messages/products-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useBoardIdPrefix } from '../../shell/board-id';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { OrderButton } from '../products/order-button';
import { OrderOutcome } from '../products/order-outcome';
import { ORDER_RETURN_PARAM } from '../products/order-status-request';
import { orderTargetOf } from '../products/order-target';
import { ProductCard } from '../products/product-card';
import { productsRequest, shownProducts } from '../products/products-request';
import { productsStyles } from '../products/products-styles';
import { jobBoardIdOf } from '../shared/job-board-id';
import { SessionUserContext } from '../shared/session-role-context';

/** Every product the board offers, in the API's order: the products block's defaults. */
const ALL_PRODUCTS = { selectedProducts: [], productsOrder: [] };

export interface WebShopTabProps {
  context: BlockContext;
}

/**
 * The employer's web shop: the job posting products the board offers (as the products block
 * lists them), each with the employer's order dialog (payment type and PO number). Back from a
 * payment provider (`?order_id=`), how the order stands.
 */
export function WebShopTab({ context }: WebShopTabProps) {
  useScopedStyles('products', productsStyles);
  const { _ } = useBoardI18n();
  const user = useContext(SessionUserContext);
  const idPrefix = useBoardIdPrefix();
  const { data, error } = useBlockData(productsRequest(context));
  const jobBoardId = jobBoardIdOf(context);
  const returnedOrder = context.route.query.get(ORDER_RETURN_PARAM);
  const products = data ? shownProducts(data, ALL_PRODUCTS) : [];

  let content = (
    <p className="jb-products__notice" role="status" aria-busy="true">
      {_(blocksRuntimeMessages.loading)}
    </p>
  );
  if (error) {
    content = (
      <p className="jb-products__notice" role="alert">
        {_(productsMessages.productsFailed)}
      </p>
    );
  } else if (data && products.length === 0) {
    content = <p className="jb-products__notice">{_(productsMessages.noProducts)}</p>;
  } else if (data) {
    content = (
      <ul className="jb-products__list">
        {products.map((product) => {
          const nameId = `${idPrefix}jb-web-shop-${product.id}`;
          return (
            <ProductCard
              key={product.id}
              product={product}
              popular={false}
              locale={context.locale}
              nameId={nameId}
              action={
                orderTargetOf(product, jobBoardId) === null ? null : (
                  <OrderButton product={product} buyer="employer" hiddenFields={[]} />
                )
              }
            />
          );
        })}
      </ul>
    );
  }
  return (
    <div className="jb-products jb-products--cards">
      {user && returnedOrder ? <OrderOutcome userUuid={user.uuid} orderId={returnedOrder} /> : null}
      {content}
    </div>
  );
}
