import type { Favourite } from '@jobboard/schema';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { loadBoardSegments } from '../jobs/board-segments';
import { toJob } from '../jobs/job-output';
import { toOrganisations } from '../organisations/organisation-output';
import { isPublicJob } from '../search/search-jobs';

/** A stored favourite as the routes read it. */
export interface FavouriteRow {
  id: number;
  uuid: string;
  job_id: number | null;
  organisation_id: number | null;
  created_at: Date;
}

/** What `with=` may attach to a favourite. */
export interface FavouriteRelations {
  job: boolean;
  organisation: boolean;
}

export interface FavouriteScope {
  jobBoardId: number;
  locale: string;
}

export type FavouriteOutput = Favourite & { uuid: string; created_at: string };

/**
 * Favourites as the API answers them, with the job and organisation when `with` asks. A job that
 * is no longer public (paused, expired) or an inactive organisation is answered as null while
 * its id stays, so the candidate can still remove it but sees nothing the board hides.
 */
export async function toFavourites(
  db: Db,
  rows: FavouriteRow[],
  relations: FavouriteRelations,
  scope: FavouriteScope,
): Promise<FavouriteOutput[]> {
  const jobIds = relations.job ? ids(rows, 'job_id') : [];
  const organisationIds = relations.organisation ? ids(rows, 'organisation_id') : [];
  const segments =
    jobIds.length > 0 || organisationIds.length > 0
      ? await loadBoardSegments(db, scope.jobBoardId, scope.locale)
      : new Map();
  const jobs = new Map<number, FavouriteOutput['job']>();
  if (jobIds.length > 0) {
    const where = sql.join(isPublicJob(scope.jobBoardId), sql` and `);
    const jobRows = await db
      .selectFrom('jobs')
      .selectAll()
      .where('id', 'in', jobIds)
      .where(sql<boolean>`${where}`)
      .execute();
    for (const row of jobRows) jobs.set(row.id, toJob(row, segments));
  }
  const organisations = new Map<number, FavouriteOutput['organisation']>();
  if (organisationIds.length > 0) {
    const orgRows = await db
      .selectFrom('organisations')
      .selectAll()
      .where('id', 'in', organisationIds)
      .where('job_board_id', '=', scope.jobBoardId)
      .where('active', '=', true)
      .execute();
    for (const organisation of await toOrganisations(db, orgRows, segments)) {
      organisations.set(organisation.id, organisation);
    }
  }
  return rows.map((row) => ({
    id: row.id,
    uuid: row.uuid,
    job_id: row.job_id,
    organisation_id: row.organisation_id,
    created_at: new Date(row.created_at).toISOString(),
    ...(relations.job && row.job_id !== null ? { job: jobs.get(row.job_id) ?? null } : {}),
    ...(relations.organisation && row.organisation_id !== null
      ? { organisation: organisations.get(row.organisation_id) ?? null }
      : {}),
  }));
}

function ids(rows: FavouriteRow[], key: 'job_id' | 'organisation_id'): number[] {
  return [...new Set(rows.flatMap((row) => (row[key] === null ? [] : [row[key]])))];
}
