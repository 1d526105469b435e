import type { JobSearchPage } from '@jobboard/client';
import { type BlockSettingsOf, isPageSizeOption, type JobSearchQuery } from '@jobboard/schema';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { createDataRequest } from '../../blocks-runtime/create-data-request';
import type { DataRequest } from '../../blocks-runtime/data-request';
import { jobBoardIdOf } from '../shared/job-board-id';
import {
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
 * The job search of the list: the URL's filters with the fixed query laid over them. A
 * candidate on a board with anonymous search searches through the candidate API (`GET /jobs`);
 * everyone else through the job board's public search.
 */
export function jobSearchRequest(
  settings: Settings,
  context: Pick<BlockContext, 'route' | 'settings' | 'site' | 'config'>,
  options: { anonymous?: boolean; query?: JobSearchUrlQuery } = {},
): DataRequest<JobSearchPage> {
  const urlQuery = options.query ?? readJobSearchQuery(context.route.query);
  const query = jobSearchApiQuery(
    visitorSearchQuery(settings, context.config, urlQuery),
    settings.fixedSearchQuery,
    pageSizeOf(settings, context.route.query),
  );
  return searchRequest(context, query, options.anonymous);
}

/**
 * The premium jobs of the list's search (`match[premium]`, spec §9 "Premium jobs"): its first
 * page, shown above the results on the first page of the search. Null on later pages, and
 * when the fixed query itself chooses premium or normal jobs.
 */
export function premiumJobsRequest(
  settings: Settings,
  context: Pick<BlockContext, 'route' | 'settings' | 'site' | 'config'>,
  options: { anonymous?: boolean; query?: JobSearchUrlQuery } = {},
): DataRequest<JobSearchPage> | null {
  const urlQuery = options.query ?? readJobSearchQuery(context.route.query);
  if ((urlQuery.page ?? 1) > 1 || settings.fixedSearchQuery['match[premium]'] !== undefined) {
    return null;
  }
  const query: JobSearchQuery = {
    ...jobSearchApiQuery(
      visitorSearchQuery(settings, context.config, urlQuery),
      settings.fixedSearchQuery,
      pageSizeOf(settings, context.route.query),
    ),
    'match[premium]': 1,
  };
  return searchRequest(context, query, options.anonymous);
}

function searchRequest(
  context: Pick<BlockContext, 'route' | 'settings' | 'site' | 'config'>,
  query: JobSearchQuery,
  anonymous = false,
): DataRequest<JobSearchPage> {
  if (anonymous) {
    return createDataRequest('candidate-job-search', { query }, (client) =>
      client.candidate.searchJobs(query),
    );
  }
  const boardId = jobBoardIdOf(context);
  return createDataRequest('job-search', { boardId, query }, (client) =>
    boardId === null
      ? Promise.reject(new Error('The site configuration names no job board'))
      : client.public.searchBoardJobs(boardId, query),
  );
}
