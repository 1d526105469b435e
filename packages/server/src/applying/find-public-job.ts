import { sql } from 'kysely';
import type { Db, JobRow } from '../db/database';
import { isPublicJob } from '../search/search-jobs';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A public job by uuid or numeric id; null for anything else, malformed ids included. */
export async function findPublicJob(db: Db, idOrUuid: string): Promise<JobRow | null> {
  const byUuid = UUID_PATTERN.test(idOrUuid);
  const id = /^\d{1,9}$/.test(idOrUuid) ? Number(idOrUuid) : null;
  if (!byUuid && id === null) return null;
  const row = await db
    .selectFrom('jobs')
    .selectAll()
    .where(byUuid ? sql<boolean>`jobs.uuid = ${idOrUuid}::uuid` : sql<boolean>`jobs.id = ${id}`)
    .executeTakeFirst();
  if (!row) return null;
  const conditions = sql.join(isPublicJob(row.job_board_id), sql` and `);
  const visible = await db
    .selectFrom('jobs')
    .select('id')
    .where('id', '=', row.id)
    .where(sql<boolean>`${conditions}`)
    .executeTakeFirst();
  return visible ? row : null;
}
