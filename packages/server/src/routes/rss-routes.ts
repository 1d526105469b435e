import { Hono } from 'hono';
import { object, optional, size, string } from 'superstruct';
import type { AppEnv } from '../app-env';
import { ApiError } from '../http/api-error';
import { rssRateLimit } from '../http/rate-limit';
import { readQuery } from '../http/read-query';
import { validate } from '../http/validate';
import { FeedError, fetchFeed } from '../rss/index';

/** The spec's API time-out; a feed slower than this is answered 504. */
const FEED_TIMEOUT_MS = 10_000;
/** Feeds larger than this are refused (413). */
const FEED_MAX_BYTES = 2 * 1024 * 1024;

const RssQuery = object({
  url: size(string(), 1, 2000),
  image_tag: optional(size(string(), 1, 100)),
});

/** `GET /rss?url=`: a news feed fetched server-side for the news feed block's external RSS. */
export function rssRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/rss', rssRateLimit, async (c) => {
    const query = validate(readQuery(c), RssQuery, true);
    try {
      const feed = await fetchFeed(query.url, {
        timeoutMs: FEED_TIMEOUT_MS,
        maxBytes: FEED_MAX_BYTES,
        allowLoopback: c.var.deps.allowLoopbackFeeds ?? false,
        ...(query.image_tag ? { imageTag: query.image_tag } : {}),
      });
      return c.json({ data: feed });
    } catch (error) {
      if (error instanceof FeedError)
        throw new ApiError(error.status, error.message, { url: [error.message] });
      throw error;
    }
  });
  return app;
}
