import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { StoredUpload } from '../uploads/index';

/** The file a new upload replaced, whose bytes go once the transaction has committed. */
export interface ReplacedResumeFile {
  /** The upload store's id of the old file. */
  uploadId: string;
}

/**
 * Records an accepted resume upload as the user's (a `files` row of kind `resume`) and makes it
 * the file of the user's resume, creating the resume (status `available`, empty lists) when the
 * user has none. One transaction, the user's row locked, so two uploads at once never make two
 * resumes. A replaced CV must be gone (privacy): the previous file's row is deleted in the same
 * transaction, and its upload is answered so the caller deletes the bytes after the commit (a
 * failed transaction keeps the old file whole). An old file an application sent (its token the
 * application's CV or motivation) is kept: the application still needs it.
 */
export async function attachResumeFile(
  db: Db,
  userId: number,
  upload: StoredUpload,
): Promise<ReplacedResumeFile | null> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    const file = await trx
      .insertInto('files')
      .values({
        upload_id: upload.id,
        token: upload.token,
        kind: 'resume',
        public: upload.public,
        filename: upload.filename,
        mime: upload.mime,
        size: upload.size,
        user_id: userId,
        client_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const resume = await trx
      .selectFrom('resumes')
      .select(['id', 'file_id'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!resume) {
      await trx
        .insertInto('resumes')
        .values({
          uuid: randomUUID(),
          user_id: userId,
          file_id: file.id,
          status: 'available',
          education: '[]',
          employer_history: '[]',
          updated_at: new Date(),
        })
        .execute();
      return null;
    }
    await trx
      .updateTable('resumes')
      .set({ file_id: file.id, updated_at: new Date() })
      .where('id', '=', resume.id)
      .execute();
    if (resume.file_id === null) return null;
    const old = await trx
      .selectFrom('files')
      .select(['id', 'upload_id', 'token'])
      .where('id', '=', resume.file_id)
      .executeTakeFirst();
    if (!old) return null;
    const applied = await trx
      .selectFrom('applications')
      .select('id')
      .where((eb) =>
        eb.or([eb('cv_token', '=', old.token), eb('motivation_token', '=', old.token)]),
      )
      .limit(1)
      .executeTakeFirst();
    if (applied) return null;
    await trx.deleteFrom('files').where('id', '=', old.id).execute();
    return { uploadId: old.upload_id };
  });
}
