import type { geoCalls } from '../calls/geo';
import type { adminCalls } from './admin-calls';
import type { candidateCalls } from './candidate-calls';
import type { employerCalls } from './employer-calls';
import type { publicCalls } from './public-calls';
import type { publicFormCalls } from './public-form-calls';

// The method names of each lazily loaded family, known before its module loads. `satisfies`
// rejects a name the module lacks; families.test.ts fails when the module has a call not named.

export const PUBLIC_CALL_NAMES = [
  'getJobBySlug',
  'getRelatedJobs',
  'searchBoardJobs',
  'getJobStrategy',
  'getOrganisation',
  'listOrganisations',
  'listBoardOrganisations',
  'listArticles',
  'getArticle',
  'readRssFeed',
  'getSuggestions',
  'listLandingPages',
  'getLandingPage',
  'sendContactForm',
  'listProducts',
] as const satisfies readonly (keyof ReturnType<typeof publicCalls>)[];

export const PUBLIC_FORM_CALL_NAMES = [
  'applyToJob',
  'uploadApplyFile',
  'listCandidates',
  'getCandidate',
  'getContactRequestStatus',
  'approveContactRequest',
  'declineContactRequest',
  'getPaymentTypes',
  'placeOrder',
  'checkOrderEmail',
  'uploadFile',
] as const satisfies readonly (keyof ReturnType<typeof publicFormCalls>)[];

export const CANDIDATE_CALL_NAMES = [
  'getJobBySlug',
  'applyToJob',
  'uploadApplyFile',
  'getRelatedJobs',
  'searchJobs',
  'login',
  'register',
  'getMe',
  'updateProfile',
  'changePassword',
  'verifyAccount',
  'requestPasswordReset',
  'resetPassword',
  'getKpi',
  'getLogs',
  'exportGdpr',
  'deleteAccount',
  'listFavourites',
  'addFavourite',
  'removeFavourite',
  'listAddresses',
  'createAddress',
  'updateAddress',
  'deleteAddress',
  'listContactRequests',
  'uploadResume',
  'downloadResume',
  'uploadFile',
] as const satisfies readonly (keyof ReturnType<typeof candidateCalls>)[];

export const EMPLOYER_CALL_NAMES = [
  'getJob',
  'listJobs',
  'deleteJob',
  'createDraftJob',
  'updateJob',
  'publishDraftJob',
  'setJobStatus',
  'introduceCandidate',
  'getJobKpi',
  'getJobUpsells',
  'addJobUpsell',
  'assignJobSlot',
  'login',
  'register',
  'getMe',
  'updateProfile',
  'changePassword',
  'verifyAccount',
  'requestPasswordReset',
  'resetPassword',
  'getSubscriptions',
  'getClientAccount',
  'getCreditsBalance',
  'getContractsBalance',
  'updateClientAccount',
  'createClientAccount',
  'switchUser',
  'listAddresses',
  'createAddress',
  'updateAddress',
  'deleteAddress',
  'setFinancialAddress',
  'listResumes',
  'getResume',
  'orderResume',
  'listContactedCandidates',
  'getPaymentTypes',
  'orderProduct',
  'getOrder',
  'uploadFile',
  'downloadFile',
] as const satisfies readonly (keyof ReturnType<typeof employerCalls>)[];

export const ADMIN_CALL_NAMES = [
  'login',
  'getSite',
  'updateSite',
  'createBlock',
  'updateBlock',
  'deleteBlock',
  'bulkUpdateBlocks',
  'createBlockSettings',
  'updateBlockSettings',
  'listBlockPresets',
  'createBlockPreset',
  'deleteBlockPreset',
  'createPage',
  'updatePage',
  'deletePage',
  'duplicatePage',
  'createPageSettings',
  'updatePageSettings',
  'clearFrontendCache',
  'uploadFile',
] as const satisfies readonly (keyof ReturnType<typeof adminCalls>)[];

export const GEO_CALL_NAMES = ['searchPlaces'] as const satisfies readonly (keyof ReturnType<
  typeof geoCalls
>)[];
