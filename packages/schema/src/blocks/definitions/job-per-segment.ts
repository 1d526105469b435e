import { SEGMENT_GROUP_KEYS } from '../../entities/segment';
import { DEFAULT_PAGE_SIZES } from '../../rules/page-size';
import { defineBlock } from '../define-block';
import { SEGMENT_SORT_STRATEGIES } from '../options';
import { setting } from '../settings/setting';
import { defaultText, textFor } from '../texts/default-text';
import { cardTabsSetting } from './card-tabs-setting';

export const jobPerSegmentBlock = defineBlock({
  type: 'job-per-segment',
  title: 'Jobs per segment',
  description: 'Job counts per segment (industry, education...), linking to the filtered job list.',
  group: 'search',
  icon: 'layout-grid',
  settings: {
    titleText: setting.text({
      tab: 'content',
      title: 'Title',
      default: defaultText('jobsByCategory'),
    }),
    segmentTabs: setting.list({
      tab: 'content',
      title: 'Segment tabs',
      description: 'One tab per segment group.',
      maxItems: SEGMENT_GROUP_KEYS.length,
      itemLabel: 'title',
      fields: {
        title: setting.text({ tab: 'content', title: 'Title', default: '' }),
        segmentGroup: setting.select({
          tab: 'content',
          title: 'Segment group',
          allowed: SEGMENT_GROUP_KEYS,
          default: 'industry',
        }),
      },
      default: (locale) => [
        { title: textFor(locale, 'industry'), segmentGroup: 'industry' },
        { title: textFor(locale, 'educationLevel'), segmentGroup: 'education' },
      ],
    }),
    cardTabs: cardTabsSetting(),
    showCount: setting.number({
      tab: 'dataSource',
      title: 'Segments shown',
      min: 1,
      max: 100,
      default: DEFAULT_PAGE_SIZES.showCount,
    }),
    hideEmptySegments: setting.boolean({
      tab: 'dataSource',
      title: 'Hide segments without jobs',
      default: false,
    }),
    segmentSortStrategy: setting.select({
      tab: 'dataSource',
      title: 'Sort',
      allowed: SEGMENT_SORT_STRATEGIES,
      default: 'byCount',
    }),
    showSegmentsCount: setting.boolean({
      tab: 'configuration',
      title: 'Show job counts',
      default: true,
    }),
    layoutType: setting.select({
      tab: 'layout',
      title: 'Layout',
      allowed: ['cards', 'tabs', 'list'],
      default: 'cards',
    }),
    columnsCount: setting.columns({
      tab: 'layout',
      title: 'Columns',
      default: { lg: 3, md: 2, sm: 1 },
    }),
    bigCards: setting.boolean({ tab: 'layout', title: 'Big cards', default: false }),
  },
});
