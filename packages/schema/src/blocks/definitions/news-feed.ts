import { DEFAULT_PAGE_SIZES } from '../../rules/page-size';
import { defineBlock } from '../define-block';
import { setting } from '../settings/setting';
import { defaultText } from '../texts/default-text';

export const newsFeedBlock = defineBlock({
  type: 'news-feed',
  title: 'News feed',
  description: 'News articles of the job board, or the items of an external RSS feed.',
  group: 'content',
  icon: 'newspaper',
  settings: {
    heading: setting.text({ tab: 'content', title: 'Heading', default: defaultText('news') }),
    subheading: setting.text({
      tab: 'content',
      title: 'Subheading',
      default: defaultText('newsSubheading'),
    }),
    showReadMoreUrl: setting.boolean({
      tab: 'content',
      title: 'Show read more link',
      default: false,
    }),
    readMoreUrl: setting.url({ tab: 'content', title: 'Read more link', default: '' }),
    layout: setting.select({
      tab: 'layout',
      title: 'Layout',
      description: 'pagination pages through all items; preview shows the first ones.',
      allowed: ['pagination', 'preview'],
      default: 'preview',
    }),
    itemStyle: setting.select({
      tab: 'design',
      title: 'Item style',
      allowed: ['noBorder', 'card'],
      default: 'card',
    }),
    showCount: setting.number({
      tab: 'dataSource',
      title: 'Number shown',
      description: 'Items shown, or per page with pagination.',
      min: 1,
      max: 100,
      default: DEFAULT_PAGE_SIZES.newsFeed,
    }),
    externalRss: setting.boolean({ tab: 'dataSource', title: 'External RSS feed', default: false }),
    rssFeedUrl: setting.url({
      tab: 'dataSource',
      title: 'RSS feed address',
      absolute: true,
      default: '',
    }),
    rssImageTag: setting.text({
      tab: 'dataSource',
      title: 'RSS image tag',
      description:
        'The feed item element holding the image, e.g. enclosure; empty takes the first image.',
      maxLength: 100,
      default: '',
    }),
  },
});
