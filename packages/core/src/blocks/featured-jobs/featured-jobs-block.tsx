import type { BlockSettingsOf } from '@jobboard/schema';
import type { BlockModule } from '../../blocks-runtime/block-module';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { boardJobsRequest } from './board-jobs-request';
import { CollectionNotice } from './collection-notice';
import { collectionStyles } from './collection-styles';
import { featuredJobsQuery } from './featured-jobs-query';
import { JobCollection } from './job-collection';

type Settings = BlockSettingsOf<'featured-jobs'>;
type Module = BlockModule<Settings>;

export const requests: NonNullable<Module['requests']> = (settings, context) => [
  boardJobsRequest(context, featuredJobsQuery(settings)),
];

/** A few jobs picked by sort and premium status, as a list or cards; nothing when asked to hide. */
export const component: Module['component'] = ({ settings, context }) => {
  useScopedStyles('collection', collectionStyles);
  const { data, error, mutate } = useBlockData(
    boardJobsRequest(context, featuredJobsQuery(settings)),
  );
  const jobs = data?.items ?? [];
  // Hidden for visitors; the editor keeps the block in sight, with its empty text.
  if (settings.hideWhenEmpty && data && jobs.length === 0 && !context.editor) return null;

  let content = <CollectionNotice kind="loading" />;
  if (error) content = <CollectionNotice kind="error" onRetry={() => mutate()} />;
  else if (data && jobs.length === 0) content = <CollectionNotice kind="empty" />;
  else if (data) content = <JobCollection jobs={jobs} layout={settings.jobsLayout} />;

  return (
    <section className="jb-collection jb-featured-jobs">
      <div className="jb-contained">
        {settings.headerText ? (
          <header className="jb-collection__header">
            <h2 className="jb-collection__title">{settings.headerText}</h2>
          </header>
        ) : null}
        {content}
      </div>
    </section>
  );
};

/** The block type's catalogue entry: loaded with the component, in the same chunk. */
export { featuredJobsBlock as definition } from '@jobboard/schema';
