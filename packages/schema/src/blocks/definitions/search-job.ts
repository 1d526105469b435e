import { RANGE_OPTIONS } from '../../rules/distance';
import { defineBlock } from '../define-block';
import { BACKGROUND_SIZES } from '../options';
import { setting } from '../settings/setting';
import { defaultText } from '../texts/default-text';

export const searchJobBlock = defineBlock({
  type: 'search-job',
  title: 'Job search',
  description:
    'Keyword, location and distance fields leading to the results page. Height small is the slim search bar.',
  group: 'search',
  icon: 'search',
  settings: {
    headerText: setting.text({
      tab: 'content',
      title: 'Header',
      default: defaultText('searchHeader'),
    }),
    subheaderText: setting.text({
      tab: 'content',
      title: 'Subheader',
      default: defaultText('searchSubheader'),
    }),
    jobPlaceholder: setting.text({
      tab: 'content',
      title: 'Keyword placeholder',
      default: defaultText('jobPlaceholder'),
    }),
    locationPlaceholder: setting.text({
      tab: 'content',
      title: 'Location placeholder',
      default: defaultText('locationPlaceholder'),
    }),
    image: setting.image({ tab: 'design', title: 'Background image', default: '' }),
    backgroundSize: setting.select({
      tab: 'design',
      title: 'Background size',
      allowed: BACKGROUND_SIZES,
      default: 'cover',
    }),
    height: setting.select({
      tab: 'layout',
      title: 'Height',
      description: 'large fills the window, small is the slim search bar.',
      allowed: ['large', 'medium', 'small'],
      default: 'large',
    }),
    hideRangeSelect: setting.boolean({
      tab: 'configuration',
      title: 'Hide distance select',
      description: 'Searches then use the default distance.',
      default: false,
    }),
    defaultRangeValue: setting.select({
      tab: 'configuration',
      title: 'Default distance',
      description: 'In the distance unit of the site (km, or mi with the imperial system).',
      allowed: RANGE_OPTIONS,
      default: 25,
    }),
    searchResultsPage: setting.select({
      tab: 'configuration',
      title: 'Results page',
      description: 'Where a search goes: this page, the job list or the candidate list.',
      allowed: ['currentPage', 'p-job-list', 'p-candidate-list'],
      default: 'p-job-list',
    }),
  },
});
