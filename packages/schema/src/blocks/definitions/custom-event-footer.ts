import { defineBlock } from '../define-block';
import { setting } from '../settings/setting';

export const customEventFooterBlock = defineBlock({
  type: 'custom-event-footer',
  title: 'Custom event footer',
  description: 'A footer of free HTML and links, e.g. for an event or campaign site.',
  group: 'navigation',
  icon: 'calendar',
  settings: {
    html: setting.html({ tab: 'content', title: 'HTML', default: '' }),
    links: setting.links({ tab: 'content', title: 'Links', default: [] }),
    backgroundColor: setting.color({ tab: 'design', title: 'Background colour', default: '' }),
    textColor: setting.color({ tab: 'design', title: 'Text colour', default: '' }),
  },
});
