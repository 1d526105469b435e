import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Jobs in slots (`PUT /jobs/{id}/slot` of the employer API): `jobs.slot_order_id` names the
 * client's order of a `slot` product the job is in. A slot holds one job, which the unique
 * index keeps even when two assignments arrive at once; a deleted order frees its job.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table jobs add column slot_order_id integer references orders(id) on delete set null;
    create unique index jobs_slot_order on jobs(slot_order_id);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, 'alter table jobs drop column slot_order_id;');
}
