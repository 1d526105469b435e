// The candidate's resume and contact requests tabs, one lazily loaded chunk (account-page.tsx).
export { ContactRequestsTab } from './contact-requests-tab';
export { ResumeTab } from './resume-tab';
