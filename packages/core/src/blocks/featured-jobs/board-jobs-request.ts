import type { JobSearchPage } from '@jobboard/client';
import type { JobSearchQuery } from '@jobboard/schema';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { createDataRequest } from '../../blocks-runtime/create-data-request';
import type { DataRequest } from '../../blocks-runtime/data-request';
import { jobBoardIdOf, requireJobBoardId } from '../shared/job-board-id';

/**
 * The public job search of the site's job board (`GET job-boards/{id}/jobs`) as a data request:
 * featured jobs, jobs per segment and per link, an organisation's and a landing page's jobs.
 * The key holds the board, the locale (job texts are localised) and the query.
 */
export function boardJobsRequest(
  context: Pick<BlockContext, 'site' | 'config' | 'settings' | 'locale'>,
  query: JobSearchQuery,
): DataRequest<JobSearchPage> {
  const boardId = jobBoardIdOf(context);
  return createDataRequest(
    'board-jobs',
    { boardId, locale: context.locale, query },
    async (client) => client.public.searchBoardJobs(await requireJobBoardId(boardId), query),
  );
}
