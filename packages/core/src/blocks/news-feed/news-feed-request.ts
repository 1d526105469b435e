import { type RssFeed, type RssFeedItem, readData } from '@jobboard/client';
import { type Article, type BlockSettingsOf, MAX_LIST_PAGE } from '@jobboard/schema';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { createDataRequest } from '../../blocks-runtime/create-data-request';
import type { DataRequest } from '../../blocks-runtime/data-request';

type Settings = BlockSettingsOf<'news-feed'>;

/** The spec's sort of the CMS list (builder.md §7). */
export const ARTICLES_SORT = '+created_at';

/** What the feed shows: a page of the board's articles, or every item of an external feed. */
export type NewsFeedData =
  | { readonly source: 'cms'; readonly items: readonly Article[]; readonly total: number }
  | { readonly source: 'rss'; readonly items: readonly RssFeedItem[] };

/** The page of the feed the route asks for: `?page=` with pagination, else the first. */
export function newsFeedPage(settings: Settings, context: Pick<BlockContext, 'route'>): number {
  if (settings.layout !== 'pagination') return 1;
  const page = Number(context.route.query.get('page'));
  return Number.isInteger(page) && page > 1 ? Math.min(page, MAX_LIST_PAGE) : 1;
}

/**
 * The feed's data request: the CMS list of the page, or the external RSS feed read through the
 * server. `null` for an RSS feed without an address.
 */
export function newsFeedRequest(
  settings: Settings,
  context: Pick<BlockContext, 'route' | 'locale'>,
): DataRequest<NewsFeedData> | null {
  if (settings.externalRss) {
    const url = settings.rssFeedUrl;
    if (url === '') return null;
    const imageTag = settings.rssImageTag.trim();
    return createDataRequest('news-feed-rss', { url, imageTag }, async (client) => {
      // The client's readRssFeed sends no image tag, so a feed with one goes through the
      // family's generic request to the same route.
      const feed =
        imageTag === ''
          ? await client.public.readRssFeed(url)
          : await client.public.request<RssFeed>({
              method: 'GET',
              path: 'rss',
              query: { url, image_tag: imageTag },
              read: readData<RssFeed>,
            });
      return { source: 'rss', items: Array.isArray(feed?.items) ? feed.items : [] };
    });
  }
  const query = {
    limit: settings.showCount,
    page: newsFeedPage(settings, context),
    sort: ARTICLES_SORT,
    locale: context.locale,
  };
  return createDataRequest('news-feed-cms', query, async (client) => {
    const list = await client.public.listArticles(query);
    return { source: 'cms', items: list.items, total: list.total };
  });
}
