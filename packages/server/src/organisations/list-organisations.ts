import { type RawBuilder, sql } from 'kysely';
import type { Db, OrganisationRow } from '../db/database';
import { escapeLike } from '../search/search-jobs';

export const ORGANISATION_SORTS = [
  'featured',
  'random',
  '-created_at',
  'created_at',
  'name',
  '-name',
] as const;
export type OrganisationSort = (typeof ORGANISATION_SORTS)[number];

export interface OrganisationListInput {
  jobBoardId?: number | undefined;
  search?: string | undefined;
  premium?: boolean | undefined;
  sort: OrganisationSort;
  limit: number;
  offset: number;
}

/** Active organisations, with their count of public jobs for sorting featured ones. */
export async function listOrganisations(
  db: Db,
  input: OrganisationListInput,
): Promise<{ rows: OrganisationRow[]; total: number }> {
  let query = db.selectFrom('organisations').where('active', '=', true);
  if (input.jobBoardId !== undefined) query = query.where('job_board_id', '=', input.jobBoardId);
  if (input.premium !== undefined) query = query.where('premium', '=', input.premium);
  if (input.search) query = query.where('name', 'ilike', `%${escapeLike(input.search)}%`);
  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    query
      .selectAll()
      .orderBy(orderOf(input.sort))
      .orderBy('id', 'desc')
      .limit(input.limit)
      .offset(input.offset)
      .execute(),
  ]);
  return { rows, total: Number(count.total) };
}

function orderOf(sort: OrganisationSort): RawBuilder<unknown> {
  switch (sort) {
    case 'featured':
      return sql`featured desc, premium desc, name asc`;
    case 'random':
      return sql`md5(id::text || ${new Date().toISOString().slice(0, 10)})`;
    case '-created_at':
      return sql`created_at desc`;
    case 'created_at':
      return sql`created_at asc`;
    case 'name':
      return sql`name asc`;
    case '-name':
      return sql`name desc`;
  }
}
