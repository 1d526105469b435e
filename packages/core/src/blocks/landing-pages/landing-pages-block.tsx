import type { BlockSettingsOf } from '@jobboard/schema';
import type { BlockModule } from '../../blocks-runtime/block-module';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { collectionStyles } from '../featured-jobs/collection-styles';
import { routePage } from '../organisation-search/list-route-query';
import { LandingPageDetail } from './landing-page-detail';
import { LandingPageList } from './landing-page-list';
import { landingPageRequest, landingPagesRequest } from './landing-page-requests';

type Settings = BlockSettingsOf<'landing-pages'>;
type Module = BlockModule<Settings>;

function landingPagesStyles(r: string): string {
  return `
${r} .jb-landing-pages__list {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 8px 24px;
  margin: 16px 0 0;
  padding: 0;
  list-style: none;
}
${r} .jb-landing-pages__back {
  display: inline-block;
  margin-bottom: 16px;
}
${r} .jb-landing-pages__notice {
  padding: 8px 12px;
  border: 1px dashed var(--jb-border, #6b7280);
}
`;
}

export const requests: NonNullable<Module['requests']> = (settings, context) => {
  const page = routePage(context.route);
  const slug = context.route.detailKey;
  return slug
    ? [landingPageRequest(context, slug, page, settings.jobsPerPage)]
    : [landingPagesRequest(context, page, settings.landingPagesPerPage)];
};

/**
 * The list of landing pages, or on a detail key that landing page with the jobs of its query
 * (in the editor an example one where the key finds none).
 */
export const component: Module['component'] = ({ settings, context }) => {
  useScopedStyles('collection', collectionStyles);
  useScopedStyles('landing-pages', landingPagesStyles);
  const slug = context.route.detailKey;
  return (
    <section className="jb-collection jb-landing-pages">
      <div className="jb-contained">
        {slug ? (
          <LandingPageDetail settings={settings} slug={slug} />
        ) : (
          <LandingPageList settings={settings} />
        )}
      </div>
    </section>
  );
};

/** The block type's catalogue entry: loaded with the component, in the same chunk. */
export { landingPagesBlock as definition } from '@jobboard/schema';
