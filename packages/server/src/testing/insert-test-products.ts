import type { Db } from '../db/database';

/** A product and the board's offer of it (`product_job_boards`), as an order names them. */
export interface TestOffer {
  product: number;
  offer: number;
}

export interface TestProduct {
  name: string;
  price: number;
  /** @default 'job_posting' */
  type?: string;
  /** Days an order runs; null without an end. @default 30 */
  duration?: number | null;
  /** @default true */
  active?: boolean;
  /** An external purchase URL (such a product is not ordered on the board). */
  url?: string;
}

/** Inserts a product offered by the job board, for the order and up-sell tests. */
export async function insertTestProduct(
  db: Db,
  jobBoardId: number,
  product: TestProduct,
): Promise<TestOffer> {
  const row = await db
    .insertInto('products')
    .values({
      name: product.name,
      price: product.price,
      active: product.active ?? true,
      product_type: product.type ?? 'job_posting',
      purchase_url: product.url ?? null,
      benefits: '[]',
      duration: product.duration === undefined ? 30 : product.duration,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const offer = await db
    .insertInto('product_job_boards')
    .values({ product_id: row.id, job_board_id: jobBoardId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { product: row.id, offer: offer.id };
}

/** Inserts a payment type of the job board (`third_party` such as invoice or stripe). */
export async function insertTestPaymentType(
  db: Db,
  jobBoardId: number,
  name: string,
  thirdParty: string,
  active = true,
): Promise<number> {
  const row = await db
    .insertInto('payment_types')
    .values({ job_board_id: jobBoardId, name, third_party: thirdParty, active })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
