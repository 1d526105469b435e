import type { BlockSettingsOf } from '@jobboard/schema';
import { useContext, useState } from 'react';
import type { BlockModule } from '../../blocks-runtime/block-module';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { useDetailSubject } from '../../blocks-runtime/use-detail-subject';
import { shellMessages } from '../../i18n/messages/shell-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { PageNotFoundNotice } from '../shared/page-not-found-notice';
import { SessionRoleContext } from '../shared/session-role-context';
import { jobBySlugRequest, jobReaderFor, relatedJobsRequest } from './job-details-requests';
import { jobDetailsStyles } from './job-details-styles';
import { JobDetailsView } from './job-details-view';
import { jobPageDescription } from './job-page-description';
import { mockJob } from './mock-job';

type Settings = BlockSettingsOf<'job-details'>;

/**
 * The job of the route's detail key and, when shown, its related jobs, as a server render (a
 * guest's) reads them.
 */
export const requests: NonNullable<BlockModule<Settings>['requests']> = (settings, context) => {
  const slug = context.route.detailKey;
  if (!slug) return [];
  const job = jobBySlugRequest(slug, context.locale);
  return settings.showRelatedJobs ? [job, relatedJobsRequest(slug, context.locale)] : [job];
};

/** The shared 404 'Page not found' view, with the block's classes (a theme may style them). */
function JobNotFound() {
  return <PageNotFoundNotice className="jb-job-details jb-job-details__not-found jb-contained" />;
}

/**
 * The job details page: the job of the route's detail key (a candidate's job through the
 * candidate API on a board with anonymous job search), 404 'Page not found' for an empty result,
 * and in the editor an example job where there is no job (none in the address, or an unknown
 * one): the editor never shows a 404.
 */
export const component: BlockModule<Settings>['component'] = ({ settings, context }) => {
  useScopedStyles('job-details', jobDetailsStyles);
  const { _ } = useBoardI18n();
  const slug = context.route.detailKey;
  const role = useContext(SessionRoleContext);
  const reader = jobReaderFor(role, context.config);
  const { data: read, error } = useBlockData(
    slug ? jobBySlugRequest(slug, context.locale, reader) : null,
  );
  // A read that failed anyway is no job either (spec §8: a job details failure is an empty
  // result): a 404, never a page loading for ever.
  const data = read === undefined && error !== undefined ? null : read;
  useDetailSubject(
    slug ? data?.title : undefined,
    data &&
      jobPageDescription(data, {
        // As the page shows it (spec §6: anonymous jobs hide their employer from guests).
        anonymous: context.settings.anonymizeJobs && role === 'guest',
        hideText: context.settings.hideJobDescription,
      }),
  );
  // The editor's example job, dated as of the preview's first render.
  const [example] = useState(() => mockJob(Date.now()));
  if (!slug) {
    return context.editor ? (
      <JobDetailsView job={example} settings={settings} preview />
    ) : (
      <JobNotFound />
    );
  }
  if (data === undefined) {
    return (
      <div className="jb-job-details jb-contained" role="status" aria-busy="true">
        {_(shellMessages.loading)}
      </div>
    );
  }
  if (data === null) {
    return context.editor ? (
      <JobDetailsView job={example} settings={settings} preview />
    ) : (
      <JobNotFound />
    );
  }
  return <JobDetailsView job={data} settings={settings} preview={false} />;
};

/** The block type's catalogue entry: loaded with the component, in the same chunk. */
export { jobDetailsBlock as definition } from '@jobboard/schema';
