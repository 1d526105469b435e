import { DEFAULT_PAGE_SIZES } from '../../rules/page-size';
import { defineBlock } from '../define-block';
import { setting } from '../settings/setting';
import { defaultText } from '../texts/default-text';
import { cardTabsSetting } from './card-tabs-setting';

export const jobPerLinkBlock = defineBlock({
  type: 'job-per-link',
  title: 'Jobs per link',
  description: 'Jobs of a few stored searches, as tabs or as cards.',
  group: 'search',
  icon: 'link',
  settings: {
    titleText: setting.text({
      tab: 'content',
      title: 'Title',
      default: defaultText('popularSearches'),
    }),
    linkTabs: setting.list({
      tab: 'content',
      title: 'Searches',
      description: 'Each tab shows the jobs of its search.',
      maxItems: 24,
      itemLabel: 'name',
      fields: {
        name: setting.text({ tab: 'content', title: 'Name', default: '' }),
        jobQuery: setting.jobQuery({ tab: 'content', title: 'Search', default: {} }),
      },
      default: [],
    }),
    cardTabs: cardTabsSetting(),
    showCount: setting.number({
      tab: 'dataSource',
      title: 'Jobs shown',
      min: 1,
      max: 100,
      default: DEFAULT_PAGE_SIZES.showCount,
    }),
    layoutType: setting.select({
      tab: 'layout',
      title: 'Layout',
      allowed: ['cards', 'tabs'],
      default: 'tabs',
    }),
    columnsCount: setting.columns({
      tab: 'layout',
      title: 'Columns',
      default: { lg: 3, md: 2, sm: 1 },
    }),
  },
});
