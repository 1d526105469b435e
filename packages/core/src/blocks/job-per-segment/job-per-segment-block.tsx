import type { BlockSettingsOf } from '@jobboard/schema';
import type { BlockModule } from '../../blocks-runtime/block-module';
import { useBlockContext } from '../../blocks-runtime/use-block-context';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { boardJobsRequest } from '../featured-jobs/board-jobs-request';
import { collectionStyles } from '../featured-jobs/collection-styles';
import { CollectionTabs, collectionTabsStyles } from './collection-tabs';
import { SearchCards } from './search-cards';
import { segmentCountQuery, segmentsOfGroup } from './segment-counts';
import { SegmentGroup } from './segment-group';

type Settings = BlockSettingsOf<'job-per-segment'>;
type Module = BlockModule<Settings>;

const jobPerSegmentStyles = (r: string): string => `
${r} .jb-segment a {
  display: inline-block;
  padding-block: 4px;
}
${r} .jb-segment-tile a {
  display: block;
  height: 100%;
  padding: 16px;
  border: 1px solid var(--jb-border-subtle, #d1d5db);
  border-radius: var(--jb-radius, 4px);
  text-decoration: none;
}
${r} .jb-segment-tile a:hover {
  border-color: var(--jb-primary, #1d4ed8);
}
${r} .jb-segment-tile--big a {
  padding: 32px 24px;
  font-size: 20px;
}
${r} .jb-job-per-segment__group {
  margin-bottom: 24px;
}
${r} .jb-job-per-segment .jb-search-cards {
  margin-bottom: 24px;
}
`;

export const requests: NonNullable<Module['requests']> = (settings, context) =>
  settings.segmentTabs.flatMap((tab) => {
    const segments = segmentsOfGroup(context.config, tab.segmentGroup);
    return segments.length > 0 ? [boardJobsRequest(context, segmentCountQuery(segments))] : [];
  });

/**
 * Job counts per segment of the chosen segment groups, each linking to the filtered job list:
 * as tabs, as a list per group, or as cards (with the image cards of stored searches). Without a
 * segment tab (nor, as cards, an image card) visitors see nothing, not a heading over nothing;
 * the editor keeps the header.
 */
export const component: Module['component'] = ({ settings }) => {
  const context = useBlockContext();
  useScopedStyles('collection', collectionStyles);
  useScopedStyles('collection-tabs', collectionTabsStyles);
  useScopedStyles('job-per-segment', jobPerSegmentStyles);
  const tabs = settings.segmentTabs;
  const tiles = settings.layoutType === 'cards';
  // A tab needs a name: an untitled one takes its segment group's, and one whose group the site
  // does not name is left out for visitors (the editor shows its key, so it can be fixed).
  const namedTabs = tabs.flatMap((tab) => {
    const group = context.config.segments_groups.find(({ key }) => key === tab.segmentGroup);
    const name = tab.title.trim() || group?.name.trim() || (context.editor ? tab.segmentGroup : '');
    return name ? [{ name, groupKey: tab.segmentGroup }] : [];
  });
  const shownTabs = settings.layoutType === 'tabs' ? namedTabs : tabs;
  const empty = shownTabs.length === 0 && (!tiles || settings.cardTabs.length === 0);
  if (empty && !context.editor) return null;

  return (
    <section className="jb-collection jb-job-per-segment">
      <div className="jb-contained">
        {settings.titleText ? (
          <header className="jb-collection__header">
            <h2 className="jb-collection__title">{settings.titleText}</h2>
          </header>
        ) : null}
        {tiles && settings.cardTabs.length > 0 ? (
          <SearchCards
            cards={settings.cardTabs}
            columns={settings.columnsCount}
            big={settings.bigCards}
          />
        ) : null}
        {settings.layoutType === 'tabs' ? (
          <CollectionTabs
            label={settings.titleText}
            tabs={namedTabs.map((tab) => tab.name)}
            renderPanel={(index) => {
              const tab = namedTabs[index];
              return tab ? (
                <SegmentGroup settings={settings} groupKey={tab.groupKey} tiles={false} />
              ) : null;
            }}
          />
        ) : (
          tabs.map((tab, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a tab is its position; groups may repeat
            <section key={`${index}-${tab.segmentGroup}`} className="jb-job-per-segment__group">
              {tab.title.trim() ? <h3>{tab.title}</h3> : null}
              <SegmentGroup settings={settings} groupKey={tab.segmentGroup} tiles={tiles} />
            </section>
          ))
        )}
      </div>
    </section>
  );
};

/** The block type's catalogue entry: loaded with the component, in the same chunk. */
export { jobPerSegmentBlock as definition } from '@jobboard/schema';
