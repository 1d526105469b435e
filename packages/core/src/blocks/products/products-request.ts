import type { BlockSettingsOf, Product } from '@jobboard/schema';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { createDataRequest } from '../../blocks-runtime/create-data-request';
import type { DataRequest } from '../../blocks-runtime/data-request';
import { jobBoardIdOf, requireJobBoardId } from '../shared/job-board-id';

/** The job board's products (`GET /job-boards/{id}/products`), as a data request. */
export function productsRequest(
  context: Pick<BlockContext, 'site' | 'config' | 'settings' | 'locale'>,
): DataRequest<Product[]> {
  const boardId = jobBoardIdOf(context);
  return createDataRequest('products', { boardId, locale: context.locale }, async (client) =>
    client.public.listProducts(await requireJobBoardId(boardId)),
  );
}

/** Whether a product is offered here (spec §7): active job postings without an external shop. */
function isOffered(product: Product): boolean {
  return product.active && product.product_type === 'job_posting' && !product.purchase_url;
}

/**
 * The products the block shows: the offered ones, only `selectedProducts` when it names any,
 * those named in `productsOrder` first in that order, the others after them in the API's order.
 */
export function shownProducts(
  products: readonly Product[],
  settings: Pick<BlockSettingsOf<'products'>, 'selectedProducts' | 'productsOrder'>,
): Product[] {
  const selected = new Set(settings.selectedProducts);
  const offered = products.filter(
    (product) => isOffered(product) && (selected.size === 0 || selected.has(product.id)),
  );
  const rank = (product: Product) => {
    const index = settings.productsOrder.indexOf(product.id);
    return index === -1 ? settings.productsOrder.length : index;
  };
  // Array.prototype.sort is stable: products of equal rank keep the API's order.
  return offered.sort((a, b) => rank(a) - rank(b));
}

/**
 * The product's selling points in the board's language (`lang` nl, en or en-US, ro). A damaged
 * entry (null, a text that is no text) is left out, not the whole list of products.
 */
export function benefitsFor(product: Product, locale: string): string[] {
  const language = locale.toLowerCase().split('-')[0];
  return (Array.isArray(product.benefits) ? product.benefits : [])
    .filter(
      (benefit) =>
        typeof benefit?.lang === 'string' &&
        typeof benefit.text === 'string' &&
        benefit.lang.toLowerCase().split('-')[0] === language,
    )
    .map((benefit) => benefit.text);
}
