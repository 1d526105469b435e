import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

/** What a contact request may be: waiting for the candidate, or answered through its link. */
export const CONTACT_REQUEST_STATUSES = ['requested', 'accepted', 'declined'] as const;
export type ContactRequestStatus = (typeof CONTACT_REQUEST_STATUSES)[number];

/**
 * The longest text an employer may send a candidate: the introduction of a resume order, and the
 * message of an introduction to a job.
 */
export const MAX_INTRODUCTION_LENGTH = 2000;

/** A contact request's token is 22 to 128 URL-safe characters; others cannot match one. */
export const CONTACT_TOKEN = /^[A-Za-z0-9_-]{22,128}$/;

/** A new contact request token: 32 random bytes, base64url (43 characters). */
export function createContactToken(): string {
  return randomBytes(32).toString('base64url');
}

interface ContactRequestRow {
  id: number;
  status: string;
  introduction: string | null;
  created_at: Date;
  token: string;
  client_name: string;
}

/** A contact request as the mailed link's calls answer it (no token: the caller holds it). */
export interface ContactRequestStatusOutput {
  id: number;
  status: ContactRequestStatus;
  introduction: string | null;
  created_at: string;
  client: { name: string };
}

/** A contact request as the candidate's own list answers it, with the link's token. */
export type ContactRequestOutput = ContactRequestStatusOutput & { token: string };

function selectContactRequests(db: Db) {
  return db
    .selectFrom('resume_contacts')
    .innerJoin('resumes', 'resumes.id', 'resume_contacts.resume_id')
    .innerJoin('clients', 'clients.id', 'resume_contacts.client_id')
    .select([
      'resume_contacts.id',
      'resume_contacts.status',
      'resume_contacts.introduction',
      'resume_contacts.created_at',
      'resume_contacts.token',
      'clients.name as client_name',
    ]);
}

/** The contact requests for the user's resumes, newest first, and how many there are. */
export async function listOwnContactRequests(
  db: Db,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ data: ContactRequestOutput[]; total: number }> {
  const [rows, count] = await Promise.all([
    selectContactRequests(db)
      .where('resumes.user_id', '=', userId)
      .orderBy('resume_contacts.created_at', 'desc')
      .orderBy('resume_contacts.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('resume_contacts')
      .innerJoin('resumes', 'resumes.id', 'resume_contacts.resume_id')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('resumes.user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    data: rows.map((row) => ({ ...toStatusOutput(row), token: row.token })),
    total: Number(count.n),
  };
}

/**
 * The contact request of a mailed link's token, for a resume whose owner is an account of the
 * site (a live one); a malformed or unknown token, or another site's, reads as missing.
 */
export async function findContactRequestByToken(
  db: Db,
  token: string,
  siteId: number,
): Promise<ContactRequestStatusOutput | undefined> {
  if (!CONTACT_TOKEN.test(token)) return undefined;
  const row = await selectContactRequests(db)
    .innerJoin('users', 'users.id', 'resumes.user_id')
    .where('resume_contacts.token', '=', token)
    .where('users.site_id', '=', siteId)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  return row && toStatusOutput(row);
}

/** What answering a link came to: the request answered now, or why nothing changed. */
export type ContactAnswerOutcome =
  | { outcome: 'answered'; request: ContactRequestStatusOutput }
  /** The request was answered before (either way): a link answers once. */
  | { outcome: 'answered-before'; request: ContactRequestStatusOutput }
  | { outcome: 'not-found' };

/**
 * Answers the request behind the token (as found by the same rules) while it is `requested`;
 * once it is `accepted` or `declined` the link has done its work and nothing changes (spec §4: a
 * contact request is accepted or declined via its token link). The update is conditional, so an
 * approve and a decline at once cannot both pass.
 */
export async function answerContactRequest(
  db: Db,
  token: string,
  siteId: number,
  status: Exclude<ContactRequestStatus, 'requested'>,
): Promise<ContactAnswerOutcome> {
  const found = await findContactRequestByToken(db, token, siteId);
  if (!found) return { outcome: 'not-found' };
  if (found.status !== 'requested') return { outcome: 'answered-before', request: found };
  const updated = await db
    .updateTable('resume_contacts')
    .set({ status })
    .where('id', '=', found.id)
    .where('status', '=', 'requested')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    // Answered meanwhile by another request: that answer stands.
    const now = await findContactRequestByToken(db, token, siteId);
    return now ? { outcome: 'answered-before', request: now } : { outcome: 'not-found' };
  }
  return { outcome: 'answered', request: { ...found, status } };
}

function toStatusOutput(row: ContactRequestRow): ContactRequestStatusOutput {
  return {
    id: row.id,
    status: (CONTACT_REQUEST_STATUSES as readonly string[]).includes(row.status)
      ? (row.status as ContactRequestStatus)
      : 'requested',
    introduction: row.introduction,
    created_at: new Date(row.created_at).toISOString(),
    client: { name: row.client_name },
  };
}
