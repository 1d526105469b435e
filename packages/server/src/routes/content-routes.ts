import { QueryInteger } from '@jobboard/schema';
import { type Context, Hono } from 'hono';
import type { Selectable } from 'kysely';
import { enums, optional, pattern, string, type } from 'superstruct';
import type { AppEnv } from '../app-env';
import type { ArticlesTable, LandingPagesTable } from '../db/database';
import { boardMiddleware } from '../host/board-middleware';
import { notFound } from '../http/api-error';
import { readPagination } from '../http/pagination';
import { readQuery } from '../http/read-query';
import { validate } from '../http/validate';
import { hidesEmployer, withoutEmployer } from '../jobs/anonymous-jobs';
import { loadBoardSegments } from '../jobs/board-segments';
import { toJob } from '../jobs/job-output';
import { loadJobBoard } from '../jobs/load-job-board';
import { readJobSearch } from '../jobs/read-job-search';
import { explicitLocale, requestLocale } from '../locale/request-locale';
import { searchJobs } from '../search/search-jobs';
import { readSlug } from './read-slug';

/** Default page sizes: news feed 9, landing pages and landing jobs 10 (spec §9). */
const NEWS_LIMIT = 9;
const LANDING_LIMIT = 10;

const LOCALE = pattern(string(), /^[a-zA-Z]{2}(-[a-zA-Z]{2})?$/);

const CmsQuery = type({
  sort: optional(enums(['created_at', '+created_at', '-created_at', 'title', '-title'])),
  locale: optional(LOCALE),
});
const LandingQuery = type({ 'match[locale]': optional(LOCALE) });
const LandingJobsQuery = type({ page: optional(QueryInteger), limit: optional(QueryInteger) });

/** CMS articles (news) and landing pages with the jobs of their query. */
export function contentRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/cms', boardMiddleware, async (c) => {
    const { db } = c.var.deps;
    const raw = readQuery(c);
    const query = validate(raw, CmsQuery, true);
    const { limit, offset } = readPagination(raw, NEWS_LIMIT);
    let base = db
      .selectFrom('articles')
      .where('job_board_id', '=', c.var.board.jobBoardId)
      .where('active', '=', true);
    if (query.locale) base = base.where('locale', '=', normalizeLocale(query.locale));
    const sort = query.sort ?? '-created_at';
    const column = sort.replace(/^[+-]/, '') as 'created_at' | 'title';
    const [count, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      base
        .selectAll()
        .orderBy(column, sort.startsWith('-') ? 'desc' : 'asc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    ]);
    return c.json({ data: rows.map(toArticle), total: Number(count.total) });
  });

  app.get('/cms/slug/:slug', boardMiddleware, async (c) => {
    const slug = readSlug(c, 'Article');
    // An article is of one language: asked for in another (the board's /en-US/article/<a Dutch
    // article's slug>), it is not there, as the language's news list does not hold it either.
    const locale = explicitLocale(c);
    let query = c.var.deps.db
      .selectFrom('articles')
      .selectAll()
      .where('job_board_id', '=', c.var.board.jobBoardId)
      .where('slug', '=', slug)
      .where('active', '=', true);
    if (locale) query = query.where('locale', '=', normalizeLocale(locale));
    const row = await query.executeTakeFirst();
    if (!row) throw notFound('Article');
    return c.json({ data: toArticle(row) });
  });

  app.get('/job-boards/:id/landing-pages', async (c) => {
    const { db } = c.var.deps;
    const board = await loadJobBoard(db, c.req.param());
    const raw = readQuery(c);
    const query = validate(raw, LandingQuery, true);
    const { limit, offset } = readPagination(raw, LANDING_LIMIT);
    let base = db
      .selectFrom('landing_pages')
      .where('job_board_id', '=', board.id)
      .where('active', '=', true);
    const locale = query['match[locale]'];
    if (locale) base = base.where('locale', '=', normalizeLocale(locale));
    const [count, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      base.selectAll().orderBy('title').orderBy('id').limit(limit).offset(offset).execute(),
    ]);
    return c.json({ data: rows.map(toLandingPage), total: Number(count.total) });
  });

  app.get('/landing-pages/:slug', boardMiddleware, (c) => landingPage(c));

  return app;
}

async function landingPage(c: Context<AppEnv>) {
  const { db } = c.var.deps;
  const slug = readSlug(c, 'Landing page');
  // A landing page is of one language: asked for in another, it is not there.
  const locale = explicitLocale(c);
  let query = db
    .selectFrom('landing_pages')
    .selectAll()
    .where('job_board_id', '=', c.var.board.jobBoardId)
    .where('slug', '=', slug)
    .where('active', '=', true);
  if (locale) query = query.where('locale', '=', normalizeLocale(locale));
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('Landing page');
  const board = await loadJobBoard(db, { id: String(row.job_board_id) });
  const raw = readQuery(c);
  const paging = validate(raw, LandingJobsQuery, true);
  const segments = await loadBoardSegments(db, board.id, requestLocale(c));
  const context = { jobBoardId: board.id, useImperial: board.useImperial, segments };
  // The stored query decides what the page shows; only paging comes from the request. A stored
  // filter that does not read (a damaged row) is left out rather than failing the page.
  const readable = (query: Record<string, string | string[]>) => {
    try {
      readJobSearch(query, context);
      return true;
    } catch {
      return false;
    }
  };
  const saved = isRecord(row.query) ? row.query : {};
  let stored = Object.fromEntries(
    Object.entries(saved)
      .filter(([, value]) => (Array.isArray(value) ? value.every(isScalar) : isScalar(value)))
      .map(([key, value]) => [key, Array.isArray(value) ? value.map(String) : String(value)]),
  );
  if (!readable(stored)) {
    stored = Object.fromEntries(
      Object.entries(stored).filter(([key, value]) => readable({ [key]: value })),
    );
  }
  const anonymous = await hidesEmployer(c, board.id);
  const input = readJobSearch(
    {
      ...stored,
      ...(paging.page === undefined ? {} : { page: String(paging.page) }),
      limit: String(paging.limit ?? LANDING_LIMIT),
    },
    context,
  );
  const hits = await searchJobs(db, { ...input, hidesEmployer: anonymous });
  return c.json({
    data: {
      ...toLandingPage(row),
      // The board searches the page's jobs with its query too: the filters that read.
      query: Object.fromEntries(
        Object.entries(saved).filter(([key]) => Object.hasOwn(stored, key)),
      ),
      jobs: hits.rows.map((job) => {
        const answered = toJob(job, segments);
        return anonymous ? withoutEmployer(answered) : answered;
      }),
      total: hits.total,
      aggregations: { segment_ids: hits.segmentCounts },
    },
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isScalar = (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value);

/** Locale codes arrive as `NL`, `nl` or `en-us`; rows keep them as configured (`en-US`). */
function normalizeLocale(locale: string): string {
  const [language = '', region] = locale.split('-');
  return region ? `${language.toLowerCase()}-${region.toUpperCase()}` : language.toLowerCase();
}

function toArticle(row: Selectable<ArticlesTable>) {
  return {
    id: row.id,
    type: row.type,
    locale: row.locale,
    active: row.active,
    slug: row.slug,
    title: row.title,
    description: row.description,
    text: row.text,
    thumbnail: row.thumbnail,
    image: row.image,
    created_at: new Date(row.created_at).toISOString(),
  };
}

function toLandingPage(row: Selectable<LandingPagesTable>) {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    locale: row.locale,
    description: row.description,
    query: row.query,
  };
}
