// Every block type's catalogue entry by name. A renderer that bundles a block type's component
// imports its entry from here (core's block modules export it as `definition`), so the entry
// travels in the block's own chunk; `loadBlockDefinition` loads one on its own.
export { accountBlock } from './account';
export { callToActionBlock } from './call-to-action';
export { candidateDetailsBlock } from './candidate-details';
export { candidateListBlock } from './candidate-list';
export { cmsArticleBlock } from './cms-article';
export { contactBlock } from './contact';
export { customEventFooterBlock } from './custom-event-footer';
export { faqBlock } from './faq';
export { featuredJobsBlock } from './featured-jobs';
export { featuredOrganisationsBlock } from './featured-organisations';
export { footerBlock } from './footer';
export { htmlBlock } from './html';
export { htmlGridBlock } from './html-grid';
export { jobAlertsBlock } from './job-alerts';
export { jobDetailsBlock } from './job-details';
export { jobListBlock } from './job-list';
export { jobPerLinkBlock } from './job-per-link';
export { jobPerSegmentBlock } from './job-per-segment';
export { landingPagesBlock } from './landing-pages';
export { loginBlock } from './login';
export { navbarBlock } from './navbar';
export { newsFeedBlock } from './news-feed';
export { organisationBlock } from './organisation';
export { organisationSearchBlock } from './organisation-search';
export { partnerFooterBlock } from './partner-footer';
export { passwordChangeBlock } from './password-change';
export { passwordForgotBlock } from './password-forgot';
export { productsBlock } from './products';
export { registerBlock } from './register';
export { reviewsBlock } from './reviews';
export { searchJobBlock } from './search-job';
export { textWithImageBlock } from './text-with-image';
