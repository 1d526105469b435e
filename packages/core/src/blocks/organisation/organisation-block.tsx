import { type BlockSettingsOf, substitutePlaceholders } from '@jobboard/schema';
import { useContext } from 'react';
import type { BlockContext } from '../../blocks-runtime/block-context';
import type { BlockModule } from '../../blocks-runtime/block-module';
import { useBlockData, useOwnData } from '../../blocks-runtime/use-block-data';
import { useDetailSubject } from '../../blocks-runtime/use-detail-subject';
import { collectionMessages } from '../../i18n/messages/collection-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { CollectionNotice } from '../featured-jobs/collection-notice';
import { collectionStyles } from '../featured-jobs/collection-styles';
import { JobCollection } from '../featured-jobs/job-collection';
import { routePage, routeWithQuery } from '../organisation-search/list-route-query';
import {
  EmployerJobsLogin,
  employerJobsNeedLogin,
} from '../shared/employer-jobs-login/employer-jobs-login';
import { PageNotFoundNotice } from '../shared/page-not-found-notice';
import { Pagination } from '../shared/pagination/pagination';
import { useLastPageRedirect } from '../shared/pagination/use-last-page-redirect';
import { SessionRoleContext } from '../shared/session-role-context';
import { EXAMPLE_ORGANISATION_PAGE } from './example-organisation';
import {
  ORGANISATION_JOBS_PER_PAGE,
  type OrganisationPage,
  organisationPageRequest,
} from './organisation-page-request';
import { OrganisationProfile } from './organisation-profile';
import { organisationStyles } from './organisation-styles';

type Settings = BlockSettingsOf<'organisation'>;
type Module = BlockModule<Settings>;

function pageRequest(context: BlockContext) {
  const slug = context.route.detailKey;
  return slug ? organisationPageRequest(context, slug, routePage(context.route)) : null;
}

export const requests: NonNullable<Module['requests']> = (_settings, context) => {
  const request = pageRequest(context);
  return request ? [request] : [];
};

/**
 * The organisation of the route's detail key: its profile and its jobs, as a list or cards.
 * Without one (no key, or an unknown one) the editor shows an example organisation and visitors
 * see 404 'Page not found'. A guest of a site that anonymizes jobs is asked to log in for them.
 */
export const component: Module['component'] = ({ settings, context }) => {
  const { _ } = useBoardI18n();
  const jobsNeedLogin = employerJobsNeedLogin(context, useContext(SessionRoleContext));
  useScopedStyles('collection', collectionStyles);
  useScopedStyles('organisation', organisationStyles);
  const request = pageRequest(context);
  // Another page of the jobs keeps the profile and the list in place while it loads, so the
  // pagination keeps focus at the list's start; another organisation's data is never shown.
  const { data: kept, error, isLoading } = useBlockData(request, { keepPreviousData: true });
  // On a site that anonymizes jobs, what SWR keeps while a signed-in visitor's own answer loads
  // is a guest's (before the login, a server render's), without the organisation's jobs: they
  // show as loading, not as none.
  const ownAnswer = useOwnData(request).own;
  const guestJobsKept = context.settings.anonymizeJobs && !ownAnswer;
  // While loading, what SWR keeps is the previous route's answer: shown only for this slug.
  const fetched =
    isLoading && kept?.organisation?.slug !== context.route.detailKey ? undefined : kept;
  // The editor shows the example where there is no organisation: no key, or an unknown one.
  const example = context.editor && (!request || fetched?.organisation === null);
  const data: OrganisationPage | undefined = example ? EXAMPLE_ORGANISATION_PAGE : fetched;
  useDetailSubject(
    request ? fetched?.organisation?.name : undefined,
    fetched?.organisation?.slogan,
  );
  const page = routePage(context.route);
  const pageHref = (target: number) => routeWithQuery(context.route, { page: target });
  // A page of the jobs past their end (an old link) goes to the last page with jobs.
  const jobs = fetched?.organisation ? fetched.jobs : undefined;
  const leaving = useLastPageRedirect(
    jobs && !example
      ? {
          page,
          total: jobs.total,
          pageSize: ORGANISATION_JOBS_PER_PAGE,
          empty: jobs.items.length === 0,
        }
      : undefined,
    pageHref,
    context.navigate,
  );

  let body = <CollectionNotice kind="loading" />;
  if (error) body = <CollectionNotice kind="error" />;
  else if (leaving) body = <CollectionNotice kind="loading" />;
  else if ((!request && !example) || data?.organisation === null) {
    body = <PageNotFoundNotice />;
  } else if (data?.organisation) {
    const { organisation, jobs } = data;
    const pageCount = jobs ? Math.ceil(jobs.total / ORGANISATION_JOBS_PER_PAGE) : undefined;
    // The organisation's placeholders (`#name#`, `#email#`) in the title and the subtitle.
    const placeholders = { name: organisation.name, email: organisation.email };
    const title = substitutePlaceholders(settings.title, placeholders);
    const subtitle = substitutePlaceholders(settings.subtitle, placeholders);
    body = (
      <>
        {example ? (
          <p className="jb-organisation__notice">{_(collectionMessages.exampleData)}</p>
        ) : null}
        <OrganisationProfile organisation={organisation} />
        <section className="jb-organisation__jobs">
          {title || subtitle ? (
            <header className="jb-collection__header">
              {title ? <h2 className="jb-collection__title">{title}</h2> : null}
              {subtitle ? <p className="jb-collection__subtitle">{subtitle}</p> : null}
            </header>
          ) : null}
          {jobsNeedLogin ? (
            <EmployerJobsLogin className="jb-collection__notice" />
          ) : guestJobsKept ? (
            <CollectionNotice kind="loading" />
          ) : (
            <>
              {jobs && jobs.items.length > 0 ? (
                <JobCollection jobs={jobs.items} layout={settings.jobsLayout} />
              ) : (
                <CollectionNotice kind="empty" />
              )}
              <Pagination
                page={page}
                pageCount={pageCount}
                hrefFor={(target) => context.href(pageHref(target))}
                onPageChange={(target) => context.navigate(pageHref(target))}
              />
            </>
          )}
        </section>
      </>
    );
  }

  return (
    <article className="jb-organisation">
      <div className="jb-contained">{body}</div>
    </article>
  );
};

/** The block type's catalogue entry: loaded with the component, in the same chunk. */
export { organisationBlock as definition } from '@jobboard/schema';
