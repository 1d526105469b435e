import { QueryInteger } from '@jobboard/schema';
import { min, type } from 'superstruct';
import type { Db } from '../db/database';
import { notFound } from '../http/api-error';
import { MAX_ID } from '../http/query-id';
import { validate } from '../http/validate';

const BoardParams = type({ id: min(QueryInteger, 1) });

export interface JobBoardInfo {
  id: number;
  siteId: number;
  useImperial: boolean;
}

/**
 * The job board of a `job-boards/{id}` path: a malformed id is a 400, an unknown one a 404, as
 * is one past the largest id (no board has it; the database would fail on it).
 */
export async function loadJobBoard(db: Db, params: Record<string, string>): Promise<JobBoardInfo> {
  const { id } = validate({ id: params.id }, BoardParams);
  if (id > MAX_ID) throw notFound('Job board');
  const row = await db
    .selectFrom('job_boards')
    .select(['id', 'site_id', 'settings'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Job board');
  return {
    id: row.id,
    siteId: row.site_id,
    useImperial: row.settings.app_use_imperial_system === true,
  };
}
