import type { JobRow } from '../db/database';

/**
 * Whether the public search shows the job at `now`: `active`, its `from` passed and its `till`
 * not. Up-sells (`job-upsells.ts`) and candidate introductions (`job-introductions.ts`) are only
 * for such a job.
 */
export function isOnline(job: Pick<JobRow, 'status' | 'from_at' | 'till_at'>, now: Date): boolean {
  const time = now.getTime();
  return (
    job.status === 'active' &&
    (job.from_at === null || new Date(job.from_at).getTime() <= time) &&
    (job.till_at === null || new Date(job.till_at).getTime() > time)
  );
}
