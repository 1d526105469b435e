import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Candidates introduced to jobs by employers (`POST /jobs/{id}/introduce-candidate` of the
 * employer API): one row per job and resume (the unique pair keeps two calls at once to one
 * row, so the candidate is mailed once), with the client and user who introduced and the
 * employer's optional message.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table job_introductions (
      id serial primary key,
      job_id integer not null references jobs(id) on delete cascade,
      resume_id integer not null references resumes(id) on delete cascade,
      client_id integer not null references clients(id) on delete cascade,
      user_id integer references users(id) on delete set null,
      message text,
      created_at timestamptz not null default now(),
      unique (job_id, resume_id)
    );
    create index job_introductions_resume on job_introductions(resume_id);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, 'drop table job_introductions;');
}
