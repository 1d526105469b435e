import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { atomFeed } from './atom-feed';
import type { Feed } from './feed';
import { FeedError } from './feed-error';
import { rssChannelFeed } from './rss-channel-feed';
import { firstChild, isRecord } from './xml-node';

// Entity expansion keeps fast-xml-parser's default limits, which stop "billion laughs" files.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  // Untrimmed: a title of text and CDATA parts keeps the spaces between them (`A <![CDATA[B]]> C`
  // read `ABC`); the values are trimmed where they are read (`childText`).
  trimValues: false,
  // Atom may carry XHTML markup in these; parsed, its text and tags would lose their order.
  stopNodes: ['feed.entry.summary', 'feed.entry.content'],
});

/**
 * Reads an RSS 2.0 or Atom document; throws a FeedError (422) for malformed XML or any other
 * kind of document.
 * @param feedUrl where the feed was fetched, the base of relative links
 */
export function parseFeed(xml: string, feedUrl: URL, imageTag?: string): Feed {
  const validation = XMLValidator.validate(xml);
  if (validation !== true) {
    const { msg, line } = validation.err;
    throw new FeedError(422, `The feed is not well-formed XML: ${msg} (line ${line}).`);
  }
  let document: unknown;
  try {
    document = parser.parse(xml);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new FeedError(422, `The feed could not be read as XML: ${reason}`, { cause: error });
  }
  const channel = firstChild(firstChild(document, 'rss'), 'channel');
  if (isRecord(channel)) return rssChannelFeed(channel, feedUrl, imageTag);
  const feed = firstChild(document, 'feed');
  if (isRecord(feed)) return atomFeed(feed, feedUrl, imageTag);
  throw new FeedError(422, 'The document is neither an RSS 2.0 nor an Atom feed.');
}
