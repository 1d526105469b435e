import type { Db } from '../db/database';

/** How many days back `recent_applications` counts. */
export const RECENT_DAYS = 7;

/**
 * A job's figures as `GET /jobs/{id}/kpi` answers them (the spec names the call, not its
 * answer): the applications to it, those of the last {@link RECENT_DAYS} days, and how many
 * candidates keep it as a favourite. The board does not count views, so there are none.
 */
export interface JobKpi {
  applications: number;
  recent_applications: number;
  favourites: number;
}

export async function jobKpi(db: Db, jobId: number, now: Date): Promise<JobKpi> {
  const since = new Date(now.getTime() - RECENT_DAYS * 24 * 60 * 60 * 1000);
  const [applications, favourites] = await Promise.all([
    db
      .selectFrom('applications')
      .select((eb) => [
        eb.fn.countAll<string | number>().as('all'),
        eb.fn
          .count<string | number>(eb.case().when('created_at', '>=', since).then(1).end())
          .as('recent'),
      ])
      .where('job_id', '=', jobId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('favourites')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('job_id', '=', jobId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    applications: Number(applications.all),
    recent_applications: Number(applications.recent),
    favourites: Number(favourites.n),
  };
}
