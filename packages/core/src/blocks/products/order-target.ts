import type { Product } from '@jobboard/schema';

/** The ids an order names besides the form: the job board and the product on it. */
export interface OrderTarget {
  jobBoardId: number;
  /** The product's row on the job board (`product_job_board_id`). */
  productJobBoardId: number;
  productId: number;
}

/** The order's target for a product, or `null` when the product names no row on the board. */
export function orderTargetOf(product: Product, jobBoardId: number | null): OrderTarget | null {
  if (jobBoardId === null || product.product_job_board_id === undefined) return null;
  return {
    jobBoardId,
    productJobBoardId: product.product_job_board_id,
    productId: product.id,
  };
}
