import { type Kysely, sql } from 'kysely';

/**
 * A job's `upsold_till` (which lifts it in searches, see 005) counts only up-sells whose order is
 * bought: status `order` (an invoice order, bought when placed) or `paid`, or paid at some time,
 * as the balances count orders (`BOUGHT_ORDER_STATUSES`). A trigger works it out again for the
 * jobs of an order whose status or payment changes (a payment that failed, an order an
 * administrator cancelled), whoever changes it; before, such a job stayed lifted to its end.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    create or replace function jobs_upsold_till_of_order() returns trigger
    language plpgsql as $$
    begin
      update jobs set upsold_till = (
        select max(coalesce(job_upsells.till, 'infinity'::timestamptz))
        from job_upsells join orders on orders.id = job_upsells.order_id
        where job_upsells.job_id = jobs.id
          and (orders.status in ('order', 'paid') or orders.paid_at is not null)
      )
      where jobs.id in (select job_id from job_upsells where order_id = new.id);
      return null;
    end
    $$`)
    .execute(db);
  await sql
    .raw(`
    create trigger orders_upsold_till after update of status, paid_at on orders
    for each row
    when (old.status is distinct from new.status or old.paid_at is distinct from new.paid_at)
    execute function jobs_upsold_till_of_order()`)
    .execute(db);
  // Orders that are not bought today lift no job.
  await sql
    .raw(`
    update jobs set upsold_till = (
      select max(coalesce(job_upsells.till, 'infinity'::timestamptz))
      from job_upsells join orders on orders.id = job_upsells.order_id
      where job_upsells.job_id = jobs.id
        and (orders.status in ('order', 'paid') or orders.paid_at is not null)
    )
    where upsold_till is not null`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop trigger orders_upsold_till on orders').execute(db);
  await sql.raw('drop function jobs_upsold_till_of_order()').execute(db);
}
