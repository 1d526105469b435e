import type { BlockType } from './block-types';
import type { BlockDefinition } from './define-block';
import { accountBlock } from './definitions/account';
import { callToActionBlock } from './definitions/call-to-action';
import { candidateDetailsBlock } from './definitions/candidate-details';
import { candidateListBlock } from './definitions/candidate-list';
import { cmsArticleBlock } from './definitions/cms-article';
import { contactBlock } from './definitions/contact';
import { customEventFooterBlock } from './definitions/custom-event-footer';
import { faqBlock } from './definitions/faq';
import { featuredJobsBlock } from './definitions/featured-jobs';
import { featuredOrganisationsBlock } from './definitions/featured-organisations';
import { footerBlock } from './definitions/footer';
import { htmlBlock } from './definitions/html';
import { htmlGridBlock } from './definitions/html-grid';
import { jobAlertsBlock } from './definitions/job-alerts';
import { jobDetailsBlock } from './definitions/job-details';
import { jobListBlock } from './definitions/job-list';
import { jobPerLinkBlock } from './definitions/job-per-link';
import { jobPerSegmentBlock } from './definitions/job-per-segment';
import { landingPagesBlock } from './definitions/landing-pages';
import { loginBlock } from './definitions/login';
import { navbarBlock } from './definitions/navbar';
import { newsFeedBlock } from './definitions/news-feed';
import { organisationBlock } from './definitions/organisation';
import { organisationSearchBlock } from './definitions/organisation-search';
import { partnerFooterBlock } from './definitions/partner-footer';
import { passwordChangeBlock } from './definitions/password-change';
import { passwordForgotBlock } from './definitions/password-forgot';
import { productsBlock } from './definitions/products';
import { registerBlock } from './definitions/register';
import { reviewsBlock } from './definitions/reviews';
import { searchJobBlock } from './definitions/search-job';
import { textWithImageBlock } from './definitions/text-with-image';
import { registerAllDefaultTexts } from './texts/all-default-texts';

// The catalogue is read synchronously, so its defaults need the texts of every locale at hand.
// A call rather than a bare import: the package has no side effects as far as bundlers know, and
// they would drop an import that nothing uses.
registerAllDefaultTexts();

const catalogue = {
  navbar: navbarBlock,
  footer: footerBlock,
  'call-to-action': callToActionBlock,
  'search-job': searchJobBlock,
  login: loginBlock,
  register: registerBlock,
  'password-change': passwordChangeBlock,
  'password-forgot': passwordForgotBlock,
  account: accountBlock,
  products: productsBlock,
  'job-alerts': jobAlertsBlock,
  'candidate-list': candidateListBlock,
  'candidate-details': candidateDetailsBlock,
  'organisation-search': organisationSearchBlock,
  organisation: organisationBlock,
  'featured-organisations': featuredOrganisationsBlock,
  'featured-jobs': featuredJobsBlock,
  'news-feed': newsFeedBlock,
  'cms-article': cmsArticleBlock,
  'job-list': jobListBlock,
  'job-per-segment': jobPerSegmentBlock,
  'job-per-link': jobPerLinkBlock,
  'landing-pages': landingPagesBlock,
  'job-details': jobDetailsBlock,
  faq: faqBlock,
  html: htmlBlock,
  'html-grid': htmlGridBlock,
  contact: contactBlock,
  reviews: reviewsBlock,
  'text-with-image': textWithImageBlock,
  'partner-footer': partnerFooterBlock,
  'custom-event-footer': customEventFooterBlock,
} as const satisfies { readonly [Type in BlockType]: { readonly type: Type } };

/** The settings type of a block type, inferred from its catalogue entry. */
export type BlockSettingsOf<Type extends BlockType> = ReturnType<
  (typeof catalogue)[Type]['defaultSettings']
>;

/** The catalogue entry of one block type. */
export type BlockDefinitionOf<Type extends BlockType> = BlockDefinition<
  Type,
  BlockSettingsOf<Type>
>;

/**
 * Every block type's definition, keyed by block type id. Typed as a mapped type so that
 * `blockCatalogue[type]` keeps its block type when `type` is generic.
 */
export const blockCatalogue: { readonly [Type in BlockType]: BlockDefinitionOf<Type> } = catalogue;
