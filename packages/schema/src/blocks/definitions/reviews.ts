import { defineBlock } from '../define-block';
import { setting } from '../settings/setting';
import { defaultText } from '../texts/default-text';

export const reviewsBlock = defineBlock({
  type: 'reviews',
  title: 'Reviews',
  description: 'Quotes of candidates and employers.',
  group: 'content',
  icon: 'message-square-quote',
  settings: {
    heading: setting.text({
      tab: 'content',
      title: 'Heading',
      default: defaultText('reviewsHeading'),
    }),
    subheading: setting.text({
      tab: 'content',
      title: 'Subheading',
      default: defaultText('reviewsSubheading'),
    }),
    reviewsData: setting.list({
      tab: 'content',
      title: 'Reviews',
      itemLabel: 'name',
      fields: {
        name: setting.text({
          tab: 'content',
          title: 'Tab name',
          description: 'Names the review in the editor.',
          default: '',
        }),
        title: setting.text({ tab: 'content', title: 'Title', default: '' }),
        reviewerName: setting.text({ tab: 'content', title: 'Reviewer', default: '' }),
        role: setting.text({ tab: 'content', title: 'Reviewer’s role', default: '' }),
        text: setting.text({ tab: 'content', title: 'Text', multiline: true, default: '' }),
        avatar: setting.image({ tab: 'content', title: 'Avatar', default: '' }),
      },
      default: [],
    }),
  },
});
