import { DEFAULT_PAGE_SIZES, PAGE_SIZE_OPTIONS } from '../../rules/page-size';
import { defineBlock } from '../define-block';
import { setting } from '../settings/setting';
import { defaultText } from '../texts/default-text';

export const candidateListBlock = defineBlock({
  type: 'candidate-list',
  title: 'Candidate list',
  description: "The candidates found by the search in the page's address, a page at a time.",
  group: 'employers',
  icon: 'users',
  settings: {
    heading1: setting.text({
      tab: 'content',
      title: 'Heading',
      default: defaultText('candidates'),
    }),
    perPage: setting.select({
      tab: 'listView',
      title: 'Per page',
      allowed: PAGE_SIZE_OPTIONS,
      default: DEFAULT_PAGE_SIZES.candidateList,
    }),
    hideProfilePicture: setting.boolean({
      tab: 'listView',
      title: 'Hide profile pictures',
      description: 'Leaves out the picture, or the outline shown for a profile without one.',
      default: false,
    }),
  },
});
