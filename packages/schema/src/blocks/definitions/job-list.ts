import { SEGMENT_GROUP_KEYS } from '../../entities/segment';
import { DEFAULT_PAGE_SIZES, PAGE_SIZE_OPTIONS } from '../../rules/page-size';
import { defineBlock } from '../define-block';
import { JOBS_LAYOUTS, SEGMENT_SORT_STRATEGIES } from '../options';
import { setting } from '../settings/setting';
import { defaultText } from '../texts/default-text';

export const jobListBlock = defineBlock({
  type: 'job-list',
  title: 'Job list',
  description:
    'Search results with segment filters, the job alert card, and the search’s premium jobs (read on their own) heading its first page.',
  group: 'search',
  icon: 'list',
  settings: {
    regularJobsTitle: setting.text({
      tab: 'content',
      title: 'Jobs title',
      default: defaultText('jobs'),
    }),
    premiumJobsTitle: setting.text({
      tab: 'content',
      title: 'Premium jobs title',
      default: defaultText('featuredJobs'),
    }),
    alertText: setting.text({
      tab: 'content',
      title: 'Job alert text',
      default: defaultText('jobAlertText'),
    }),
    perPage: setting.select({
      tab: 'listView',
      title: 'Per page',
      allowed: PAGE_SIZE_OPTIONS,
      default: DEFAULT_PAGE_SIZES.jobList,
    }),
    jobsLayout: setting.select({
      tab: 'listView',
      title: 'Layout',
      allowed: JOBS_LAYOUTS,
      default: 'list',
    }),
    jobPreviewLayout: setting.select({
      tab: 'listView',
      title: 'Job preview',
      description: 'page opens the job details page; splitView shows the job beside the list.',
      allowed: ['page', 'splitView'],
      default: 'page',
    }),
    hideSortSplitView: setting.boolean({
      tab: 'listView',
      title: 'Hide sort in split view',
      default: false,
    }),
    splitViewDefaultActiveJob: setting.boolean({
      tab: 'listView',
      title: 'Open the first job in split view',
      default: true,
    }),
    showAlertCard: setting.multiSelect({
      tab: 'listView',
      title: 'Job alert card',
      description:
        'Where the job alert card shows: in the sidebar, in the list (default) or as a modal. It shows only with results, for candidates and in the editor.',
      allowed: ['sidebar', 'default', 'modal'],
      default: ['default'],
    }),
    fixedSearchQuery: setting.jobQuery({
      tab: 'dataSource',
      title: 'Fixed search',
      description:
        'Search parameters always applied, e.g. {"location_name": "Utrecht"}. The filter groups of its segments are not offered to visitors.',
      default: {},
    }),
    segmentGroups: setting.multiSelect({
      tab: 'segmentFilters',
      title: 'Filter groups',
      allowed: SEGMENT_GROUP_KEYS,
      default: [...SEGMENT_GROUP_KEYS],
    }),
    segmentGroupOrder: setting.order({
      tab: 'segmentFilters',
      title: 'Filter group order',
      allowed: SEGMENT_GROUP_KEYS,
      default: [...SEGMENT_GROUP_KEYS],
    }),
    defaultExpand: setting.boolean({
      tab: 'segmentFilters',
      title: 'Expand filter groups',
      default: true,
    }),
    hideEmptySegments: setting.boolean({
      tab: 'segmentFilters',
      title: 'Hide filters without jobs',
      default: false,
    }),
    limitVisibleSegmentsEnabled: setting.boolean({
      tab: 'segmentFilters',
      title: 'Limit visible filters',
      description: 'Show the first filters of a group and a "show more" toggle.',
      default: false,
    }),
    segmentLimit: setting.number({
      tab: 'segmentFilters',
      title: 'Visible filters per group',
      min: 1,
      max: 100,
      default: DEFAULT_PAGE_SIZES.segmentLimit,
    }),
    segmentSortStrategy: setting.select({
      tab: 'segmentFilters',
      title: 'Filter sort',
      allowed: SEGMENT_SORT_STRATEGIES,
      default: 'byCount',
    }),
  },
});
