export type { Feed, FeedItem, FetchFeedOptions } from './feed';
export { FeedError } from './feed-error';
export { fetchFeed } from './fetch-feed';
