import { defineBlock } from '../define-block';

/**
 * The article of the page's URL. It has no settings (builder.md §3, product.md: "CMS article has
 * no settings"); its link back to the news list is shown when the site has that page.
 */
export const cmsArticleBlock = defineBlock({
  type: 'cms-article',
  title: 'Article',
  description: 'One news article, chosen by the page’s URL.',
  group: 'content',
  icon: 'file-text',
  settings: {},
});
