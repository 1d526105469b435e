import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Applications without a CV: the job details block's `hideResume` may hide the CV field or make
 * it optional (spec/builder.md), so `cv_token` may be null. The motivation stays required.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, 'alter table applications alter column cv_token drop not null;');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    delete from applications where cv_token is null;
    alter table applications alter column cv_token set not null;
  `,
  );
}
