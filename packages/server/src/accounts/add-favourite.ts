import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';
import { isPublicJob } from '../search/search-jobs';
import type { FavouriteRow } from './favourite-output';

/** What a favourite saves: one job or one organisation. */
export type FavouriteTarget = { job_id: number } | { organisation_id: number };

/**
 * Saves a job or organisation of the board for a candidate; one that is already saved is
 * answered as it is (`created` false), so a double click makes no second favourite. The user's
 * row is locked meanwhile, since the table has no unique key to settle two adds at once.
 */
export async function addFavourite(
  db: Db,
  input: { userId: number; jobBoardId: number; target: FavouriteTarget },
): Promise<{ favourite: FavouriteRow; created: boolean }> {
  await checkTarget(db, input.jobBoardId, input.target);
  const column = 'job_id' in input.target ? 'job_id' : 'organisation_id';
  const targetId = 'job_id' in input.target ? input.target.job_id : input.target.organisation_id;
  return db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', input.userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const existing = await trx
      .selectFrom('favourites')
      .select(['id', 'uuid', 'job_id', 'organisation_id', 'created_at'])
      .where('user_id', '=', input.userId)
      .where(column, '=', targetId)
      .orderBy('id')
      .executeTakeFirst();
    if (existing) return { favourite: existing, created: false };
    const favourite = await trx
      .insertInto('favourites')
      .values({
        uuid: randomUUID(),
        user_id: input.userId,
        job_id: column === 'job_id' ? targetId : null,
        organisation_id: column === 'organisation_id' ? targetId : null,
      })
      .returning(['id', 'uuid', 'job_id', 'organisation_id', 'created_at'])
      .executeTakeFirstOrThrow();
    return { favourite, created: true };
  });
}

/** The largest `serial` id; a bigger number would fail in the database rather than not match. */
const MAX_ID = 2_147_483_647;

/** Only a public job or an active organisation of the request's board can be saved. */
async function checkTarget(db: Db, jobBoardId: number, target: FavouriteTarget): Promise<void> {
  if ('job_id' in target) {
    const where = sql.join(isPublicJob(jobBoardId), sql` and `);
    const job =
      target.job_id >= 1 && target.job_id <= MAX_ID
        ? await db
            .selectFrom('jobs')
            .select('id')
            .where('id', '=', target.job_id)
            .where(sql<boolean>`${where}`)
            .executeTakeFirst()
        : undefined;
    if (!job) {
      const message = 'This job is not published on this job board.';
      throw new ApiError(400, message, { job_id: [message] });
    }
    return;
  }
  const id = target.organisation_id;
  const organisation =
    id >= 1 && id <= MAX_ID
      ? await db
          .selectFrom('organisations')
          .select('id')
          .where('id', '=', id)
          .where('job_board_id', '=', jobBoardId)
          .where('active', '=', true)
          .executeTakeFirst()
      : undefined;
  if (!organisation) {
    const message = 'This organisation is not on this job board.';
    throw new ApiError(400, message, { organisation_id: [message] });
  }
}
