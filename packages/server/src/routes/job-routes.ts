import { MAX_JOB_SEARCH_LENGTH, QueryInteger } from '@jobboard/schema';
import { type Context, Hono } from 'hono';
import { min, nonempty, object, optional, pattern, size, string, type } from 'superstruct';
import type { AppEnv } from '../app-env';
import { boardMiddleware } from '../host/board-middleware';
import { notFound } from '../http/api-error';
import { capLimit } from '../http/pagination';
import { readQuery } from '../http/read-query';
import { validate } from '../http/validate';
import { hidesEmployer, withoutEmployer } from '../jobs/anonymous-jobs';
import { answerJobBySlug } from '../jobs/answer-job-by-slug';
import { answerJobSearch } from '../jobs/answer-job-search';
import { loadBoardSegments } from '../jobs/board-segments';
import { toJob } from '../jobs/job-output';
import { loadJobBoard } from '../jobs/load-job-board';
import { relatedJobs } from '../jobs/related-jobs';
import { suggest } from '../jobs/suggest';
import { requestLocale } from '../locale/request-locale';
import { TEXT_SEARCH_CONFIGS } from '../search/text-search';

export const UUID = pattern(
  string(),
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
);
/** Related jobs asked for without a limit (spec §9). */
const RELATED_DEFAULT = 10;

const RelatedQuery = type({ limit: optional(min(QueryInteger, 1)) });
/** The keyword box takes up to the job search's length, so its suggestions read as much. */
const SuggestionQuery = object({
  search: size(nonempty(string()), 1, MAX_JOB_SEARCH_LENGTH),
  limit: optional(size(QueryInteger, 1, 20)),
});

/**
 * `GET /jobs/{uuid}/related?limit=` (spec §7, public and candidate): public jobs of the job's
 * board most like it, 10 unless `limit` says otherwise (at most 50).
 */
export async function answerRelatedJobs(c: Context<AppEnv>) {
  const { db } = c.var.deps;
  const { uuid } = validate({ uuid: c.req.param('uuid') }, type({ uuid: UUID }));
  const { limit = RELATED_DEFAULT } = validate(capLimit(readQuery(c)), RelatedQuery, true);
  const job = await db.selectFrom('jobs').selectAll().where('uuid', '=', uuid).executeTakeFirst();
  // Through a board's host, only that board's jobs (another site's may be behind its password).
  const host = c.var.hostBoard;
  if (!job || (host && !host.fallback && job.job_board_id !== host.jobBoardId)) {
    throw notFound('Job');
  }
  const rows = await relatedJobs(db, job, Math.min(limit, 50));
  const segments = await loadBoardSegments(db, job.job_board_id, requestLocale(c));
  const anonymous = await hidesEmployer(c, job.job_board_id);
  const jobs = rows.map((row) => toJob(row, segments));
  return c.json({ data: anonymous ? jobs.map(withoutEmployer) : jobs, total: rows.length });
}

/** Job search with facets, job by slug, related jobs, suggestions and the search strategy. */
export function jobRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/job-boards/:id/jobs', async (c) =>
    answerJobSearch(c, await loadJobBoard(c.var.deps.db, c.req.param())),
  );

  app.get('/job-boards/:id/jobs/strategy', async (c) => {
    const board = await loadJobBoard(c.var.deps.db, c.req.param());
    return c.json({
      data: {
        strategy: 'postgresql-full-text',
        text_search_configs: TEXT_SEARCH_CONFIGS,
        relevance: 'ts_rank x boost_factor',
        title_prefix:
          'a keyword also matches titles whose words it starts (not with quotes, -word or or)',
        radius: 'bounding box on a (lat, lon) btree index, then haversine',
        distance_unit: board.useImperial ? 'mi' : 'km',
        facets: 'segment counts over the filtered set',
        default_sort: { with_search: 'relevance', without_search: 'newest' },
      },
    });
  });

  app.get('/job-boards/:id/suggestions', async (c) => {
    const { db } = c.var.deps;
    const board = await loadJobBoard(db, c.req.param());
    const query = validate(capLimit(readQuery(c)), SuggestionQuery, true);
    const data = await suggest(db, board.id, query.search, requestLocale(c), query.limit ?? 10);
    return c.json({ data, total: data.length });
  });

  app.get('/jobs/slug/:slug', boardMiddleware, answerJobBySlug);

  app.get('/jobs/:uuid/related', answerRelatedJobs);

  return app;
}
