import type { SubscriptionEntry, Subscriptions } from '@jobboard/schema';
import type { Db } from '../db/database';
import { localizedName } from '../orders/localized-name';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The order statuses that count as bought. Orders are stored `order` (open, to be invoiced):
 * invoice (pay later) is the built-in payment type, so an invoice order is bought when placed.
 * `paid` and any order with a `paid_at` count too; any other status (one an administrator set,
 * such as `cancelled`) does not.
 */
export const BOUGHT_ORDER_STATUSES = ['order', 'paid'] as const;

/** The product types the balances list; a slot holds one job. */
export type BalanceType = 'contract' | 'slot';

/** `GET client/dashboard` without the client side's `loaded` flag. */
export type ClientDashboard = Omit<Subscriptions, 'loaded'>;

/** `GET /client/credits-balance`: the client's `credits` column. */
export async function loadCreditsBalance(db: Db, clientId: number): Promise<number> {
  const row = await db
    .selectFrom('clients')
    .select('credits')
    .where('id', '=', clientId)
    .executeTakeFirstOrThrow();
  return row.credits;
}

/**
 * The client's bought ({@link BOUGHT_ORDER_STATUSES}) orders of the product types given, with
 * their product, and for a slot the job in it (`jobs.slot_order_id`, one job at most).
 */
export function boughtOrdersOf(db: Db, clientId: number, types: readonly BalanceType[]) {
  return db
    .selectFrom('orders')
    .innerJoin('product_job_boards', 'product_job_boards.id', 'orders.product_job_board_id')
    .innerJoin('products', 'products.id', 'product_job_boards.product_id')
    .leftJoin('jobs', 'jobs.slot_order_id', 'orders.id')
    .select([
      'orders.id',
      'orders.created_at',
      'products.name',
      'products.names',
      'products.product_type',
      'products.duration',
      'jobs.id as job_id',
    ])
    .where('orders.client_id', '=', clientId)
    .where('products.product_type', 'in', [...types])
    .where((eb) =>
      eb.or([
        eb('orders.status', 'in', [...BOUGHT_ORDER_STATUSES]),
        eb('orders.paid_at', 'is not', null),
      ]),
    );
}

type BoughtOrder = Awaited<
  ReturnType<ReturnType<typeof boughtOrdersOf>['executeTakeFirstOrThrow']>
>;

/** When an order ends: its date plus its product's duration in days, null without one. */
function tillOf(row: Pick<BoughtOrder, 'created_at' | 'duration'>): Date | null {
  return row.duration === null ? null : new Date(row.created_at.getTime() + row.duration * DAY);
}

/**
 * A bought order as a balance entry, when it runs at `now` (its `till` not passed), else null;
 * `name` is its product's in `locale` (the request's, see `localizedName`). A slot holds one
 * job: `remaining` is 0 with a job in it (`job_id`), else 1.
 */
export function runningEntry(
  row: BoughtOrder,
  locale: string,
  now: Date,
): SubscriptionEntry | null {
  const till = tillOf(row);
  if (till !== null && till.getTime() <= now.getTime()) return null;
  const entry = {
    id: row.id,
    name: localizedName(row, locale),
    product_type: row.product_type as BalanceType,
    remaining: null as number | null,
    till: till?.toISOString() ?? null,
  };
  if (row.product_type !== 'slot') return entry;
  return { ...entry, remaining: row.job_id === null ? 1 : 0, job_id: row.job_id };
}

/**
 * The client's running contract and slot orders ({@link runningEntry}), soonest end first
 * (without end last), then by order. `id` is the order's, `name` (in `locale`, the request's)
 * and `product_type` its product's; `till` is the order's date plus the product's duration in days (ISO 8601), null for
 * a product without a duration. `remaining` is null for a contract (a product says nothing of how
 * many jobs a contract allows, and publishing uses nothing up); a slot holds one job.
 */
export async function loadProductBalances(
  db: Db,
  clientId: number,
  locale: string,
  now = new Date(),
): Promise<Record<BalanceType, SubscriptionEntry[]>> {
  const rows = await boughtOrdersOf(db, clientId, ['contract', 'slot'])
    .orderBy('orders.id')
    .execute();
  const running = rows
    .map((row) => runningEntry(row, locale, now))
    .filter((entry) => entry !== null)
    .sort((a, b) => endTime(a.till) - endTime(b.till) || a.id - b.id);
  return {
    contract: running.filter((entry) => entry.product_type === 'contract'),
    slot: running.filter((entry) => entry.product_type === 'slot'),
  };
}

/**
 * `GET client/dashboard`: the credits, the running contracts and slots (named in `locale`), and
 * `subscriptions`, always empty: no product type here renews (a product has a duration, nothing
 * recurs).
 */
export async function loadClientDashboard(
  db: Db,
  clientId: number,
  locale: string,
): Promise<ClientDashboard> {
  const [credits, balances] = await Promise.all([
    loadCreditsBalance(db, clientId),
    loadProductBalances(db, clientId, locale),
  ]);
  return { credits, contracts: balances.contract, slots: balances.slot, subscriptions: [] };
}

function endTime(till: string | null | undefined): number {
  return till ? Date.parse(till) : Number.POSITIVE_INFINITY;
}
