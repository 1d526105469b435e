import { defineBlock } from '../define-block';
import { setting } from '../settings/setting';

export const cmsArticleBlock = defineBlock({
  type: 'cms-article',
  title: 'Article',
  description: 'One news article, chosen by the page’s URL.',
  group: 'content',
  icon: 'file-text',
  settings: {
    showBackButton: setting.boolean({
      tab: 'configuration',
      title: 'Show back link',
      default: true,
    }),
    backPageId: setting.pageId({
      tab: 'configuration',
      title: 'Back link page',
      default: 'p-news-list',
    }),
  },
});
