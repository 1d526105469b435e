import { randomUUID } from 'node:crypto';
import type { Db, NewJob } from '../db/database';
import { toYearlySalary } from '../jobs/job-output';
import { sanitizeOptionalHtml } from '../sanitize/sanitize-html';

export type JobSeed = Omit<
  NewJob,
  'uuid' | 'job_board_id' | 'salary_year' | 'updated_at' | 'text_platform'
> & {
  uuid?: string;
  text_platform?: Record<string, string | null> | null;
};

/** A job row ready to insert: HTML sanitized, yearly salary derived, uuid given. */
export function prepareJob(jobBoardId: number, seed: JobSeed): NewJob {
  const platform = seed.text_platform
    ? Object.fromEntries(
        Object.entries(seed.text_platform).map(([key, value]) => [
          key,
          sanitizeOptionalHtml(value),
        ]),
      )
    : null;
  const salary = seed.salary_max ?? seed.salary_min;
  const middle =
    seed.salary_min !== null &&
    seed.salary_min !== undefined &&
    seed.salary_max !== null &&
    seed.salary_max !== undefined
      ? (seed.salary_min + seed.salary_max) / 2
      : salary;
  return {
    ...seed,
    uuid: seed.uuid ?? randomUUID(),
    job_board_id: jobBoardId,
    text_own: sanitizeOptionalHtml(seed.text_own),
    text_platform: platform ? JSON.stringify(platform) : null,
    salary_year: toYearlySalary(middle, seed.salary_type),
    updated_at: new Date(),
  };
}

/** Inserts jobs in batches; answers their ids in order. */
export async function insertJobs(db: Db, jobBoardId: number, seeds: JobSeed[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < seeds.length; start += 500) {
    const batch = seeds.slice(start, start + 500).map((seed) => prepareJob(jobBoardId, seed));
    const rows = await db.insertInto('jobs').values(batch).returning('id').execute();
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}
