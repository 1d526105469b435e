import type { BlockSettingsOf } from '@jobboard/schema';
import { useContext } from 'react';
import { useBlockContext } from '../../blocks-runtime/use-block-context';
import { useBlockData, useOwnData } from '../../blocks-runtime/use-block-data';
import { useDetailSubject } from '../../blocks-runtime/use-detail-subject';
import { collectionMessages } from '../../i18n/messages/collection-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { cutDescription } from '../../seo/meta-description';
import { BoardAnchor } from '../featured-jobs/board-anchor';
import { CollectionNotice } from '../featured-jobs/collection-notice';
import { JobCollection } from '../featured-jobs/job-collection';
import { routePage, routeWithQuery } from '../organisation-search/list-route-query';
import {
  EmployerJobsLogin,
  employerJobsNeedLogin,
} from '../shared/employer-jobs-login/employer-jobs-login';
import { pagePath } from '../shared/page-link';
import { PageNotFoundNotice } from '../shared/page-not-found-notice';
import { Pagination } from '../shared/pagination/pagination';
import { useLastPageRedirect } from '../shared/pagination/use-last-page-redirect';
import { SessionRoleContext } from '../shared/session-role-context';
import { exampleLandingPage } from './example-landing-page';
import { type LandingPageWithJobs, landingPageRequest } from './landing-page-requests';

export interface LandingPageDetailProps {
  settings: BlockSettingsOf<'landing-pages'>;
  slug: string;
}

/**
 * One landing page: its title and the jobs of its query, with paging. For a slug the API does
 * not know, visitors see 404 'Page not found' and the editor an example landing page.
 */
export function LandingPageDetail({ settings, slug }: LandingPageDetailProps) {
  const context = useBlockContext();
  const { _ } = useBoardI18n();
  const role = useContext(SessionRoleContext);
  const page = routePage(context.route);
  const limit = settings.jobsPerPage;
  // Another page of its jobs keeps the landing page in place while it loads, so the pagination
  // keeps focus at the list's start; another landing page's data is never shown.
  const request = landingPageRequest(context, slug, page, limit);
  const { data: kept, error, isLoading } = useBlockData(request, { keepPreviousData: true });
  const ownAnswer = useOwnData(request).own;
  // While loading, what SWR keeps is the previous route's answer: shown only for this slug.
  const fetched = isLoading && kept?.landingPage?.slug !== slug ? undefined : kept;
  // Its description meta: the title, the number of jobs and the first jobs' titles.
  useDetailSubject(
    fetched?.landingPage?.title,
    fetched?.landingPage &&
      cutDescription(
        [
          _(
            collectionMessages.landingPageDescription(
              fetched.landingPage.title,
              fetched.jobs?.total ?? 0,
            ),
          ),
          ...(fetched.jobs?.items ?? []).map((job) => job.title.trim()),
        ]
          .filter(Boolean)
          .join(' · '),
      ),
  );
  // The editor previews the detail view's settings on an example where the slug finds nothing.
  const example = context.editor && fetched?.landingPage === null;
  const data: LandingPageWithJobs | undefined = example ? exampleLandingPage(page, limit) : fetched;
  const listPath = pagePath(context, 'p-landing-pages');
  const pageHref = (target: number) => routeWithQuery(context.route, { page: target });
  const leaving = useLastPageRedirect(
    data?.landingPage && !error && !example
      ? {
          page,
          total: data.jobs?.total ?? 0,
          pageSize: limit,
          empty: (data.jobs?.items.length ?? 0) === 0,
        }
      : undefined,
    pageHref,
    context.navigate,
  );

  if (error) return <CollectionNotice kind="error" />;
  if (!data || leaving) return <CollectionNotice kind="loading" />;
  if (!data.landingPage) return <PageNotFoundNotice />;
  const jobs = data.jobs?.items ?? [];
  // A landing page of an employer's jobs: the API lists a guest of a site that anonymizes jobs
  // none of them (spec §6), which "no results" would misstate.
  const { query } = data.landingPage;
  const namesEmployer =
    query?.['match[organisation_id]'] !== undefined || Boolean(query?.organisation_name);
  const employerJobs = employerJobsNeedLogin(context, role) && namesEmployer;
  // While a signed-in visitor's own answer loads, what SWR keeps is a guest's, without them.
  const guestJobsKept = context.settings.anonymizeJobs && namesEmployer && !ownAnswer;
  return (
    <>
      {example ? (
        <p className="jb-landing-pages__notice">{_(collectionMessages.exampleLandingPage)}</p>
      ) : null}
      {listPath === null ? null : (
        <BoardAnchor path={listPath} className="jb-landing-pages__back">
          {_(collectionMessages.allLandingPages)}
        </BoardAnchor>
      )}
      <h1 className="jb-collection__title">{data.landingPage.title}</h1>
      <div className="jb-landing-pages__jobs">
        {employerJobs ? (
          <EmployerJobsLogin className="jb-collection__notice" />
        ) : guestJobsKept ? (
          <CollectionNotice kind="loading" />
        ) : jobs.length === 0 ? (
          <CollectionNotice kind="empty" />
        ) : (
          <JobCollection jobs={jobs} layout={settings.jobsLayout} headingLevel={2} />
        )}
        <Pagination
          page={page}
          pageCount={Math.ceil((data.jobs?.total ?? 0) / limit)}
          hrefFor={(target) => context.href(pageHref(target))}
          onPageChange={(target) => context.navigate(pageHref(target))}
        />
      </div>
    </>
  );
}
