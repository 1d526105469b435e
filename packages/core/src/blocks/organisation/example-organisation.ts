import type { Organisation } from '@jobboard/schema';
import { exampleJob } from '../shared/example-job';
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

/** What the editor shows on the organisation page without an organisation in the route. */
export const EXAMPLE_ORGANISATION_PAGE: OrganisationPage = {
  organisation,
  jobs: {
    items: [1, 2, 3].map((index) => exampleJob(index, organisation.name)),
    total: 3,
    aggregations: { segment_ids: {} },
  },
};
