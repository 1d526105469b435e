import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { StoredUpload } from '../uploads/index';

/**
 * Records an accepted resume upload as the user's (a `files` row of kind `resume`) and makes it
 * the file of the user's resume, creating the resume (status `available`, empty lists) when the
 * user has none. The previous file's row and bytes are kept: only the resume's link moves. One
 * transaction, the user's row locked, so two uploads at once never make two resumes.
 */
export async function attachResumeFile(
  db: Db,
  userId: number,
  upload: StoredUpload,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
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
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (resume) {
      await trx
        .updateTable('resumes')
        .set({ file_id: file.id, updated_at: new Date() })
        .where('id', '=', resume.id)
        .execute();
      return;
    }
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
  });
}
