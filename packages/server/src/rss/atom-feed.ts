import { decodeXmlText } from './decode-xml-text';
import type { Feed, FeedItem } from './feed';
import { itemImage } from './feed-image';
import { httpUrl, isoDate } from './feed-values';
import { attributeOf, childrenOf, childText, firstChild, textOf } from './xml-node';

/** An Atom (RFC 4287) `<feed>` as a Feed. */
export function atomFeed(feed: unknown, feedUrl: URL, imageTag?: string): Feed {
  const link = alternateLink(feed, feedUrl) ?? '';
  return {
    title: childText(feed, 'title'),
    link,
    items: childrenOf(feed, 'entry').map((entry) => atomEntry(entry, link || feedUrl, imageTag)),
  };
}

function atomEntry(entry: unknown, base: URL | string, imageTag: string | undefined): FeedItem {
  const description = atomContent(entry, 'summary') || atomContent(entry, 'content');
  const link = alternateLink(entry, base) ?? '';
  const published = isoDate(childText(entry, 'published', 'updated'));
  const image = itemImage(
    entry,
    `${description} ${childText(entry, 'content')}`,
    link || base,
    imageTag,
  );
  return {
    title: childText(entry, 'title'),
    link,
    description,
    ...(published === undefined ? {} : { published }),
    ...(image === undefined ? {} : { image }),
  };
}

/** The link without rel or with rel="alternate" is the page itself (RFC 4287 4.2.7.2). */
function alternateLink(node: unknown, base: URL | string): string | undefined {
  const links = childrenOf(node, 'link');
  const alternate = links.find((link) => (attributeOf(link, 'rel') ?? 'alternate') === 'alternate');
  return httpUrl(attributeOf(alternate, 'href'), base);
}

/**
 * Summary or content, which the parser leaves unparsed (see parseFeed): XHTML content is
 * markup already; text and HTML content are character data to decode.
 */
function atomContent(entry: unknown, name: 'summary' | 'content'): string {
  const node = firstChild(entry, name);
  const raw = textOf(node).trim();
  return attributeOf(node, 'type') === 'xhtml' ? raw : decodeXmlText(raw).trim();
}
