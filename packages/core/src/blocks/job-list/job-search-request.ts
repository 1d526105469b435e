import type { JobSearchPage } from '@jobboard/client';
import {
  type BlockSettingsOf,
  isPageSizeOption,
  type Job,
  type JobSearchQuery,
} from '@jobboard/schema';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { createDataRequest } from '../../blocks-runtime/create-data-request';
import type { DataRequest } from '../../blocks-runtime/data-request';
import { jobBoardIdOf } from '../shared/job-board-id';
import {
  hasSearchPlace,
  type JobSearchUrlQuery,
  jobSearchApiQuery,
  readJobSearchQuery,
  withFixedQuery,
} from '../shared/job-search-query';
import { fixedSegmentGroupIds, visitorSegmentIds } from './segment-facets';

type Settings = BlockSettingsOf<'job-list'>;

/** The page size: the URL's `limit` when it is one of the page size options, else the setting's. */
export function pageSizeOf(settings: Settings, params: URLSearchParams): number {
  const limit = Number(params.get('limit'));
  return isPageSizeOption(limit) ? limit : settings.perPage;
}

/**
 * The URL's search as the list applies it, which its links and its form without scripts carry
 * (search QA): without segment ids the site does not have (a typed or stale link; they found
 * nothing, counted as a ticked filter no checkbox showed, and rode along in the form), a page
 * size the list does not offer (`limit=1000` stayed in the page links while the select said
 * 10), and nearest first without a place (the list sorts by its default then). A site whose
 * configuration lists no segments keeps the ids.
 */
export function appliedSearchQuery(
  query: JobSearchUrlQuery,
  config: BlockContext['config'],
): JobSearchUrlQuery {
  const applied: JobSearchUrlQuery = { ...query };
  if (applied.limit !== undefined && !isPageSizeOption(applied.limit)) delete applied.limit;
  if (applied.sort === 'distance' && !hasSearchPlace(applied)) delete applied.sort;
  const ids = applied['in[segment_ids]'];
  if (ids && config.segments.length > 0) {
    const known = ids.filter((id) => config.segments.some((segment) => segment.id === id));
    if (known.length > 0) applied['in[segment_ids]'] = known;
    else delete applied['in[segment_ids]'];
  }
  return applied;
}

/**
 * The URL's search as the list runs it: a visitor's segment in a group the fixed query chooses
 * from would widen the fixed query (a group's segments are any of), so it is left out.
 */
function visitorSearchQuery(
  settings: Settings,
  config: BlockContext['config'],
  urlQuery: JobSearchUrlQuery,
): JobSearchUrlQuery {
  const visitorIds = urlQuery['in[segment_ids]'];
  if (!visitorIds) return urlQuery;
  const fixedGroups = fixedSegmentGroupIds(config, settings.fixedSearchQuery['in[segment_ids]']);
  return { ...urlQuery, 'in[segment_ids]': visitorSegmentIds(config, visitorIds, fixedGroups) };
}

/**
 * The search the list shows, in the URL's form with its fixed query: the search a job alert
 * created from the list follows.
 */
export function listSearchQuery(
  settings: Settings,
  config: BlockContext['config'],
  urlQuery: JobSearchUrlQuery,
): JobSearchUrlQuery {
  return withFixedQuery(visitorSearchQuery(settings, config, urlQuery), settings.fixedSearchQuery);
}

/**
 * How many of the search's premium jobs head its first page. The spec names no number: a few on
 * top, as job boards show sponsored results, rather than a second page of them before the
 * results; the other premium jobs are among the results, marked as such.
 */
export const PREMIUM_JOBS_LIMIT = 3;

/**
 * What the list shows of a search: a page of its results, and on the first page the search's
 * first premium jobs (`match[premium]`, spec §9 "Premium jobs"), at most
 * {@link PREMIUM_JOBS_LIMIT}, which head it (a page's results leave out the ones it heads with).
 * Every later page shows its whole page of results, its own premium jobs heading it: a premium
 * job that headed the first page may come again in its place, but no page is short (QA: pages
 * of 10 held 8, 9 or 6 jobs when every page left the first page's head out). `premiumJobs` is
 * null on later pages, when the search itself chooses premium or normal jobs, and when that
 * read failed (the page's own premium jobs head it then).
 */
export interface JobListResults extends JobSearchPage {
  premiumJobs: Job[] | null;
  /**
   * Whether this is the search's first page, as asked: the list splits the answer it shows by
   * the answer's own page, not the URL's, as it keeps showing the last page while the next loads.
   */
  firstPage: boolean;
}

/**
 * The job search of the list: the URL's filters with the fixed query laid over them. A
 * candidate on a board with anonymous search searches through the candidate API (`GET /jobs`);
 * everyone else through the job board's public search. One request reads the results and the
 * premium jobs together, so what the list shows always belongs to one search.
 */
export function jobSearchRequest(
  settings: Settings,
  context: Pick<BlockContext, 'route' | 'settings' | 'site' | 'config'>,
  options: { anonymous?: boolean; query?: JobSearchUrlQuery } = {},
): DataRequest<JobListResults> {
  const urlQuery = options.query ?? readJobSearchQuery(context.route.query);
  const query = jobSearchApiQuery(
    visitorSearchQuery(settings, context.config, urlQuery),
    settings.fixedSearchQuery,
    pageSizeOf(settings, context.route.query),
  );
  const withPremium = query['match[premium]'] === undefined && (query.page ?? 1) === 1;
  const read = async (search: (query: JobSearchQuery) => Promise<JobSearchPage>) => {
    const [page, premium] = await Promise.all([
      search(query),
      withPremium
        ? search({ ...query, 'match[premium]': 1, page: 1, limit: PREMIUM_JOBS_LIMIT }).catch(
            () => null,
          )
        : null,
    ]);
    return {
      ...page,
      premiumJobs: premium?.items.filter((job) => job.premium) ?? null,
      firstPage: (query.page ?? 1) === 1,
    };
  };
  if (options.anonymous) {
    return createDataRequest('candidate-job-search', { query }, (client) =>
      read((search) => client.candidate.searchJobs(search)),
    );
  }
  const boardId = jobBoardIdOf(context);
  return createDataRequest('job-search', { boardId, query }, (client) =>
    boardId === null
      ? Promise.reject(new Error('The site configuration names no job board'))
      : read((search) => client.public.searchBoardJobs(boardId, search)),
  );
}
