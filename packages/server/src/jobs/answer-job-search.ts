import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { readQuery } from '../http/read-query';
import { requestLocale } from '../locale/request-locale';
import { distanceKmBetween } from '../search/distance-between';
import { searchJobs } from '../search/search-jobs';
import { hidesEmployer, withoutEmployer } from './anonymous-jobs';
import { loadBoardSegments } from './board-segments';
import { toJob } from './job-output';
import type { JobBoardInfo } from './load-job-board';
import { readJobSearch } from './read-job-search';

/**
 * The job search of a board from the request's query: a page of jobs (with their distance on a
 * radius search), the total and the segment facet counts. The public search of
 * `job-boards/{id}/jobs` and the candidate's `GET /jobs` answer alike.
 */
export async function answerJobSearch(c: Context<AppEnv>, board: JobBoardInfo) {
  const { db } = c.var.deps;
  const segments = await loadBoardSegments(db, board.id, requestLocale(c));
  const anonymous = await hidesEmployer(c, board.id);
  // A guest of a site that anonymizes jobs cannot look for an employer's jobs by its name or its
  // id (an organisation's page), nor by keywords that name it (see `searchJobs`).
  const input = {
    ...readJobSearch(readQuery(c), {
      jobBoardId: board.id,
      useImperial: board.useImperial,
      segments,
    }),
    hidesEmployer: anonymous,
  };
  const hits = await searchJobs(db, input);
  const toUnit = board.useImperial ? 1 / 1.609344 : 1;
  return c.json({
    data: hits.rows.map((row) => {
      const job = toJob(row, segments, {
        distance: input.radius ? distanceKmBetween(input.radius, row) * toUnit : undefined,
      });
      return anonymous ? withoutEmployer(job) : job;
    }),
    total: hits.total,
    aggregations: { segment_ids: hits.segmentCounts },
  });
}
