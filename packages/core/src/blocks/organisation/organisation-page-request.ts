import type { JobSearchPage } from '@jobboard/client';
import type { Organisation } from '@jobboard/schema';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { createDataRequest } from '../../blocks-runtime/create-data-request';
import type { DataRequest } from '../../blocks-runtime/data-request';
import { isMissingItem } from '../shared/is-missing-item';
import { jobBoardIdOf, requireJobBoardId } from '../shared/job-board-id';

/** Jobs per page of an organisation's jobs (the spec's default page size, §9). */
export const ORGANISATION_JOBS_PER_PAGE = 10;

/** An organisation with one page of its jobs; `organisation` is null when none has the slug
 * or the answer is empty. */
export interface OrganisationPage {
  organisation: Organisation | null;
  jobs: JobSearchPage | null;
}

/** Whether an answer is an organisation: an empty one (`{}`, `[]`, null) names nothing. */
function isOrganisation(value: unknown): value is Organisation {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    Number.isInteger(value.id) &&
    'name' in value &&
    typeof value.name === 'string'
  );
}

/**
 * The organisation of a slug (`GET /organisations/{slug}`) and a page of its jobs (the board's
 * job search with `match[organisation_id]`), as one request: the jobs need the organisation's
 * id, and one request lets the server prefetch both for SSR.
 */
export function organisationPageRequest(
  context: Pick<BlockContext, 'site' | 'config' | 'settings' | 'locale'>,
  slug: string,
  page: number,
): DataRequest<OrganisationPage> {
  const boardId = jobBoardIdOf(context);
  return createDataRequest(
    'organisation-page',
    { boardId, locale: context.locale, slug, page },
    async (client) => {
      let organisation: Organisation;
      try {
        organisation = await client.public.getOrganisation(slug);
      } catch (error) {
        if (isMissingItem(error)) return { organisation: null, jobs: null };
        throw error;
      }
      // An empty result is a missing organisation too (spec §2), not every job of the board.
      if (!isOrganisation(organisation)) return { organisation: null, jobs: null };
      const jobs = await client.public.searchBoardJobs(await requireJobBoardId(boardId), {
        'match[organisation_id]': organisation.id,
        page,
        limit: ORGANISATION_JOBS_PER_PAGE,
      });
      return { organisation, jobs };
    },
  );
}
