import { type JobUpsellOffer, JobUpsellOrder, type RunningJobUpsell } from '@jobboard/schema';
import { type Expression, sql } from 'kysely';
import { BOUGHT_ORDER_STATUSES } from '../clients/client-balances';
import type { Db, JobRow, LocalizedNames } from '../db/database';
import type { Board } from '../host/resolve-board';
import { ApiError, notFound } from '../http/api-error';
import { validate } from '../http/validate';
import { withoutEmptyFields } from '../http/without-empty-fields';
import type { Mailer } from '../mail/index';
import { insertOrder } from '../orders/insert-order';
import { localizedName } from '../orders/localized-name';
import { chosenPaymentType, defaultPaymentType } from '../orders/order-payment-type';
import { fieldRefusal, isSerialId, PRODUCT_NOT_OFFERED } from '../orders/order-refusals';
import { orderingUser } from '../orders/place-employer-order';
import { sendOrderMails } from '../orders/send-order-mails';
import type { JobOwner } from './job-fields';
import { isOnline } from './job-online';

/** The product types sold as a job's up-sell. */
const UPSELL_PRODUCT_TYPES = ['jobUpSell'];

/** A job that is not public now (a draft, paused, expired, not yet started or deleted one). */
export const UPSELL_JOB_NOT_ONLINE = 'Only a published job that is online can get an upsell.';
/** The job has a running up-sell of the product already. */
export const UPSELL_ALREADY_RUNNING = 'This upsell is already running for this job.';

/** An up-sell product as the board offers it, with its names per locale (see `localizedName`). */
type UpsellProduct = Omit<JobUpsellOffer, 'running'> & { names: LocalizedNames };

/**
 * The board's up-sell products: its `product_job_boards` offers of active `jobUpSell` products
 * without an external purchase URL (as `GET /job-boards/{id}/products` offers job postings).
 */
function offeredUpsells(db: Db, jobBoardId: number) {
  return db
    .selectFrom('product_job_boards')
    .innerJoin('products', 'products.id', 'product_job_boards.product_id')
    .select([
      'products.id as product_id',
      'product_job_boards.id as product_job_board_id',
      'products.name',
      'products.names',
      'products.price',
      'products.duration',
    ])
    .where('product_job_boards.job_board_id', '=', jobBoardId)
    .where('products.active', '=', true)
    .where('products.product_type', 'in', UPSELL_PRODUCT_TYPES)
    .where((eb) =>
      eb.or([eb('products.purchase_url', 'is', null), eb('products.purchase_url', '=', '')]),
    );
}

/**
 * An up-sell runs while its `till` is in the future (without a `till` it never ends) and its
 * order is bought (`BOUGHT_ORDER_STATUSES`, or paid at some time): one whose payment failed or
 * that an administrator cancelled does not run, and the product can be ordered again.
 */
const runningNow = sql<boolean>`((job_upsells.till is null or job_upsells.till > now())
  and exists (select 1 from orders where orders.id = job_upsells.order_id
    and (orders.status in (${sql.join(BOUGHT_ORDER_STATUSES)}) or orders.paid_at is not null)))`;

/** The offer as answered: named in `locale`, its names per locale kept internal. */
function toOffer(
  product: UpsellProduct,
  locale: string,
  running: RunningJobUpsell | null,
): JobUpsellOffer {
  return {
    product_id: product.product_id,
    product_job_board_id: product.product_job_board_id,
    name: localizedName(product, locale),
    price: product.price,
    duration: product.duration,
    running,
  };
}

function toRunning(row: { order_id: number; created_at: Date; till: Date | null }) {
  return {
    order_id: row.order_id,
    created_at: new Date(row.created_at).toISOString(),
    till: row.till === null ? null : new Date(row.till).toISOString(),
  } satisfies RunningJobUpsell;
}

/**
 * `GET /jobs/{id}/up-sell`: every up-sell product the job's board offers, by price then id,
 * named in `locale` (the request's), each with the job's running purchase of it (the latest),
 * else `running: null`.
 */
export async function listJobUpsells(
  db: Db,
  job: JobRow,
  locale: string,
): Promise<JobUpsellOffer[]> {
  const offers = await offeredUpsells(db, job.job_board_id)
    .orderBy('products.price')
    .orderBy('products.id')
    .orderBy('product_job_boards.id')
    .execute();
  if (offers.length === 0) return [];
  const rows = await db
    .selectFrom('job_upsells')
    .select(['product_id', 'order_id', 'created_at', 'till'])
    .where('job_id', '=', job.id)
    .where(
      'product_id',
      'in',
      offers.map((offer) => offer.product_id),
    )
    .where(runningNow)
    .orderBy('id', 'desc')
    .execute();
  const running = new Map<number, RunningJobUpsell>();
  for (const row of rows) {
    if (!running.has(row.product_id)) running.set(row.product_id, toRunning(row));
  }
  return offers.map((offer) => toOffer(offer, locale, running.get(offer.product_id) ?? null));
}

/** The body of `POST /jobs/{id}/up-sell`: empty optional fields count as not given. */
export function readJobUpsellOrder(body: Record<string, unknown>): JobUpsellOrder {
  return validate(withoutEmptyFields(body), JobUpsellOrder);
}

function assertOnline(job: Pick<JobRow, 'status' | 'from_at' | 'till_at'>): void {
  if (!isOnline(job, new Date())) throw fieldRefusal('job', UPSELL_JOB_NOT_ONLINE);
}

/** The up-sell product an order names, when the board offers it; else a 400 on `product_id`. */
async function findOfferedUpsell(
  db: Db,
  jobBoardId: number,
  order: JobUpsellOrder,
): Promise<UpsellProduct> {
  if (!isSerialId(order.product_id) || !isSerialId(order.product_job_board_id)) {
    throw fieldRefusal('product_id', PRODUCT_NOT_OFFERED);
  }
  const row = await offeredUpsells(db, jobBoardId)
    .where('product_job_boards.id', '=', order.product_job_board_id)
    .where('product_job_boards.product_id', '=', order.product_id)
    .executeTakeFirst();
  if (!row) throw fieldRefusal('product_id', PRODUCT_NOT_OFFERED);
  return row;
}

/**
 * `POST /jobs/{id}/up-sell`: buys an up-sell product for a job of the owner's client. The job
 * must be online (400 on `job`), the product an up-sell the board offers (400 on `product_id`)
 * and not running for the job already (409). The payment type is the one named (the card
 * provider and types the board does not offer refused as for every order), else the board's
 * invoice type. In one transaction, the job row locked so two purchases cannot both pass the
 * check: the open order at the product's price (its payload names the job), the `job_upsells`
 * row (ending after the product's duration in days, or never) and the job's `upsold_till`,
 * which lifts it in searches with `upsells`. Then the order is mailed as every order is (the
 * product named in each mail's language), and the answer is the product's offer, named in
 * `locale` (the request's), with its running purchase.
 */
export async function buyJobUpsell(
  deps: { db: Db; mailer: Mailer },
  input: {
    board: Board;
    owner: JobOwner;
    userId: number;
    job: JobRow;
    order: JobUpsellOrder;
    /** The request's locale, the answer's product is named in. */
    locale: string;
    /** The locales the request asks for, the buyer's mail is written in the first offered. */
    locales: readonly string[];
  },
): Promise<JobUpsellOffer> {
  const { db } = deps;
  const { board, owner, job, order } = input;
  assertOnline(job);
  const product = await findOfferedUpsell(db, board.jobBoardId, order);
  const paymentType =
    order.payment_type_id === undefined
      ? await defaultPaymentType(db, board.jobBoardId)
      : await chosenPaymentType(db, board.jobBoardId, order.payment_type_id);
  const user = await orderingUser(db, input.userId);

  const running = await db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('jobs')
      .select(['status', 'from_at', 'till_at'])
      .where('id', '=', job.id)
      .forUpdate()
      .executeTakeFirst();
    if (!locked || locked.status === 'deleted') throw notFound('Job');
    assertOnline(locked);
    const current = await trx
      .selectFrom('job_upsells')
      .select('id')
      .where('job_id', '=', job.id)
      .where('product_id', '=', product.product_id)
      .where(runningNow)
      .executeTakeFirst();
    if (current) throw new ApiError(409, UPSELL_ALREADY_RUNNING);
    const stored = await insertOrder(trx, {
      jobBoardId: board.jobBoardId,
      productJobBoardId: product.product_job_board_id,
      amount: product.price,
      email: user.email,
      poNumber: order.po_number ?? null,
      paymentTypeId: paymentType?.id ?? null,
      clientId: owner.client.id,
      userId: input.userId,
      organisationId: job.organisation_id,
      payload: { job_id: job.id },
    });
    // now() is the transaction's start, so the row and the job get the same end. Days of 24
    // hours, as a job's publication runs, whatever the session's time zone does meanwhile.
    const till: Expression<Date | null> =
      product.duration === null
        ? sql<null>`null`
        : sql<Date>`now() + ${product.duration}::int * interval '24 hours'`;
    const row = await trx
      .insertInto('job_upsells')
      .values({
        job_id: job.id,
        order_id: stored.id,
        product_id: product.product_id,
        till,
      })
      .returning(['order_id', 'created_at', 'till'])
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('jobs')
      .set({
        upsold_till: sql<Date>`greatest(coalesce(jobs.upsold_till, now()),
          coalesce(${till}, 'infinity'::timestamptz))`,
      })
      .where('id', '=', job.id)
      .execute();
    return { orderId: stored.id, running: toRunning(row) };
  });

  // The mails tell which job to lift, after the product's name in each mail's language.
  const withJob = (name: string) => `${name} – ${job.title}`;
  await sendOrderMails(deps, board, input.locales, {
    orderId: running.orderId,
    productName: withJob(product.name),
    productNames: Object.fromEntries(
      Object.entries(product.names ?? {})
        .filter(([, name]) => name.trim() !== '')
        .map(([code, name]) => [code, withJob(name.trim())]),
    ),
    amount: product.price,
    poNumber: order.po_number,
    paymentType: paymentType?.name,
    paymentTypeNames: paymentType?.names,
    company: owner.client.name,
    contactName: user.contactName,
    email: user.email,
    invoiceEmail: owner.client.invoiceEmail ?? undefined,
  });
  return toOffer(product, input.locale, running.running);
}
