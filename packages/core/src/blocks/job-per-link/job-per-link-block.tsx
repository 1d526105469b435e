import type { BlockSettingsOf } from '@jobboard/schema';
import type { BlockModule } from '../../blocks-runtime/block-module';
import { useBlockContext } from '../../blocks-runtime/use-block-context';
import { collectionMessages } from '../../i18n/messages/collection-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { boardJobsRequest } from '../featured-jobs/board-jobs-request';
import { collectionStyles } from '../featured-jobs/collection-styles';
import { CollectionTabs, collectionTabsStyles } from '../job-per-segment/collection-tabs';
import { SearchCards } from '../job-per-segment/search-cards';
import { LinkTabJobs } from './link-tab-jobs';
import { linkTabQuery } from './link-tab-query';

type Settings = BlockSettingsOf<'job-per-link'>;
type Module = BlockModule<Settings>;

export const requests: NonNullable<Module['requests']> = (settings, context) =>
  settings.linkTabs.map((tab) =>
    boardJobsRequest(context, linkTabQuery(tab.jobQuery, settings.showCount)),
  );

/**
 * The jobs of a few stored searches: one tab per search, or every search as a titled group of
 * job cards after the image cards. Without a search (nor, as groups, an image card) visitors see
 * nothing, not a heading over an empty tab list; the editor keeps the header.
 */
export const component: Module['component'] = ({ settings }) => {
  const context = useBlockContext();
  const { _ } = useBoardI18n();
  useScopedStyles('collection', collectionStyles);
  useScopedStyles('collection-tabs', collectionTabsStyles);
  const tabs = settings.linkTabs;
  const groups = settings.layoutType !== 'tabs';
  const empty = tabs.length === 0 && (!groups || settings.cardTabs.length === 0);
  if (empty && !context.editor) return null;
  const jobsOf = (index: number) => {
    const tab = tabs[index];
    return tab ? (
      <LinkTabJobs
        jobQuery={tab.jobQuery}
        limit={settings.showCount}
        columns={settings.columnsCount}
      />
    ) : null;
  };

  return (
    <section className="jb-collection jb-job-per-link">
      <div className="jb-contained">
        {settings.titleText ? (
          <header className="jb-collection__header">
            <h2 className="jb-collection__title">{settings.titleText}</h2>
          </header>
        ) : null}
        {!groups ? (
          <CollectionTabs
            label={settings.titleText}
            // A tab needs a name to be told apart and to name its panel: an untitled one gets a
            // generic one rather than leaving its search out.
            tabs={tabs.map((tab) => tab.name.trim() || _(collectionMessages.untitledSearchTab))}
            renderPanel={jobsOf}
          />
        ) : (
          <>
            {settings.cardTabs.length > 0 ? (
              <SearchCards cards={settings.cardTabs} columns={settings.columnsCount} />
            ) : null}
            {tabs.map((tab, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a search is its position; names may repeat
              <section key={`${index}-${tab.name}`} className="jb-collection__header">
                {tab.name.trim() ? <h3>{tab.name}</h3> : null}
                {jobsOf(index)}
              </section>
            ))}
          </>
        )}
      </div>
    </section>
  );
};

/** The block type's catalogue entry: loaded with the component, in the same chunk. */
export { jobPerLinkBlock as definition } from '@jobboard/schema';
