import { msg } from '@lingui/core/macro';

/**
 * Texts of the job details page itself. They are in the catalog loaded before the first render;
 * the apply dialog's texts are in apply-messages.ts, the `apply` catalog part.
 */
export const jobDetailsMessages = {
  jobInformation: msg`Job information`,
  /** Headings of the four parts of a job text written in the platform's parts. */
  platformText: {
    job: msg`The job`,
    function: msg`What you bring`,
    company: msg`The company`,
    offer: msg`What we offer`,
  },
  location: msg`Location`,
  backToJobs: msg`Back to jobs`,
  moreAboutOrganisation: (name: string) => msg`More about ${name}`,
  exampleJob: msg`Example job: visitors see the job of the page's address here.`,
  /** Segment group names when the site configuration does not name a group. */
  segmentGroups: {
    time: msg`Working time`,
    education: msg`Education`,
    career_level: msg`Career level`,
    contract: msg`Contract`,
    industry: msg`Industry`,
  },
};
