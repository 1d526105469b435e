import { CheckOrder, EmployerOrder, PublicOrder } from '@jobboard/schema';
import { Hono } from 'hono';
import { emailTaken } from '../accounts/account-errors';
import type { AppEnv } from '../app-env';
import { requireRole } from '../auth/role-middleware';
import { boardMiddleware } from '../host/board-middleware';
import { linkRequestOf } from '../http/link-request';
import { employerOrdersRateLimit, isOrderCheck, ordersRateLimits } from '../http/rate-limit';
import { readJson } from '../http/read-json';
import { validate } from '../http/validate';
import { withoutEmptyFields } from '../http/without-empty-fields';
import { requestLocale } from '../locale/request-locale';
import { hasEmployerAccount } from '../orders/employer-account';
import { loadEmployerOrder } from '../orders/load-employer-order';
import { employerPaymentTypes } from '../orders/order-payment-type';
import { placeEmployerOrder } from '../orders/place-employer-order';
import { placePublicOrder } from '../orders/place-public-order';

/**
 * `POST /orders` of the public API (spec §7), for the board of the request's host. A body with
 * only `email` checks the address before ordering: an employer account's answers the spec's
 * existing-account error (code `validation.client_user_email` on `email`), any other
 * `{email, exists: false}`. The whole order form places an order (see {@link placePublicOrder})
 * and answers 201 with it.
 */
export function publicOrderRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // Limited before the board is looked up, as the login is: each order sends two mails.
  app.post('/orders', ...ordersRateLimits, boardMiddleware, async (c) => {
    const { db, mailer } = c.var.deps;
    const { board } = c.var;
    const body = await readJson(c);
    if (isOrderCheck(body)) {
      const { email } = validate(body, CheckOrder);
      if (await hasEmployerAccount(db, board.siteId, email)) throw emailTaken();
      return c.json({ data: { email, exists: false } });
    }
    const order = validate(withoutEmptyFields(body), PublicOrder);
    const placed = await placePublicOrder({ db, mailer }, board, order, linkRequestOf(c).locales);
    return c.json({ data: placed }, 201);
  });

  return app;
}

/**
 * The employer API's orders (spec §7): `GET /payment-types` (never the card provider, which
 * this server cannot take payments with: see {@link employerPaymentTypes}),
 * `POST /orders/product/{productId}` (see {@link placeEmployerOrder}) and `GET /orders/{id}`,
 * for a logged-in employer of the host's site.
 */
export function employerOrderRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/payment-types', boardMiddleware, requireRole('employer'), async (c) => {
    const data = await employerPaymentTypes(c.var.deps.db, c.var.board, requestLocale(c));
    return c.json({ data, total: data.length });
  });

  app.post(
    '/orders/product/:productId',
    employerOrdersRateLimit,
    boardMiddleware,
    requireRole('employer'),
    async (c) => {
      const { db, mailer } = c.var.deps;
      const order = validate(withoutEmptyFields(await readJson(c)), EmployerOrder);
      const rawId = c.req.param('productId');
      const placed = await placeEmployerOrder(
        { db, mailer },
        {
          board: c.var.board,
          userId: c.var.user.id,
          // A malformed id matches no product and is refused as one the board does not offer.
          productId: /^\d+$/.test(rawId) ? Number(rawId) : Number.NaN,
          order,
          locales: linkRequestOf(c).locales,
        },
      );
      return c.json({ data: placed }, 201);
    },
  );

  app.get('/orders/:id', boardMiddleware, requireRole('employer'), async (c) =>
    c.json({ data: await loadEmployerOrder(c.var.deps.db, c.var.user.id, c.req.param('id')) }),
  );

  return app;
}
