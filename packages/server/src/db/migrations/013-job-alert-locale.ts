import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The language a job alert was made in (the request's), which its mails are written and link in
 * (`sendJobAlertMails`); alerts made before it have none and get the site's default language.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, 'alter table job_alerts add column locale text;');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, 'alter table job_alerts drop column locale;');
}
