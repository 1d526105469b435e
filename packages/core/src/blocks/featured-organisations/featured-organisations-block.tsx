import type { BlockSettingsOf } from '@jobboard/schema';
import type { BlockModule } from '../../blocks-runtime/block-module';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { CollectionNotice } from '../featured-jobs/collection-notice';
import { collectionStyles } from '../featured-jobs/collection-styles';
import { boardOrganisationsRequest } from './board-organisations-request';
import { featuredOrganisationsQuery } from './featured-organisations-query';
import { OrganisationGrid } from './organisation-grid';

type Settings = BlockSettingsOf<'featured-organisations'>;
type Module = BlockModule<Settings>;

export const requests: NonNullable<Module['requests']> = (settings, context) => [
  boardOrganisationsRequest(context, featuredOrganisationsQuery(settings)),
];

/** A few employers picked by sort and premium status; nothing when empty and asked to hide. */
export const component: Module['component'] = ({ settings, context }) => {
  useScopedStyles('collection', collectionStyles);
  const { data, error, mutate } = useBlockData(
    boardOrganisationsRequest(context, featuredOrganisationsQuery(settings)),
  );
  const organisations = data?.items ?? [];
  // Hidden for visitors; the editor keeps the block in sight, with its empty text.
  if (settings.hideWhenEmpty && data && organisations.length === 0 && !context.editor) return null;

  let content = <CollectionNotice kind="loading" />;
  if (error) content = <CollectionNotice kind="error" onRetry={() => mutate()} />;
  else if (data && organisations.length === 0) content = <CollectionNotice kind="empty" />;
  else if (data) {
    content = (
      <OrganisationGrid organisations={organisations} hideJobsLink={settings.hideJobsLink} />
    );
  }

  return (
    <section className="jb-collection jb-featured-organisations">
      <div className="jb-contained">
        {settings.headerTitle || settings.headerSubTitle ? (
          <header className="jb-collection__header">
            {settings.headerTitle ? (
              <h2 className="jb-collection__title">{settings.headerTitle}</h2>
            ) : null}
            {settings.headerSubTitle ? (
              <p className="jb-collection__subtitle">{settings.headerSubTitle}</p>
            ) : null}
          </header>
        ) : null}
        {content}
      </div>
    </section>
  );
};

/** The block type's catalogue entry: loaded with the component, in the same chunk. */
export { featuredOrganisationsBlock as definition } from '@jobboard/schema';
