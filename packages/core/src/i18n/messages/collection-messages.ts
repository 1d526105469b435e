import { msg, plural } from '@lingui/core/macro';

/**
 * Texts of the job and organisation collections: featured jobs and organisations, jobs per
 * segment and per link, the organisation page and search, and the landing pages.
 */
export const collectionMessages = {
  viewJobs: msg`View jobs`,
  /** A landing page's description meta: its title and how many jobs its search finds. */
  landingPageDescription: (title: string, count: number) =>
    msg({ message: plural(count, { one: `${title}: # job`, other: `${title}: # jobs` }) }),
  viewJobsAt: (name: string) => msg`View jobs at ${name}`,
  viewAllJobs: msg`View all jobs`,
  /** An organisation page's jobs, for a guest of a site that anonymizes jobs. */
  logInForOrganisationJobs: msg`Log in to see the jobs of this employer.`,
  /** The name of a jobs per link tab whose search the admin left unnamed. */
  untitledSearchTab: msg`Jobs`,
  searchOrganisations: msg`Search employers`,
  organisationSearchPlaceholder: msg`Employer name`,
  aboutOrganisation: (name: string) => msg`About ${name}`,
  benefits: msg`Benefits`,
  locations: msg`Locations`,
  photos: msg`Photos`,
  photoOf: (number: string, name: string) => msg`Photo ${number} of ${name}`,
  socialLinks: msg`Social media`,
  website: msg`Website`,
  companySize: msg`Company size`,
  headquarters: msg`Headquarters`,
  companyTypes: {
    company: msg`Employer`,
    staff: msg`Staffing agency`,
  },
  videoOf: (name: string) => msg`Video of ${name}`,
  watchVideo: msg`Watch the video`,
  exampleData: msg`Example data: open a page of an organisation to see its own profile.`,
  allLandingPages: msg`All searches`,
  exampleLandingPage: msg`Example data: open a landing page to see its own jobs.`,
};
