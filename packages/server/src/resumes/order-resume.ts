import type { Db } from '../db/database';
import { createContactToken } from './contact-requests';
import { findEmployerResume } from './resume-search';

/** What ordering a resume came to. */
export type ResumeOrderOutcome =
  /**
   * A new contact request: the candidate is to be mailed at `candidateEmail`, with the link of
   * `token` that answers it.
   */
  | { outcome: 'created'; candidateEmail: string; token: string }
  /** The client had ordered it before: nothing new was stored, nobody is mailed. */
  | { outcome: 'existing' }
  /** No resume of the site by that uuid the client may order (unknown, not available). */
  | { outcome: 'not-found' };

/**
 * Orders (buys) a resume of the site for the employer's client: a `requested` contact request
 * with the employer's introduction and a fresh link token. A resume the client ordered before
 * stays as it is (the unique `(resume_id, client_id)` keeps two orders at once to one row), and
 * only an available resume can be ordered.
 */
export async function orderResume(
  db: Db,
  scope: { siteId: number; clientId: number },
  uuid: string,
  introduction: string,
): Promise<ResumeOrderOutcome> {
  const resume = await findEmployerResume(db, scope.siteId, scope.clientId, uuid);
  if (!resume) return { outcome: 'not-found' };
  if (resume.contact_id !== null) return { outcome: 'existing' };
  const token = createContactToken();
  const inserted = await db
    .insertInto('resume_contacts')
    .values({
      resume_id: resume.id,
      client_id: scope.clientId,
      introduction,
      status: 'requested',
      token,
    })
    .onConflict((oc) => oc.columns(['resume_id', 'client_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  // Ordered meanwhile by a parallel request of the same client: that one mails the candidate.
  if (!inserted) return { outcome: 'existing' };
  return { outcome: 'created', candidateEmail: resume.email, token };
}
