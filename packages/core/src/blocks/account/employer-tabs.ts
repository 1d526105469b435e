// The employer's tabs beyond the dashboard and profile, one lazily loaded chunk (account-page.tsx).

export { ClientTab } from './client-tab';
export { ContactedCandidatesTab } from './contacted-candidates-tab';
export { JobApplicantsTab } from './job-applicants-tab';
export { ManageJobsTab } from './manage-jobs-tab';
export { OrganisationsTab } from './organisations-tab';
export { TokensTab } from './tokens-tab';
export { WebShopTab } from './web-shop-tab';
