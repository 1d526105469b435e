// The candidate's resume, applications and contact requests tabs, one lazily loaded chunk
// (account-page.tsx).
export { ContactRequestsTab } from './contact-requests-tab';
export { JobApplicationsTab } from './job-applications-tab';
export { ResumeTab } from './resume-tab';
