import { DEFAULT_PAGE_SIZES, PAGE_SIZE_OPTIONS } from '../../rules/page-size';
import { defineBlock } from '../define-block';
import { JOBS_LAYOUTS } from '../options';
import { setting } from '../settings/setting';
import { defaultText } from '../texts/default-text';

export const landingPagesBlock = defineBlock({
  type: 'landing-pages',
  title: 'Landing pages',
  description: 'The list of landing pages, and on a landing page its jobs.',
  group: 'search',
  icon: 'map-pin',
  settings: {
    heading: setting.text({ tab: 'content', title: 'Heading', default: defaultText('browseJobs') }),
    jobsLayout: setting.select({
      tab: 'layout',
      title: 'Jobs layout',
      allowed: JOBS_LAYOUTS,
      default: 'list',
    }),
    landingPagesPerPage: setting.select({
      tab: 'listView',
      title: 'Landing pages per page',
      allowed: PAGE_SIZE_OPTIONS,
      default: DEFAULT_PAGE_SIZES.landingPages,
    }),
    jobsPerPage: setting.select({
      tab: 'detailsView',
      title: 'Jobs per page',
      allowed: PAGE_SIZE_OPTIONS,
      default: DEFAULT_PAGE_SIZES.landingJobs,
    }),
  },
});
