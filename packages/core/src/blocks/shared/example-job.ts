import type { Job } from '@jobboard/schema';

/**
 * A job of the editor's example data (an organisation's jobs, a landing page's search): enough
 * for a job card, numbered so a list of them reads as one.
 */
export function exampleJob(index: number, organisationName = 'Example Company'): Job {
  return {
    uuid: `example-${index}`,
    organisation_id: 0,
    status: 'active',
    // Its texts are English: marked so on a board in another language.
    locale: 'en-US',
    slug: `example-job-${index}`,
    title: `Example job ${index}`,
    text_type: 'platform',
    remote: false,
    location_type: 'fixed',
    organisation_name: organisationName,
    location_name: 'Amsterdam',
    salary_min: null,
    salary_max: null,
    hours_min: 32,
    hours_max: 40,
    segment_ids: [],
    premium: false,
    show_logo: false,
  };
}
