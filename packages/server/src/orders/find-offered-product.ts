import type { Db, LocalizedNames } from '../db/database';
import type { Board } from '../host/resolve-board';
import {
  fieldRefusal,
  isSerialId,
  JOB_BOARD_NOT_THIS_SITE,
  PRODUCT_NOT_OFFERED,
} from './order-refusals';

/** A product as an order buys it. */
export interface OfferedProduct {
  productId: number;
  productJobBoardId: number;
  name: string;
  /** The name per locale, for the order mails (see `localizedName`). */
  names: LocalizedNames;
  price: number;
}

/** The order's `job_board_id` must be the board of the request's host; else a 400 on it. */
export function assertOrderBoard(board: Board, jobBoardId: number): void {
  if (jobBoardId !== board.jobBoardId) throw fieldRefusal('job_board_id', JOB_BOARD_NOT_THIS_SITE);
}

/**
 * The product an order names, when the board offers it as `GET /job-boards/{id}/products`
 * lists it (spec §7): `productJobBoardId` is a `product_job_boards` row of the board for
 * `productId`, and the product is active, a job posting and has no external purchase_url.
 * Anything else is a 400 with the error on `product_id`.
 */
export async function findOfferedProduct(
  db: Db,
  wanted: { jobBoardId: number; productJobBoardId: number; productId: number },
): Promise<OfferedProduct> {
  if (!isSerialId(wanted.productJobBoardId) || !isSerialId(wanted.productId)) {
    throw fieldRefusal('product_id', PRODUCT_NOT_OFFERED);
  }
  const row = await db
    .selectFrom('product_job_boards')
    .innerJoin('products', 'products.id', 'product_job_boards.product_id')
    .select([
      'products.id as productId',
      'product_job_boards.id as productJobBoardId',
      'products.name',
      'products.names',
      'products.price',
    ])
    .where('product_job_boards.id', '=', wanted.productJobBoardId)
    .where('product_job_boards.job_board_id', '=', wanted.jobBoardId)
    .where('product_job_boards.product_id', '=', wanted.productId)
    .where('products.active', '=', true)
    .where('products.product_type', '=', 'job_posting')
    .where((eb) =>
      eb.or([eb('products.purchase_url', 'is', null), eb('products.purchase_url', '=', '')]),
    )
    .executeTakeFirst();
  if (!row) throw fieldRefusal('product_id', PRODUCT_NOT_OFFERED);
  return row;
}
