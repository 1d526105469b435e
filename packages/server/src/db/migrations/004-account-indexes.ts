import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Indexes for reads of one user's or one job's rows that scanned whole tables: a candidate's
 * applications (their list, figures and activity log), job alerts and resumes, the favourites of
 * a job (an employer's job figures), and the addresses of a client or a user beyond the primary.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create index applications_user on applications(user_id, created_at desc) where user_id is not null;
    create index job_alerts_user on job_alerts(user_id);
    create index resumes_user on resumes(user_id);
    create index favourites_job on favourites(job_id) where job_id is not null;
    create index addresses_client on addresses(client_id) where client_id is not null;
    create index addresses_user on addresses(user_id) where user_id is not null;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop index applications_user, job_alerts_user, resumes_user, favourites_job,
      addresses_client, addresses_user;
  `,
  );
}
