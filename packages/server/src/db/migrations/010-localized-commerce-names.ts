import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Names per locale for products and payment types, as segments and newsletters have them
 * (`{"en-US": "Invoice", "ro": "Factură"}`): the API answers the request locale's name, else
 * the `name` column, which stays the board's default-language name. Existing rows get none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table products add column names jsonb not null default '{}';
    alter table payment_types add column names jsonb not null default '{}';
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table products drop column names;
    alter table payment_types drop column names;
  `,
  );
}
