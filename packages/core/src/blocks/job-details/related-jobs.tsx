import type { Job } from '@jobboard/schema';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { jobMessages } from '../../i18n/messages/job-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { JobCard } from '../shared/job-card/job-card';
import { JobCardList } from '../shared/job-card/job-card-list';
import { relatedJobsRequest } from './job-details-requests';

export interface RelatedJobsProps {
  /** The job on show. */
  job: Pick<Job, 'slug' | 'uuid'>;
  /** The block's `relatedJobsCount`. */
  count: number;
  locale: string;
}

/** Jobs like this one (`GET /jobs/{uuid}/related`); nothing while loading or when there are none. */
export function RelatedJobs({ job, count, locale }: RelatedJobsProps) {
  const { _ } = useBoardI18n();
  const { data } = useBlockData(relatedJobsRequest(job.slug, locale, job));
  const related = (data ?? []).slice(0, count);
  if (related.length === 0) return null;
  return (
    <section className="jb-job-details__related">
      <h2>{_(jobMessages.relatedJobs)}</h2>
      {/* The cards share one link pattern, formatters, favourites read and guest hint. */}
      <JobCardList>
        <ul className="jb-job-details__related-list">
          {related.map((item) => (
            <li key={item.uuid}>
              <JobCard job={item} layout="list" />
            </li>
          ))}
        </ul>
      </JobCardList>
    </section>
  );
}
