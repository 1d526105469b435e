import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { createContactToken } from '../resumes/contact-requests';

/**
 * Rows of a candidate written straight to the database, dated as a test needs (the calls that
 * make them stamp them now). Each resolves with the new row's id.
 */

/** An application without files; `userId` null is a guest's. */
export async function insertApplication(
  db: Db,
  row: { jobId: number; jobBoardId: number; userId: number | null; email: string; at: Date },
): Promise<number> {
  const inserted = await db
    .insertInto('applications')
    .values({
      uuid: randomUUID(),
      job_id: row.jobId,
      job_board_id: row.jobBoardId,
      user_id: row.userId,
      email: row.email,
      salutation: null,
      given_name: 'Test',
      family_name: 'Kandidaat',
      motivation_text: null,
      phone: null,
      cv_token: null,
      motivation_token: randomUUID(),
      newsletters: JSON.stringify([]),
      created_at: row.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** A favourite job or organisation. */
export async function insertFavourite(
  db: Db,
  row: { userId: number; at: Date } & ({ job_id: number } | { organisation_id: number }),
): Promise<number> {
  const { userId, at, ...target } = row;
  const inserted = await db
    .insertInto('favourites')
    .values({ uuid: randomUUID(), user_id: userId, created_at: at, ...target })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** A daily job alert with a search. */
export async function insertJobAlert(
  db: Db,
  row: { userId: number; email: string; jobBoardId: number; search: string; at: Date },
): Promise<number> {
  const inserted = await db
    .insertInto('job_alerts')
    .values({
      uuid: randomUUID(),
      user_id: row.userId,
      email: row.email,
      job_board_id: row.jobBoardId,
      search: row.search,
      frequency: 'daily',
      created_at: row.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** A client's contact request for a resume (one per client and resume). */
export async function insertContactRequest(
  db: Db,
  row: { resumeId: number; clientId: number; status: string; at: Date },
): Promise<number> {
  const inserted = await db
    .insertInto('resume_contacts')
    .values({
      resume_id: row.resumeId,
      client_id: row.clientId,
      introduction: null,
      status: row.status,
      token: createContactToken(),
      created_at: row.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}
