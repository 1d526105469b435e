import { defineBlock } from '../define-block';
import { setting } from '../settings/setting';
import { defaultText } from '../texts/default-text';
import { appLink } from './default-links';

export const callToActionBlock = defineBlock({
  type: 'call-to-action',
  title: 'Call to action',
  description: 'A text with one button, e.g. inviting employers to post a job.',
  group: 'content',
  icon: 'megaphone',
  settings: {
    text: setting.html({ tab: 'content', title: 'Text', default: defaultText('ctaText') }),
    buttonLink: setting.link({
      tab: 'content',
      title: 'Button',
      default: (locale) => appLink(locale, 'p-products', 'postJob', 'primary'),
    }),
    layout: setting.select({
      tab: 'layout',
      title: 'Layout',
      description: 'Text above the button, or beside it spread out or centred.',
      allowed: ['column', 'row-spread', 'row-center'],
      default: 'row-spread',
    }),
    backgroundColor: setting.color({
      tab: 'design',
      title: 'Background colour',
      description: 'Empty uses the theme.',
      default: '',
    }),
    textColor: setting.color({
      tab: 'design',
      title: 'Text colour',
      description: 'Empty uses the theme.',
      default: '',
    }),
  },
});
