import type { ListResult, OrganisationsQuery } from '@jobboard/client';
import type { Organisation } from '@jobboard/schema';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { createDataRequest } from '../../blocks-runtime/create-data-request';
import type { DataRequest } from '../../blocks-runtime/data-request';
import { jobBoardIdOf, requireJobBoardId } from '../shared/job-board-id';

/**
 * The organisations of the site's job board (`GET /job-boards/{id}/organisations`) as a data
 * request: the featured organisations and the organisation search.
 */
export function boardOrganisationsRequest(
  context: Pick<BlockContext, 'site' | 'config' | 'settings' | 'locale'>,
  query: OrganisationsQuery,
): DataRequest<ListResult<Organisation>> {
  const boardId = jobBoardIdOf(context);
  return createDataRequest(
    'board-organisations',
    { boardId, locale: context.locale, query },
    async (client) => client.public.listBoardOrganisations(await requireJobBoardId(boardId), query),
  );
}
