import { DEFAULT_PAGE_SIZES } from '../../rules/page-size';
import { defineBlock } from '../define-block';
import { PREMIUM_TYPES } from '../options';
import { setting } from '../settings/setting';
import { defaultText } from '../texts/default-text';

export const featuredOrganisationsBlock = defineBlock({
  type: 'featured-organisations',
  title: 'Featured organisations',
  description: 'A few employers picked by sort and premium status.',
  group: 'employers',
  icon: 'star',
  settings: {
    headerTitle: setting.text({
      tab: 'content',
      title: 'Title',
      default: defaultText('featuredEmployers'),
    }),
    headerSubTitle: setting.text({
      tab: 'content',
      title: 'Subtitle',
      default: defaultText('featuredEmployersSubtitle'),
    }),
    showCount: setting.number({
      tab: 'dataSource',
      title: 'Number shown',
      min: 1,
      max: 50,
      default: DEFAULT_PAGE_SIZES.featuredOrganisations,
    }),
    sortStrategy: setting.select({
      tab: 'dataSource',
      title: 'Sort',
      allowed: ['featured', 'random', 'newestOrg', 'oldestOrg'],
      default: 'featured',
    }),
    premiumType: setting.select({
      tab: 'dataSource',
      title: 'Premium',
      description: 'Premium organisations only, normal ones only, or both.',
      allowed: PREMIUM_TYPES,
      default: 'both',
    }),
    hideWhenEmpty: setting.boolean({
      tab: 'configuration',
      title: 'Hide when empty',
      default: false,
    }),
    hideJobsLink: setting.boolean({
      tab: 'configuration',
      title: 'Hide link to jobs',
      default: false,
    }),
  },
});
