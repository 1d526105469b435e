import type { BlockSettingsOf } from '@jobboard/schema';
import { useBlockContext } from '../../blocks-runtime/use-block-context';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { useFormatters } from '../../format/use-formatters';
import { BoardAnchor } from '../featured-jobs/board-anchor';
import { boardJobsRequest } from '../featured-jobs/board-jobs-request';
import { CollectionNotice } from '../featured-jobs/collection-notice';
import { columnsStyle } from '../featured-jobs/collection-styles';
import { pagePath } from '../shared/page-link';
import { countSegments, segmentCountQuery, segmentsOfGroup } from './segment-counts';

type Settings = BlockSettingsOf<'job-per-segment'>;

export interface SegmentGroupProps {
  settings: Settings;
  groupKey: string;
  /** Segments as tiles (the cards layout) instead of plain links. */
  tiles: boolean;
}

/** The segments of one group with their job counts, each a link to the filtered job list. */
export function SegmentGroup({ settings, groupKey, tiles }: SegmentGroupProps) {
  const context = useBlockContext();
  const format = useFormatters();
  const segments = segmentsOfGroup(context.config, groupKey);
  const request =
    segments.length > 0 ? boardJobsRequest(context, segmentCountQuery(segments)) : null;
  const { data, error, mutate } = useBlockData(request);
  if (error) return <CollectionNotice kind="error" onRetry={() => mutate()} />;
  if (request && !data) return <CollectionNotice kind="loading" />;

  const entries = countSegments(segments, data?.aggregations.segment_ids ?? {}, {
    sort: settings.segmentSortStrategy,
    hideEmpty: settings.hideEmptySegments,
    limit: settings.showCount,
    locale: context.locale,
  });
  if (entries.length === 0) return <CollectionNotice kind="empty" />;

  const tileClass = settings.bigCards ? 'jb-segment-tile jb-segment-tile--big' : 'jb-segment-tile';
  return (
    <ul className="jb-collection__grid" style={columnsStyle(settings.columnsCount)}>
      {entries.map(({ segment, count }) => {
        const path = pagePath(context, 'p-job-list', { query: { 'in[segment_ids]': segment.id } });
        const text = (
          <>
            <span className="jb-segment__name">{segment.name}</span>
            {settings.showSegmentsCount ? (
              <span className="jb-segment__count">{` (${format.number(count)})`}</span>
            ) : null}
          </>
        );
        return (
          <li key={segment.id} className={tiles ? tileClass : 'jb-segment'}>
            {path === null ? text : <BoardAnchor path={path}>{text}</BoardAnchor>}
          </li>
        );
      })}
    </ul>
  );
}
