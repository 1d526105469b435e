import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Job up-sells bought by employers (`POST /jobs/{id}/up-sell` of the employer API): one row per
 * purchase, with the order that bought it and its end (`till`, null for a product without a
 * duration). `jobs.upsold_till` keeps the latest end of a job's up-sells ('infinity' without
 * one), so the job search lifts an up-sold job from the jobs row alone, without a join.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table job_upsells (
      id serial primary key,
      job_id integer not null references jobs(id) on delete cascade,
      order_id integer not null references orders(id),
      product_id integer not null references products(id),
      created_at timestamptz not null default now(),
      till timestamptz
    );
    create index job_upsells_job on job_upsells(job_id);
    alter table jobs add column upsold_till timestamptz;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table jobs drop column upsold_till;
    drop table job_upsells;
  `,
  );
}
