import type { Db } from '../db/database';
import { insertJobs, type JobSeed } from '../seed/insert-job';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Jobs of one client, by name: online (started two days ago, ending in 30) unless the seed says
 * otherwise, all from the same moment, with the slug `{slugPrefix}-{name}`. Resolves with each
 * job's id and slug by name.
 */
export async function insertClientJobs(
  db: Db,
  jobBoardId: number,
  clientId: number,
  seeds: Record<string, Partial<JobSeed>>,
  slugPrefix: string,
): Promise<Record<string, { id: number; slug: string }>> {
  const from = new Date(Date.now() - 2 * DAY);
  const names = Object.keys(seeds);
  const rows = names.map((name) => ({
    status: 'active',
    slug: `${slugPrefix}-${name}`,
    title: `Zeppelinpiloot ${name}`,
    client_id: clientId,
    organisation_name: 'Acme BV',
    from_at: from,
    till_at: new Date(Date.now() + 30 * DAY),
    created_at: from,
    segment_ids: [],
    ...seeds[name],
  }));
  const created = await insertJobs(db, jobBoardId, rows);
  return Object.fromEntries(
    names.map((name, index) => [
      name,
      { id: created[index] as number, slug: rows[index]?.slug as string },
    ]),
  );
}
