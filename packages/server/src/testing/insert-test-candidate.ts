import { randomUUID } from 'node:crypto';
import { hashToken } from '../auth/opaque-token';
import type { Db, Role } from '../db/database';
import { insertSignedInUser } from './insert-signed-in-user';

/** The resume's own fields a test sets; the rest take the table's defaults. */
export interface ResumeTable {
  country?: string | null;
  city?: string | null;
  postal_code?: string | null;
  lat?: number | null;
  lon?: number | null;
  travel_distance?: number | null;
  open_to_relocate?: boolean;
  position?: string | null;
  info?: string | null;
  salary_type?: string | null;
  salary_min?: number | null;
  phone_number?: string | null;
  status?: string;
  segment_ids?: number[];
  education?: unknown[];
  employer_history?: unknown[];
  updated_at?: Date;
}

export interface TestCandidateSeed {
  siteId: number;
  /** @default 'candidate' (another role's resume must never be found) */
  role?: Role;
  email?: string;
  given_name?: string;
  family_name?: string;
  /** A deleted account (`deleted_at` set): its resume must never be found. */
  deleted?: boolean;
  /** An account whose email was never confirmed: its resume is not found. @default true */
  verified?: boolean;
  resume?: ResumeTable;
}

export interface TestCandidate {
  /** The candidate's access token. */
  token: string;
  userId: number;
  email: string;
  resumeId: number;
  /** The resume's uuid. */
  uuid: string;
}

/** A signed-in candidate of a site with names and one resume (available unless told). */
export async function insertTestCandidate(db: Db, seed: TestCandidateSeed): Promise<TestCandidate> {
  const email = seed.email ?? `candidate-${randomUUID()}@example.com`;
  const token = await insertSignedInUser(db, {
    siteId: seed.siteId,
    role: seed.role ?? 'candidate',
    email,
  });
  const { user_id: userId } = await db
    .selectFrom('user_tokens')
    .select('user_id')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirstOrThrow();
  await db
    .updateTable('users')
    .set({
      given_name: seed.given_name ?? 'Test',
      family_name: seed.family_name ?? 'Kandidaat',
      deleted_at: seed.deleted ? new Date() : null,
      verified_at: seed.verified === false ? null : new Date(),
    })
    .where('id', '=', userId)
    .execute();
  const { education, employer_history, ...fields } = seed.resume ?? {};
  const uuid = randomUUID();
  const resume = await db
    .insertInto('resumes')
    .values({
      status: 'available',
      updated_at: new Date(),
      ...fields,
      uuid,
      user_id: userId,
      education: JSON.stringify(education ?? []),
      employer_history: JSON.stringify(employer_history ?? []),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, userId, email, resumeId: resume.id, uuid };
}
