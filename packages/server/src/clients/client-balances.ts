import type { SubscriptionEntry, Subscriptions } from '@jobboard/schema';
import type { Db } from '../db/database';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The order statuses that count as bought. Orders are stored `order` (open, to be invoiced):
 * invoice (pay later) is the built-in payment type, so an invoice order is bought when placed.
 * `paid` and any order with a `paid_at` count too; any other status (one an administrator set,
 * such as `cancelled`) does not.
 */
export const BOUGHT_ORDER_STATUSES = ['order', 'paid'] as const;

/** The product types the balances list; a slot holds one job. */
type BalanceType = 'contract' | 'slot';

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
 * The client's running contract and slot orders ({@link BOUGHT_ORDER_STATUSES}), soonest end
 * first (without end last), then by order. `id` is the order's, `name` and `product_type` its
 * product's; `till` is the order's date plus the product's duration in days (ISO 8601), null for
 * a product without a duration, and an order whose `till` has passed is left out. `remaining`
 * is null for a contract (a product says nothing of how many jobs a contract allows, and
 * publishing uses nothing up) and 1 for a slot (one job each; jobs are not assigned to slots
 * yet).
 */
export async function loadProductBalances(
  db: Db,
  clientId: number,
  now = new Date(),
): Promise<Record<BalanceType, SubscriptionEntry[]>> {
  const rows = await db
    .selectFrom('orders')
    .innerJoin('product_job_boards', 'product_job_boards.id', 'orders.product_job_board_id')
    .innerJoin('products', 'products.id', 'product_job_boards.product_id')
    .select([
      'orders.id',
      'orders.created_at',
      'products.name',
      'products.product_type',
      'products.duration',
    ])
    .where('orders.client_id', '=', clientId)
    .where('products.product_type', 'in', ['contract', 'slot'])
    .where((eb) =>
      eb.or([
        eb('orders.status', 'in', [...BOUGHT_ORDER_STATUSES]),
        eb('orders.paid_at', 'is not', null),
      ]),
    )
    .orderBy('orders.id')
    .execute();
  const running = rows
    .map((row) => {
      const till =
        row.duration === null ? null : new Date(row.created_at.getTime() + row.duration * DAY);
      return { row, till };
    })
    .filter(({ till }) => till === null || till.getTime() > now.getTime())
    .sort((a, b) => endTime(a.till) - endTime(b.till) || a.row.id - b.row.id);
  const entries = (type: BalanceType) =>
    running
      .filter(({ row }) => row.product_type === type)
      .map(({ row, till }) => ({
        id: row.id,
        name: row.name,
        product_type: type,
        remaining: type === 'slot' ? 1 : null,
        till: till?.toISOString() ?? null,
      }));
  return { contract: entries('contract'), slot: entries('slot') };
}

/**
 * `GET client/dashboard`: the credits, the running contracts and slots, and `subscriptions`,
 * always empty: no product type here renews (a product has a duration, nothing recurs).
 */
export async function loadClientDashboard(db: Db, clientId: number): Promise<ClientDashboard> {
  const [credits, balances] = await Promise.all([
    loadCreditsBalance(db, clientId),
    loadProductBalances(db, clientId),
  ]);
  return { credits, contracts: balances.contract, slots: balances.slot, subscriptions: [] };
}

function endTime(till: Date | null): number {
  return till === null ? Number.POSITIVE_INFINITY : till.getTime();
}
