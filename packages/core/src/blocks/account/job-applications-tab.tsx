import { APPLICATIONS_PAGE_SIZE, type ListResult, type SentApplication } from '@jobboard/client';
import { useContext } from 'react';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { createDataRequest } from '../../blocks-runtime/create-data-request';
import type { DataRequest } from '../../blocks-runtime/data-request';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { useFormatters } from '../../format/use-formatters';
import { accountPageMessages } from '../../i18n/messages/account-page-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { USER_DATA_REQUESTS } from '../../session/user-data-requests';
import { detailLinks, pageLinkHref } from '../shared/page-link';
import { Pagination } from '../shared/pagination/pagination';
import { SessionUserContext } from '../shared/session-role-context';
import { LoadingNotice, ReadFailure } from './account-notices';
import { exampleApplications } from './example-account';
import { listPageOf, useListPages } from './use-list-page';

/** A page of the candidate's applications; the key names the user, as every read of theirs. */
export function applicationsRequest(
  userUuid: string,
  page: number,
): DataRequest<ListResult<SentApplication>> {
  return createDataRequest(USER_DATA_REQUESTS.applications, { user: userUuid, page }, (client) =>
    client.candidate.listApplications({ page, limit: APPLICATIONS_PAGE_SIZE }),
  );
}

export interface JobApplicationsTabProps {
  context: BlockContext;
  example: boolean;
}

/**
 * The applications the candidate sent, newest first: each job's title (a link to its page while
 * it is online), its organisation and the day of the application, ten a page. A page past the
 * end (an old link) goes to the last page; without any, a link to the job list.
 */
export function JobApplicationsTab({ context, example }: JobApplicationsTabProps) {
  const { _ } = useBoardI18n();
  const format = useFormatters();
  const user = useContext(SessionUserContext);
  const page = listPageOf(context.route.query);
  const read = useBlockData(example || !user ? null : applicationsRequest(user.uuid, page), {
    keepPreviousData: true,
  });
  const result = example ? { items: exampleApplications(), total: 2 } : read.data;
  const { pageCount, pastEnd, hrefFor, goTo } = useListPages(
    context,
    page,
    result,
    APPLICATIONS_PAGE_SIZE,
  );

  if (!example && read.error !== undefined && read.data === undefined) {
    return <ReadFailure onRetry={() => read.mutate()} />;
  }
  if (result === undefined || pastEnd) {
    return <LoadingNotice />;
  }
  if (result.total === 0) {
    const jobList = pageLinkHref(context, 'p-job-list');
    return (
      <p>
        {_(accountPageMessages.noApplications)}
        {jobList ? (
          <>
            {' '}
            <a href={jobList}>{_(accountPageMessages.findJobs)}</a>
          </>
        ) : null}
      </p>
    );
  }
  const jobLink = detailLinks(context, 'p-job-details');
  return (
    <>
      <ul className="jb-account-page__list">
        {result.items.map((application) => {
          const { job } = application;
          const online = job.status === undefined || job.status === 'active';
          const href = online ? jobLink?.(job.slug).href : undefined;
          return (
            <li key={application.uuid} className="jb-account-page__item">
              <div>
                {href ? <a href={href}>{job.title}</a> : <span>{job.title}</span>}
                <p>
                  {[
                    job.organisation_name,
                    _(accountPageMessages.appliedOn(format.jobDate(application.created_at))),
                    online ? null : _(accountPageMessages.jobNoLongerOnline),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={hrefFor}
        onPageChange={(to) => goTo(to)}
      />
    </>
  );
}
