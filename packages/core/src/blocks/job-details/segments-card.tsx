import type { Job, SegmentGroupKey } from '@jobboard/schema';
import { Fragment } from 'react';
import { useBlockContext } from '../../blocks-runtime/use-block-context';
import { jobDetailsMessages } from '../../i18n/messages/job-details-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useBoardTheme } from '../../theme/use-board-theme';
import { rowTagStyle, segmentRows } from '../shared/job-card/segment-rows';
import { SegmentTags } from '../shared/job-card/segment-tags';

function isKnownGroup(key: string): key is SegmentGroupKey {
  return Object.hasOwn(jobDetailsMessages.segmentGroups, key);
}

/**
 * The job's segments per group (education, contract, ...); nothing when it has none. A group
 * with a tag style shows its segments as tags in that style, the others as a comma list.
 */
export function SegmentsCard({ job }: { job: Job }) {
  const { config } = useBlockContext();
  const { _ } = useBoardI18n();
  const theme = useBoardTheme();
  const rows = segmentRows(job, config);
  if (rows.length === 0) return null;
  const groupName = (key: string, name: string | null) =>
    name ?? (isKnownGroup(key) ? _(jobDetailsMessages.segmentGroups[key]) : key);
  return (
    <section className="jb-job-details__card jb-job-details__segments-card">
      <h2>{_(jobDetailsMessages.jobInformation)}</h2>
      <dl className="jb-job-details__segments">
        {rows.map((row) => {
          const style = rowTagStyle(row, theme);
          return (
            <Fragment key={row.key}>
              <dt>{groupName(row.key, row.name)}</dt>
              <dd>
                {style ? (
                  <SegmentTags
                    tags={row.values.map((text, index) => ({ key: String(index), text, style }))}
                  />
                ) : (
                  row.values.join(', ')
                )}
              </dd>
            </Fragment>
          );
        })}
      </dl>
    </section>
  );
}
