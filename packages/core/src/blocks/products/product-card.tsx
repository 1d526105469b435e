import type { Product } from '@jobboard/schema';
import type { ReactNode } from 'react';
import { useFormatters } from '../../format/use-formatters';
import { productsMessages } from '../../i18n/messages/products-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { benefitsFor } from './products-request';

export interface ProductCardProps {
  product: Product;
  popular: boolean;
  locale: string;
  /** The id of the product's name, which names the card. */
  nameId: string;
  /** The way to order it (a button, a link), or null for none. */
  action: ReactNode;
}

/** One product: its name, price (and former price), discount, run time, benefits and action. */
export function ProductCard({ product, popular, locale, nameId, action }: ProductCardProps) {
  const { _ } = useBoardI18n();
  const format = useFormatters();
  // The discount and run time, then the product's own selling points, as one list.
  const facts = [
    ...(product.discount
      ? [
          _(
            productsMessages.discount(
              // As stored, to one decimal (17.7 was '18% off').
              format.number(product.discount / 100, {
                style: 'percent',
                maximumFractionDigits: 1,
              }),
            ),
          ),
        ]
      : []),
    ...(product.duration ? [_(productsMessages.duration(product.duration))] : []),
    ...benefitsFor(product, locale),
  ];
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
      {action}
    </li>
  );
}
