import type { Cache } from 'swr';

/**
 * The names of the data requests that read the logged-in user's own data (`createDataRequest`'s
 * first argument). Their keys name the user, so another user never sees them; a logout also
 * forgets them, so the same user logging in again reads them afresh (another device may have
 * changed them meanwhile, and the board's reads do not revalidate on their own).
 */
export const USER_DATA_REQUESTS = {
  favourites: 'candidate-favourites',
  /** The candidate's job alerts, as the account's tab lists them. */
  jobAlerts: 'candidate-job-alerts',
  /** One of the candidate's job alerts, as the job alert page edits it. */
  jobAlert: 'candidate-job-alert',
  /** The candidate's own resume (or null), as the resume tab and the dashboard read it. */
  ownResume: 'candidate-resume',
  /** A page of the applications the candidate sent. */
  applications: 'candidate-applications',
  /** The candidate's application to one job, as its page reads it. */
  ownApplication: 'candidate-job-application',
  /** The candidate's figures and pages of their activity (the dashboard). */
  candidateKpi: 'candidate-kpi',
  candidateLogs: 'candidate-logs',
  /** The contact requests employers sent the candidate. */
  contactRequests: 'candidate-contact-requests',
  /** A page of the applications to the employer's jobs. */
  receivedApplications: 'employer-applications',
  /** The employer's client account, its balance and its addresses. */
  clientAccount: 'employer-client',
  clientDashboard: 'employer-client-dashboard',
  clientAddresses: 'employer-client-addresses',
  /** The users of the employer's current company. */
  clientUsers: 'employer-client-users',
  /** The employer's tokens for multiposters. */
  apiTokens: 'employer-api-tokens',
  /** The candidate's own addresses. */
  userAddresses: 'candidate-addresses',
  /**
   * The candidate search and a candidate's profile as an employer reads them: they say whom
   * the employer contacted and hold the contact details of those who accepted.
   */
  employerCandidates: 'employer-candidate-list',
  employerCandidate: 'employer-candidate',
  /** A page of the candidates the employer asked to contact. */
  contactedCandidates: 'employer-contacted-candidates',
  /** A page of the employer's jobs, and one of them as the job form edits it. */
  employerJobs: 'employer-jobs',
  employerJob: 'employer-job',
  /** One of the employer's jobs' figures (applications, favourites). */
  employerJobKpi: 'employer-job-kpi',
  /** The up-sells the board offers for one of the employer's jobs, with those running. */
  employerJobUpsells: 'employer-job-upsells',
} as const;

const names: ReadonlySet<string> = new Set(Object.values(USER_DATA_REQUESTS));

/**
 * Whether an SWR key is a read of the user's own data. An employer's switch to another company
 * drops them all (SWR's `mutate` with this filter), as a logout does: the keys name the user, not
 * the company, so the old company's would otherwise show.
 */
export function isUserDataKey(key: unknown): boolean {
  if (typeof key !== 'string') return false;
  try {
    const name = (JSON.parse(key) as unknown[])[0];
    return typeof name === 'string' && names.has(name);
  } catch {
    return false;
  }
}

/** Drops the cached reads of the user's own data from a board's SWR cache. */
export function forgetUserData(cache: Cache): void {
  for (const key of [...cache.keys()]) if (isUserDataKey(key)) cache.delete(key);
}
