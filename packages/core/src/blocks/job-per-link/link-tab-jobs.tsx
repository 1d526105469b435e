import type { Columns, JobQuery } from '@jobboard/schema';
import { useBlockContext } from '../../blocks-runtime/use-block-context';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { collectionMessages } from '../../i18n/messages/collection-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { BoardAnchor } from '../featured-jobs/board-anchor';
import { boardJobsRequest } from '../featured-jobs/board-jobs-request';
import { CollectionNotice } from '../featured-jobs/collection-notice';
import { JobCollection } from '../featured-jobs/job-collection';
import { jobQueryParams } from '../shared/board-link/link-target';
import { pagePath } from '../shared/page-link';
import { linkTabQuery } from './link-tab-query';

export interface LinkTabJobsProps {
  jobQuery: JobQuery;
  limit: number;
  columns: Columns;
}

/** The jobs of one stored search as cards, and a link to all of them on the job list. */
export function LinkTabJobs({ jobQuery, limit, columns }: LinkTabJobsProps) {
  const context = useBlockContext();
  const { _ } = useBoardI18n();
  const { data, error, mutate } = useBlockData(
    boardJobsRequest(context, linkTabQuery(jobQuery, limit)),
  );
  if (error) return <CollectionNotice kind="error" onRetry={() => mutate()} />;
  if (!data) return <CollectionNotice kind="loading" />;
  if (data.items.length === 0) return <CollectionNotice kind="empty" />;
  const allJobs = pagePath(context, 'p-job-list', { query: jobQueryParams(jobQuery) });
  return (
    <>
      <JobCollection jobs={data.items} layout="cards" columns={columns} headingLevel={4} />
      {allJobs === null ? null : (
        <p className="jb-collection__more">
          <BoardAnchor path={allJobs}>{_(collectionMessages.viewAllJobs)}</BoardAnchor>
        </p>
      )}
    </>
  );
}
