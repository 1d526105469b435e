import type { Job, Organisation } from '@jobboard/schema';
import type { OrganisationPage } from './organisation-page-request';

const organisation: Organisation = {
  id: 0,
  slug: 'example',
  name: 'Example Company',
  logo: null,
  header: null,
  slogan: 'Work that matters',
  company_size: '50-100',
  company_type: 'company',
  location_hq: 'Amsterdam',
  text_about: '<p>This is where the organisation tells candidates about itself.</p>',
  active: true,
  email: null,
  premium: false,
  info_items: [
    { type: 'benefit', value: 'Flexible hours', order: 0 },
    { type: 'benefit', value: 'Thirty days of leave', order: 1 },
    { type: 'location', value: 'Amsterdam', order: 2 },
  ],
};

function exampleJob(index: number): Job {
  return {
    uuid: `example-${index}`,
    organisation_id: 0,
    status: 'active',
    locale: 'nl',
    slug: `example-job-${index}`,
    title: `Example job ${index}`,
    text_type: 'platform',
    remote: false,
    location_type: 'fixed',
    organisation_name: organisation.name,
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

/** What the editor shows on the organisation page without an organisation in the route. */
export const EXAMPLE_ORGANISATION_PAGE: OrganisationPage = {
  organisation,
  jobs: {
    items: [exampleJob(1), exampleJob(2), exampleJob(3)],
    total: 3,
    aggregations: { segment_ids: {} },
  },
};
