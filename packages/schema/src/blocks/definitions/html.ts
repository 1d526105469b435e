import { defineBlock } from '../define-block';
import { setting } from '../settings/setting';

export const htmlBlock = defineBlock({
  type: 'html',
  title: 'HTML',
  description: 'Free HTML, sanitized before it is shown.',
  group: 'content',
  icon: 'code',
  settings: {
    html: setting.html({ tab: 'content', title: 'HTML', default: '' }),
  },
});
