import type { Feed, FeedItem } from './feed';
import { itemImage } from './feed-image';
import { httpUrl, isoDate } from './feed-values';
import { attributeOf, childrenOf, childText, firstChild } from './xml-node';

/** An RSS 2.0 (or 0.9x) `<channel>` as a Feed. */
export function rssChannelFeed(channel: unknown, feedUrl: URL, imageTag?: string): Feed {
  const link = httpUrl(childText(channel, 'link'), feedUrl) ?? '';
  return {
    title: childText(channel, 'title'),
    link,
    items: childrenOf(channel, 'item').map((item) => rssItem(item, link || feedUrl, imageTag)),
  };
}

function rssItem(item: unknown, base: URL | string, imageTag: string | undefined): FeedItem {
  const description = childText(item, 'description', 'content:encoded');
  const link = httpUrl(childText(item, 'link'), base) ?? permalink(item, base) ?? '';
  const published = isoDate(childText(item, 'pubDate', 'dc:date'));
  const image = itemImage(
    item,
    `${description} ${childText(item, 'content:encoded')}`,
    link || base,
    imageTag,
  );
  return {
    title: childText(item, 'title'),
    link,
    description,
    ...(published === undefined ? {} : { published }),
    ...(image === undefined ? {} : { image }),
  };
}

/** A guid is the item's URL unless isPermaLink="false". */
function permalink(item: unknown, base: URL | string): string | undefined {
  const guid = firstChild(item, 'guid');
  if (attributeOf(guid, 'isPermaLink') === 'false') return undefined;
  return httpUrl(childText(item, 'guid'), base);
}
