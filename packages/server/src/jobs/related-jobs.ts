import { sql } from 'kysely';
import type { Db, JobRow } from '../db/database';
import { isPublicJob, loadJobsInOrder } from '../search/search-jobs';

/**
 * Public jobs of the same board most like a job: the most shared segments first, then newest.
 * Jobs sharing no segment come last, so a job with few segments still gets neighbours.
 */
export async function relatedJobs(db: Db, job: JobRow, limit: number): Promise<JobRow[]> {
  const where = sql.join(isPublicJob(job.job_board_id), sql` and `);
  const { rows } = await sql<{ id: number }>`
    select jobs.id from jobs
    where ${where} and jobs.id <> ${job.id}
    order by cardinality(array(
      select unnest(jobs.segment_ids) intersect select unnest(${job.segment_ids}::int[])
    )) desc, jobs.from_at desc nulls last, jobs.id desc
    limit ${limit}
  `.execute(db);
  return loadJobsInOrder(
    db,
    rows.map((row) => row.id),
  );
}
