import type { Db } from '../db/database';
import type { UploadStore } from '../uploads/index';

/**
 * Deletes a candidate's account for good (GDPR art. 17), in one transaction with the user's row
 * locked: every token (sessions and reset links, so the caller's own token is dead at once),
 * favourites, job alerts, addresses, phones, resumes with the contact requests employers sent
 * for them, the candidate's files, and last the user row itself (a hard delete: `deleted_at` is
 * not used, so the email is free again and nothing of the account lingers).
 *
 * Applications stay: each is the record of the employer who received it (and was mailed to them
 * already), so it is unlinked (`user_id` null) rather than deleted, and the files it sent (its CV
 * and motivation) stay with it. Orders, which are bookkeeping, are unlinked the same way.
 *
 * The files' bytes are on disk, outside the transaction: their rows go with the commit, and the
 * bytes, metadata and token links are removed after it (a failed transaction keeps every file
 * whole). A failed removal is logged, not answered: the account is gone and the file has no row
 * left that could serve it.
 *
 * Answers false when the user was no candidate or was gone already (deleted meanwhile).
 */
export async function deleteCandidateAccount(
  deps: { db: Db; uploads: UploadStore },
  userId: number,
): Promise<boolean> {
  const removed = await deps.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .where('role', '=', 'candidate')
      .forUpdate()
      .executeTakeFirst();
    if (!user) return null;

    const resumes = await trx
      .selectFrom('resumes')
      .select(['id', 'file_id'])
      .where('user_id', '=', userId)
      .execute();
    const resumeIds = resumes.map((row) => row.id);
    const resumeFileIds = resumes.flatMap((row) => (row.file_id === null ? [] : [row.file_id]));
    const files = await trx
      .selectFrom('files')
      .select(['id', 'upload_id', 'token'])
      .where((eb) =>
        resumeFileIds.length > 0
          ? eb.or([eb('user_id', '=', userId), eb('id', 'in', resumeFileIds)])
          : eb('user_id', '=', userId),
      )
      .execute();
    const sent = await sentTokens(
      trx,
      files.map((file) => file.token),
    );
    const gone = files.filter((file) => !sent.has(file.token));

    if (resumeIds.length > 0) {
      await trx.deleteFrom('resume_contacts').where('resume_id', 'in', resumeIds).execute();
      await trx.deleteFrom('resumes').where('id', 'in', resumeIds).execute();
    }
    if (gone.length > 0) {
      const ids = gone.map((file) => file.id);
      await trx.deleteFrom('files').where('id', 'in', ids).execute();
    }
    await trx.deleteFrom('user_tokens').where('user_id', '=', userId).execute();
    await trx.deleteFrom('favourites').where('user_id', '=', userId).execute();
    await trx.deleteFrom('job_alerts').where('user_id', '=', userId).execute();
    await trx.deleteFrom('addresses').where('user_id', '=', userId).execute();
    await trx.deleteFrom('phones').where('user_id', '=', userId).execute();
    // What stays is unlinked explicitly; the schema's `on delete set null` would do it too, but
    // the intent should not hang on a foreign key's clause.
    await trx
      .updateTable('applications')
      .set({ user_id: null })
      .where('user_id', '=', userId)
      .execute();
    await trx.updateTable('files').set({ user_id: null }).where('user_id', '=', userId).execute();
    await trx.updateTable('orders').set({ user_id: null }).where('user_id', '=', userId).execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    return gone.map((file) => file.upload_id);
  });
  if (removed === null) return false;
  for (const uploadId of removed) await removeUpload(deps.uploads, uploadId);
  return true;
}

/** The tokens among `tokens` that an application sent as its CV or motivation. */
async function sentTokens(db: Db, tokens: string[]): Promise<Set<string>> {
  if (tokens.length === 0) return new Set();
  const rows = await db
    .selectFrom('applications')
    .select(['cv_token', 'motivation_token'])
    .where((eb) => eb.or([eb('cv_token', 'in', tokens), eb('motivation_token', 'in', tokens)]))
    .execute();
  return new Set(rows.flatMap((row) => [row.cv_token, row.motivation_token]).filter(isString));
}

/** Deletes an upload's bytes, metadata and token link; a failure is logged, not thrown. */
async function removeUpload(uploads: UploadStore, uploadId: string): Promise<void> {
  try {
    const upload = await uploads.get(uploadId);
    if (upload) await uploads.remove(upload);
  } catch (error) {
    console.error('A file of a deleted account (%s) could not be removed:', uploadId, error);
  }
}

function isString(value: string | null): value is string {
  return value !== null;
}
