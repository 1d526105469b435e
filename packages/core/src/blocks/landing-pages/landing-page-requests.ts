import type { JobSearchPage, ListResult } from '@jobboard/client';
import type { LandingPage } from '@jobboard/schema';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { createDataRequest } from '../../blocks-runtime/create-data-request';
import type { DataRequest } from '../../blocks-runtime/data-request';
import { isMissingItem } from '../shared/is-missing-item';
import { jobBoardIdOf, requireJobBoardId } from '../shared/job-board-id';

type RequestContext = Pick<BlockContext, 'site' | 'config' | 'settings' | 'locale'>;

/** The board's landing pages of the locale (`match[locale]`), one page of them. */
export function landingPagesRequest(
  context: RequestContext,
  page: number,
  limit: number,
): DataRequest<ListResult<LandingPage>> {
  const boardId = jobBoardIdOf(context);
  const { locale } = context;
  return createDataRequest('landing-pages', { boardId, locale, page, limit }, async (client) =>
    client.public.listLandingPages(await requireJobBoardId(boardId), { locale, page, limit }),
  );
}

/** A landing page with one page of the jobs of its query; `landingPage` null when none has the slug. */
export interface LandingPageWithJobs {
  landingPage: LandingPage | null;
  jobs: JobSearchPage | null;
}

/** Whether an answer is a landing page: an empty one (`{}`, `[]`, null) names nothing. */
function isLandingPage(value: unknown): value is LandingPage {
  return (
    typeof value === 'object' &&
    value !== null &&
    'title' in value &&
    typeof value.title === 'string' &&
    'query' in value &&
    typeof value.query === 'object' &&
    value.query !== null &&
    !Array.isArray(value.query)
  );
}

/**
 * The landing page of a slug (`GET /landing-pages/{slug}`) and a page of the jobs of its query,
 * as one request: the jobs need the page's query, and one request lets the server prefetch both.
 */
export function landingPageRequest(
  context: RequestContext,
  slug: string,
  page: number,
  limit: number,
): DataRequest<LandingPageWithJobs> {
  const boardId = jobBoardIdOf(context);
  return createDataRequest(
    'landing-page',
    { boardId, locale: context.locale, slug, page, limit },
    async (client) => {
      let landingPage: LandingPage;
      try {
        landingPage = await client.public.getLandingPage(slug);
      } catch (error) {
        if (isMissingItem(error)) return { landingPage: null, jobs: null };
        throw error;
      }
      // An empty result is a missing page too (spec §2), not every job of the board.
      if (!isLandingPage(landingPage)) return { landingPage: null, jobs: null };
      const jobs = await client.public.searchBoardJobs(await requireJobBoardId(boardId), {
        ...landingPage.query,
        page,
        limit,
      });
      return { landingPage, jobs };
    },
  );
}
