import type { BlockDefinitionOf } from './block-catalogue';
import type { BlockType } from './block-types';

type DefinitionLoaders = {
  readonly [Type in BlockType]: () => Promise<BlockDefinitionOf<Type>>;
};

// One literal dynamic import per block type: bundlers put each definition in its own chunk, so
// a renderer loads the settings of the block types it shows and not the whole catalogue.
const loaders: DefinitionLoaders = {
  navbar: () => import('./definitions/navbar').then((module) => module.navbarBlock),
  footer: () => import('./definitions/footer').then((module) => module.footerBlock),
  'call-to-action': () =>
    import('./definitions/call-to-action').then((module) => module.callToActionBlock),
  'search-job': () => import('./definitions/search-job').then((module) => module.searchJobBlock),
  login: () => import('./definitions/login').then((module) => module.loginBlock),
  register: () => import('./definitions/register').then((module) => module.registerBlock),
  'password-change': () =>
    import('./definitions/password-change').then((module) => module.passwordChangeBlock),
  'password-forgot': () =>
    import('./definitions/password-forgot').then((module) => module.passwordForgotBlock),
  account: () => import('./definitions/account').then((module) => module.accountBlock),
  products: () => import('./definitions/products').then((module) => module.productsBlock),
  'job-alerts': () => import('./definitions/job-alerts').then((module) => module.jobAlertsBlock),
  'candidate-list': () =>
    import('./definitions/candidate-list').then((module) => module.candidateListBlock),
  'candidate-details': () =>
    import('./definitions/candidate-details').then((module) => module.candidateDetailsBlock),
  'organisation-search': () =>
    import('./definitions/organisation-search').then((module) => module.organisationSearchBlock),
  organisation: () =>
    import('./definitions/organisation').then((module) => module.organisationBlock),
  'featured-organisations': () =>
    import('./definitions/featured-organisations').then(
      (module) => module.featuredOrganisationsBlock,
    ),
  'featured-jobs': () =>
    import('./definitions/featured-jobs').then((module) => module.featuredJobsBlock),
  'news-feed': () => import('./definitions/news-feed').then((module) => module.newsFeedBlock),
  'cms-article': () => import('./definitions/cms-article').then((module) => module.cmsArticleBlock),
  'job-list': () => import('./definitions/job-list').then((module) => module.jobListBlock),
  'job-per-segment': () =>
    import('./definitions/job-per-segment').then((module) => module.jobPerSegmentBlock),
  'job-per-link': () =>
    import('./definitions/job-per-link').then((module) => module.jobPerLinkBlock),
  'landing-pages': () =>
    import('./definitions/landing-pages').then((module) => module.landingPagesBlock),
  'job-details': () => import('./definitions/job-details').then((module) => module.jobDetailsBlock),
  faq: () => import('./definitions/faq').then((module) => module.faqBlock),
  html: () => import('./definitions/html').then((module) => module.htmlBlock),
  'html-grid': () => import('./definitions/html-grid').then((module) => module.htmlGridBlock),
  contact: () => import('./definitions/contact').then((module) => module.contactBlock),
  reviews: () => import('./definitions/reviews').then((module) => module.reviewsBlock),
  'text-with-image': () =>
    import('./definitions/text-with-image').then((module) => module.textWithImageBlock),
  'partner-footer': () =>
    import('./definitions/partner-footer').then((module) => module.partnerFooterBlock),
  'custom-event-footer': () =>
    import('./definitions/custom-event-footer').then((module) => module.customEventFooterBlock),
};

/**
 * The catalogue entry of one block type, loaded on its own (the same object as
 * `blockCatalogue[type]`). Renderers that load block types lazily use it with
 * `parseDefinitionSettings`, so the catalogue of every other block type stays out of their bundle.
 */
export function loadBlockDefinition<Type extends BlockType>(
  type: Type,
): Promise<BlockDefinitionOf<Type>> {
  return loaders[type]();
}
