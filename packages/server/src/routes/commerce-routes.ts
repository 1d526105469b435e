import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { CARD_PROVIDER, publicPaymentType } from '../config/load-site-config';
import { boardMiddleware } from '../host/board-middleware';
import { loadJobBoard } from '../jobs/load-job-board';
import { requestLocale } from '../locale/request-locale';
import { localizedName } from '../orders/localized-name';

/**
 * Job posting products of a board and the payment types shown publicly, named in the request's
 * locale.
 */
export function commerceRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // Shown: active job posting products without an external purchase_url (spec §7).
  // `names` stays internal: `name` is the request locale's (see localizedName).
  app.get('/job-boards/:id/products', async (c) => {
    const { db } = c.var.deps;
    const board = await loadJobBoard(db, c.req.param());
    const rows = await db
      .selectFrom('products')
      .innerJoin('product_job_boards', 'product_job_boards.product_id', 'products.id')
      .selectAll('products')
      .select('product_job_boards.id as product_job_board_id')
      .where('product_job_boards.job_board_id', '=', board.id)
      .where('products.active', '=', true)
      .where('products.product_type', '=', 'job_posting')
      .where((eb) =>
        eb.or([eb('products.purchase_url', 'is', null), eb('products.purchase_url', '=', '')]),
      )
      .orderBy('product_job_boards.order')
      .orderBy('products.price')
      .execute();
    const locale = requestLocale(c);
    const data = rows.map((row) => ({
      id: row.id,
      name: localizedName(row, locale),
      price: row.price,
      active: row.active,
      product_type: row.product_type,
      purchase_url: row.purchase_url,
      benefits: row.benefits,
      duration: row.duration,
      discount: row.discount,
      full_price: row.full_price,
      product_job_board_id: row.product_job_board_id,
    }));
    return c.json({ data, total: data.length });
  });

  app.get('/payment-types', boardMiddleware, async (c) => {
    const rows = await c.var.deps.db
      .selectFrom('payment_types')
      .selectAll()
      .where('job_board_id', '=', c.var.board.jobBoardId)
      .where('active', '=', true)
      .where('third_party', '!=', CARD_PROVIDER)
      .orderBy('id')
      .execute();
    const locale = requestLocale(c);
    const data = rows.map((row) => publicPaymentType(row, locale));
    return c.json({ data, total: data.length });
  });

  return app;
}
