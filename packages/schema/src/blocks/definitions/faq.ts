import { defineBlock } from '../define-block';
import { setting } from '../settings/setting';
import { defaultText } from '../texts/default-text';

export const faqBlock = defineBlock({
  type: 'faq',
  title: 'FAQ',
  description: 'Questions with answers that fold open.',
  group: 'content',
  icon: 'circle-help',
  settings: {
    title: setting.text({ tab: 'content', title: 'Title', default: defaultText('faq') }),
    questions: setting.list({
      tab: 'content',
      title: 'Questions',
      itemLabel: 'question',
      fields: {
        question: setting.text({ tab: 'content', title: 'Question', default: '' }),
        answer: setting.html({ tab: 'content', title: 'Answer', default: '' }),
      },
      default: [],
    }),
  },
});
