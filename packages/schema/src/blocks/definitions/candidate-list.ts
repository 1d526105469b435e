import { DEFAULT_PAGE_SIZES, PAGE_SIZE_OPTIONS } from '../../rules/page-size';
import { defineBlock } from '../define-block';
import { setting } from '../settings/setting';
import { defaultText } from '../texts/default-text';

export const candidateListBlock = defineBlock({
  type: 'candidate-list',
  title: 'Candidate list',
  description:
    "The candidates found by the search in the page's address (the job search block's keyword, place and radius, sent to this page), a page at a time, each with their position linking to their profile, place, travel distance, minimum salary, availability and the start of their description. Visitors and candidates see the public search, which holds no names or contact details; a logged-in employer sees which candidates they asked to contact.",
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
