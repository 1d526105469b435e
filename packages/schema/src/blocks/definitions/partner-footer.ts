import { defineBlock } from '../define-block';
import { setting } from '../settings/setting';
import { defaultText } from '../texts/default-text';

export const partnerFooterBlock = defineBlock({
  type: 'partner-footer',
  title: 'Partner footer',
  description: 'A row of links to partner job boards.',
  group: 'navigation',
  icon: 'handshake',
  settings: {
    title: setting.text({ tab: 'content', title: 'Title', default: defaultText('ourPartners') }),
    links: setting.links({ tab: 'content', title: 'Partner links', default: [] }),
  },
});
