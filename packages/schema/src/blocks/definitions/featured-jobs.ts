import { DEFAULT_PAGE_SIZES } from '../../rules/page-size';
import { defineBlock } from '../define-block';
import { JOBS_LAYOUTS, PREMIUM_TYPES } from '../options';
import { setting } from '../settings/setting';
import { defaultText } from '../texts/default-text';

export const featuredJobsBlock = defineBlock({
  type: 'featured-jobs',
  title: 'Featured jobs',
  description: 'A few jobs picked by sort and premium status.',
  group: 'search',
  icon: 'briefcase',
  settings: {
    headerText: setting.text({
      tab: 'content',
      title: 'Header',
      default: defaultText('featuredJobs'),
    }),
    jobsLayout: setting.select({
      tab: 'layout',
      title: 'Layout',
      allowed: JOBS_LAYOUTS,
      default: 'cards',
    }),
    sortStrategy: setting.select({
      tab: 'dataSource',
      title: 'Sort',
      allowed: [
        'featured',
        'random',
        'newest',
        'oldest',
        'ascendingTillDate',
        'descendingTillDate',
      ],
      default: 'featured',
    }),
    showCount: setting.number({
      tab: 'dataSource',
      title: 'Number shown',
      min: 1,
      max: 50,
      default: DEFAULT_PAGE_SIZES.featuredJobs,
    }),
    premiumType: setting.select({
      tab: 'dataSource',
      title: 'Premium',
      description: 'Premium jobs only, normal ones only, or both.',
      allowed: PREMIUM_TYPES,
      default: 'both',
    }),
    groupOrganisations: setting.boolean({
      tab: 'dataSource',
      title: 'One job per organisation',
      default: false,
    }),
    hideWhenEmpty: setting.boolean({
      tab: 'configuration',
      title: 'Hide when empty',
      default: false,
    }),
  },
});
