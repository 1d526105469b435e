import { pickLocalized } from '@jobboard/schema';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { isPublicJob } from '../search/search-jobs';
import { foldForMatching, prefixQuery, titlePrefixQuery } from '../search/text-search';

/** A search suggestion: a keyword from job titles, or a segment to filter by. */
export interface Suggestion {
  type: 'keyword' | 'segment';
  /** What the list shows. */
  name: string;
  /** The keyword to search with (empty for a segment). */
  search: string;
  /** Segment filters to add (`in[segment_ids]`). */
  segment_ids: number[];
  /** Public jobs behind the suggestion. */
  count: number;
}

/**
 * Titles whose words start with the typed words, and segments whose name starts with them; case
 * and accents do not matter (`sanat` finds `Sănătate`, `coordinator` finds `Coördinator`).
 */
export async function suggest(
  db: Db,
  jobBoardId: number,
  search: string,
  locale: string,
  limit: number,
): Promise<Suggestion[]> {
  const prefix = prefixQuery(search);
  if (!prefix) return [];
  const where = sql.join(isPublicJob(jobBoardId), sql` and `);
  const titles = await sql<{ title: string; count: number }>`
    select jobs.title, count(*)::int as count from jobs
    where ${where} and jobs.title_vector @@ ${titlePrefixQuery(prefix)}
    group by jobs.title order by count(*) desc, jobs.title limit ${limit}
  `.execute(db);
  const needle = foldForMatching(search.trim());
  const segments = await db
    .selectFrom('segments')
    .innerJoin('segment_groups', 'segment_groups.id', 'segments.segments_group_id')
    .select(['segments.id', 'segments.names'])
    .where('segment_groups.job_board_id', '=', jobBoardId)
    .where('segment_groups.jobs', '=', true)
    .execute();
  const named = segments
    .map((row) => ({ id: row.id, name: pickLocalized(row.names, locale) }))
    .filter((row) => foldForMatching(row.name).startsWith(needle));
  const counts = new Map<number, number>();
  if (named.length > 0) {
    const ids = named.map((row) => row.id);
    const { rows } = await sql<{ id: number; count: number }>`
      select segment_id as id, count(*)::int as count from jobs, unnest(jobs.segment_ids) segment_id
      where ${where} and jobs.segment_ids && ${ids}::int[] and segment_id = any(${ids}::int[])
      group by segment_id
    `.execute(db);
    for (const row of rows) counts.set(row.id, row.count);
  }
  const segmentHits = named
    .map((row) => ({ ...row, count: counts.get(row.id) ?? 0 }))
    .filter((row) => row.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, Math.ceil(limit / 2));
  return [
    ...segmentHits.map(
      (row): Suggestion => ({
        type: 'segment',
        name: row.name,
        search: '',
        segment_ids: [row.id],
        count: row.count,
      }),
    ),
    ...titles.rows.map(
      (row): Suggestion => ({
        type: 'keyword',
        name: row.title,
        search: row.title,
        segment_ids: [],
        count: row.count,
      }),
    ),
  ].slice(0, limit);
}
