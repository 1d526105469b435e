import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * What the job alert mails (`sendJobAlertMails`) keep of an alert: the language it was made in
 * (the request's; its mails are written and link in it, none before: the site's default), and
 * when a run last tried it (`tried_at`, which puts an alert that failed at the back of the next
 * run's queue). No alert was mailed before: an alert made earlier looks for new jobs from now
 * on, not since it was made (which would mail it every job of its search at once).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table job_alerts add column locale text;
    alter table job_alerts add column tried_at timestamptz;
    update job_alerts set last_sent_at = now() where last_sent_at is null;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table job_alerts drop column tried_at;
    alter table job_alerts drop column locale;
  `,
  );
}
