import type { BlockSettingsOf, Product } from '@jobboard/schema';
import { type ReactNode, useContext } from 'react';
import type { BlockModule } from '../../blocks-runtime/block-module';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { withCatalogPart } from '../../blocks-runtime/with-catalog-part';
import type { CatalogPart } from '../../i18n/load-catalog-part';
import { blocksRuntimeMessages } from '../../i18n/messages/blocks-runtime';
import { productsMessages } from '../../i18n/messages/products-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useBoardIdPrefix } from '../../shell/board-id';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { jobBoardIdOf } from '../shared/job-board-id';
import { pageLinkHref } from '../shared/page-link';
import { SessionRoleContext, SessionUserContext } from '../shared/session-role-context';
import { OrderButton } from './order-button';
import { OrderOutcome } from './order-outcome';
import { ORDER_RETURN_PARAM } from './order-status-request';
import { orderTargetOf } from './order-target';
import { ProductCard } from './product-card';
import { productsRequest, shownProducts } from './products-request';
import { productsStyles } from './products-styles';

type Settings = BlockSettingsOf<'products'>;
type Module = BlockModule<Settings>;

export const requests: NonNullable<Module['requests']> = (_settings, context) => [
  productsRequest(context),
];

/**
 * The job posting products employers can order (spec: active, of type job_posting, without a
 * purchase_url), chosen and ordered by the block's settings, as cards or a list, the most popular
 * one marked. A guest orders in the order dialog, or is led to registration when the block says
 * `redirectToRegister`; a logged-in employer orders in a shorter dialog and may come back from
 * the payment provider to a notice of how the payment went; a candidate is told that ordering
 * needs an employer account. In the editor the dialog opens but sends nothing.
 */
const Block: Module['component'] = ({ settings, context }) => {
  useScopedStyles('products', productsStyles);
  const { _ } = useBoardI18n();
  const role = useContext(SessionRoleContext);
  const user = useContext(SessionUserContext);
  const idPrefix = useBoardIdPrefix();
  const { data, error } = useBlockData(productsRequest(context));
  const products = data ? shownProducts(data, settings) : [];
  const hiddenFields = settings.hiddenOrderFields;
  const registerHref = pageLinkHref(context, 'p-register', { query: { role: 'employer' } });
  const jobBoardId = jobBoardIdOf(context);
  const returnedOrder = context.route.query.get(ORDER_RETURN_PARAM);
  const action = (product: Product): ReactNode => {
    const orderable = orderTargetOf(product, jobBoardId) !== null;
    if (role === 'candidate') return null;
    if (role === 'employer') {
      return orderable ? (
        <OrderButton product={product} buyer="employer" hiddenFields={hiddenFields} />
      ) : null;
    }
    if (orderable && !hiddenFields.includes('redirectToRegister')) {
      return <OrderButton product={product} buyer="guest" hiddenFields={hiddenFields} />;
    }
    // Nowhere to go from the editor's preview.
    return registerHref !== null && !context.editor ? (
      <a className="jb-button jb-button--primary jb-product__action" href={registerHref}>
        {_(productsMessages.registerToOrder)}
      </a>
    ) : null;
  };

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
          const nameId = `${idPrefix}jb-product-${product.id}`;
          return (
            <ProductCard
              key={product.id}
              product={product}
              popular={product.id === settings.mostPopular}
              locale={context.locale}
              nameId={nameId}
              action={action(product)}
            />
          );
        })}
      </ul>
    );
  }

  return (
    <section className={`jb-products jb-products--${settings.layout}`}>
      <div className="jb-contained">
        {settings.title || settings.subtitle ? (
          <header className="jb-products__header">
            {settings.title ? <h2 className="jb-products__title">{settings.title}</h2> : null}
            {settings.subtitle ? (
              <p className="jb-products__subtitle">{settings.subtitle}</p>
            ) : null}
          </header>
        ) : null}
        {role === 'employer' && user && returnedOrder ? (
          <OrderOutcome userUuid={user.uuid} orderId={returnedOrder} />
        ) : null}
        {role === 'candidate' ? (
          <p className="jb-products__note">
            {_(productsMessages.candidateNote)}
            {registerHref !== null ? ' ' : null}
            {registerHref !== null ? (
              <a href={registerHref}>{_(productsMessages.registerAsEmployer)}</a>
            ) : null}
          </p>
        ) : null}
        {content}
      </div>
    </section>
  );
};

export const component: Module['component'] = withCatalogPart('account', Block);

/** The products' texts are in the account pages' catalog part. */
export const catalogPart: CatalogPart = 'account';

/** The block type's catalogue entry: loaded with the component, in the same chunk. */
export { productsBlock as definition } from '@jobboard/schema';
