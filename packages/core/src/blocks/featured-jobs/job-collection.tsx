import type { Columns, Job } from '@jobboard/schema';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { JobCard } from '../shared/job-card/job-card';
import { JobCardList } from '../shared/job-card/job-card-list';
import { collectionStyles, columnsStyle } from './collection-styles';

/** Three columns on desktops, two on tablets, one on phones (builder.md §9). */
export const DEFAULT_COLUMNS: Columns = { lg: 3, md: 2, sm: 1 };

export interface JobCollectionProps {
  jobs: readonly Job[];
  /** `list`: one job per row; `cards`: a grid of cards. */
  layout: 'list' | 'cards';
  /** The grid's columns per breakpoint, for the cards layout. @default {lg: 3, md: 2, sm: 1} */
  columns?: Columns;
  /** Larger cards. @default false */
  big?: boolean;
  /** The level of each job's heading. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/** Jobs as a list or as a grid of cards, each a shared job card, the cards of one list. */
export function JobCollection({
  jobs,
  layout,
  columns = DEFAULT_COLUMNS,
  big = false,
  headingLevel = 3,
}: JobCollectionProps) {
  useScopedStyles('collection', collectionStyles);
  const cards = layout === 'cards';
  // The cards share one link pattern, formatters and favourites read.
  return (
    <JobCardList>
      <ul
        className={cards ? 'jb-collection__grid' : 'jb-collection__list'}
        style={cards ? columnsStyle(columns) : undefined}
      >
        {jobs.map((job) => (
          <li key={job.uuid ?? job.id ?? job.slug}>
            <JobCard
              job={job}
              layout={cards ? 'card' : 'list'}
              big={big}
              headingLevel={headingLevel}
            />
          </li>
        ))}
      </ul>
    </JobCardList>
  );
}
