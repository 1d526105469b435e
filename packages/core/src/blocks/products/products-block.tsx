import type { BlockSettingsOf, Product } from '@jobboard/schema';
import { useContext } from 'react';
import type { BlockModule } from '../../blocks-runtime/block-module';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { withCatalogPart } from '../../blocks-runtime/with-catalog-part';
import { useFormatters } from '../../format/use-formatters';
import type { CatalogPart } from '../../i18n/load-catalog-part';
import { blocksRuntimeMessages } from '../../i18n/messages/blocks-runtime';
import { productsMessages } from '../../i18n/messages/products-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { pageLinkHref } from '../shared/page-link';
import { SessionRoleContext } from '../shared/session-role-context';
import { benefitsFor, productsRequest, shownProducts } from './products-request';
import { productsStyles } from './products-styles';

type Settings = BlockSettingsOf<'products'>;
type Module = BlockModule<Settings>;

export const requests: NonNullable<Module['requests']> = (_settings, context) => [
  productsRequest(context),
];

interface ProductCardProps {
  product: Product;
  popular: boolean;
  locale: string;
  /** Where a guest goes to order (the registration page), or null for none. */
  orderHref: string | null;
}

function ProductCard({ product, popular, locale, orderHref }: ProductCardProps) {
  const { _ } = useBoardI18n();
  const format = useFormatters();
  // The discount and run time, then the product's own selling points, as one list.
  const facts = [
    ...(product.discount
      ? [_(productsMessages.discount(format.number(product.discount / 100, { style: 'percent' })))]
      : []),
    ...(product.duration ? [_(productsMessages.duration(product.duration))] : []),
    ...benefitsFor(product, locale),
  ];
  const nameId = `jb-product-${product.id}`;
  const was =
    product.full_price != null && product.full_price > product.price ? product.full_price : null;
  return (
    <li className={`jb-product${popular ? ' jb-product--popular' : ''}`} aria-labelledby={nameId}>
      <h3 className="jb-product__name" id={nameId}>
        {product.name}
      </h3>
      {popular ? (
        <span className="jb-product__badge">{_(productsMessages.mostPopular)}</span>
      ) : null}
      <p className="jb-product__price">
        {format.currency(product.price)}
        {/* A space, so the prices do not run together when read out. */}
        {was !== null ? ' ' : null}
        {was !== null ? (
          <s className="jb-product__was">
            {_(productsMessages.originalPrice(format.currency(was)))}
          </s>
        ) : null}
      </p>
      {facts.length > 0 ? (
        <ul className="jb-product__facts">
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      ) : null}
      {orderHref !== null ? (
        <a className="jb-button jb-button--primary jb-product__action" href={orderHref}>
          {_(productsMessages.registerToOrder)}
        </a>
      ) : null}
    </li>
  );
}

/**
 * The job posting products employers can order (spec: active, of type job_posting, without a
 * purchase_url), chosen and ordered by the block's settings, as cards or a list, the most popular
 * one marked. A guest is led to the registration page to order; the order form itself (the
 * orders calls) is not built yet, so a logged-in user sees the products only.
 */
const Block: Module['component'] = ({ settings, context }) => {
  useScopedStyles('products', productsStyles);
  const { _ } = useBoardI18n();
  const role = useContext(SessionRoleContext);
  const { data, error } = useBlockData(productsRequest(context));
  const products = data ? shownProducts(data, settings) : [];
  const orderHref =
    role === 'guest' && !context.editor
      ? pageLinkHref(context, 'p-register', { query: { role: 'employer' } })
      : null;

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
        {products.map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            popular={product.id === settings.mostPopular}
            locale={context.locale}
            orderHref={orderHref}
          />
        ))}
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
