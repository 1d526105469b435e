import { decodeFeedText } from './decode-feed-text';
import { downloadFeed, parseFeedUrl } from './download-feed';
import type { Feed, FetchFeedOptions } from './feed';
import { fetchHttpGet } from './fetch-http-get';
import { nodeHttpGet } from './node-http-get';
import { parseFeed } from './parse-feed';

const defaultTimeoutMs = 10_000;
const defaultMaxBytes = 2 * 1024 * 1024;

/**
 * Downloads and reads an RSS 2.0 or Atom feed for the news feed block. Guards the server:
 * only http(s), no private, loopback or link-local addresses (every resolved address of
 * every redirect is checked), a time limit and a size limit enforced while downloading.
 * Throws a FeedError whose `status` is the HTTP status to answer.
 */
export async function fetchFeed(url: string, options: FetchFeedOptions = {}): Promise<Feed> {
  const feedUrl = parseFeedUrl(url);
  const allowLoopback = options.allowLoopback ?? false;
  const downloaded = await downloadFeed(feedUrl, {
    timeoutMs: options.timeoutMs ?? defaultTimeoutMs,
    maxBytes: options.maxBytes ?? defaultMaxBytes,
    allowLoopback,
    get: options.fetchImpl ? fetchHttpGet(options.fetchImpl) : nodeHttpGet(allowLoopback),
  });
  const text = decodeFeedText(downloaded.bytes, downloaded.contentType);
  return parseFeed(text, downloaded.url, options.imageTag);
}
