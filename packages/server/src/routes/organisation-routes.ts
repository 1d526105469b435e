import { QueryInteger, SORT_TO_API } from '@jobboard/schema';
import { type Context, Hono } from 'hono';
import { enums, max, min, optional, size, string, type } from 'superstruct';
import type { AppEnv } from '../app-env';
import { boardMiddleware } from '../host/board-middleware';
import { notFound } from '../http/api-error';
import { readPagination } from '../http/pagination';
import { readQuery } from '../http/read-query';
import { validate } from '../http/validate';
import { loadBoardSegments } from '../jobs/board-segments';
import { loadJobBoard } from '../jobs/load-job-board';
import { requestLocale } from '../locale/request-locale';
import {
  listOrganisations,
  ORGANISATION_SORTS,
  type OrganisationSort,
} from '../organisations/list-organisations';
import { toOrganisations } from '../organisations/organisation-output';
import { readSlug } from './read-slug';

/** Default page size of the organisation search (spec §9). */
const DEFAULT_LIMIT = 9;

/** Sort option ids of the featured organisations block, mapped like the job sorts. */
const SORT_ALIASES: Record<string, OrganisationSort> = {
  featured: 'featured',
  random: 'random',
  newestOrg: SORT_TO_API.newestOrg,
  oldestOrg: SORT_TO_API.oldestOrg,
};

const OrganisationListQuery = type({
  search: optional(size(string(), 0, 200)),
  sort: optional(enums([...ORGANISATION_SORTS, ...Object.keys(SORT_ALIASES)])),
  'match[premium]': optional(max(min(QueryInteger, 0), 1)),
});

/** Organisation profiles and the organisation search. */
export function organisationRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const list = (scope: 'host' | 'path') => async (c: Context<AppEnv>) => {
    const { db } = c.var.deps;
    const jobBoardId =
      scope === 'path' ? (await loadJobBoard(db, c.req.param())).id : c.var.board.jobBoardId;
    const raw = readQuery(c);
    const query = validate(raw, OrganisationListQuery, true);
    const { limit, offset } = readPagination(raw, DEFAULT_LIMIT);
    const sort = query.sort
      ? (SORT_ALIASES[query.sort] ?? (query.sort as OrganisationSort))
      : 'name';
    const premium = query['match[premium]'];
    const { rows, total } = await listOrganisations(db, {
      jobBoardId,
      search: query.search?.trim() || undefined,
      premium: premium === undefined ? undefined : premium === 1,
      sort,
      limit,
      offset,
    });
    const segments = await loadBoardSegments(db, jobBoardId, requestLocale(c));
    return c.json({ data: await toOrganisations(db, rows, segments), total });
  };

  app.get('/job-boards/:id/organisations', list('path'));
  app.get('/organisations', boardMiddleware, list('host'));

  app.get('/organisations/:slug', boardMiddleware, async (c) => {
    const { db } = c.var.deps;
    const slug = readSlug(c, 'Organisation');
    const rows = await db
      .selectFrom('organisations')
      .selectAll()
      .where('job_board_id', '=', c.var.board.jobBoardId)
      .where('slug', '=', slug)
      .where('active', '=', true)
      .execute();
    if (rows.length === 0) throw notFound('Organisation');
    const segments = await loadBoardSegments(db, c.var.board.jobBoardId, requestLocale(c));
    const [organisation] = await toOrganisations(db, rows, segments);
    return c.json({ data: organisation });
  });

  return app;
}
