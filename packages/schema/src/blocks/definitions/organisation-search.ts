import { DEFAULT_PAGE_SIZES, PAGE_SIZE_OPTIONS } from '../../rules/page-size';
import { defineBlock } from '../define-block';
import { setting } from '../settings/setting';
import { defaultText } from '../texts/default-text';

/*
 * The spec's default of 9 (three rows of three cards) is not among its page-size options, so
 * this block offers 9 as well.
 */
const ORGANISATION_PAGE_SIZES = [...PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZES.organisationSearch].sort(
  (a, b) => a - b,
);

export const organisationSearchBlock = defineBlock({
  type: 'organisation-search',
  title: 'Organisation search',
  description: 'Searchable list of the employers on the job board.',
  group: 'employers',
  icon: 'building-2',
  settings: {
    title: setting.text({ tab: 'content', title: 'Title', default: defaultText('employers') }),
    subtitle: setting.text({
      tab: 'content',
      title: 'Subtitle',
      default: defaultText('organisationsSubtitle'),
    }),
    perPage: setting.select({
      tab: 'listView',
      title: 'Per page',
      allowed: ORGANISATION_PAGE_SIZES,
      default: DEFAULT_PAGE_SIZES.organisationSearch,
    }),
  },
});
