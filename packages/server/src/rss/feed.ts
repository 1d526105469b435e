export interface FeedItem {
  title: string;
  /** Absolute http(s) URL of the item, or '' when the feed gives none. */
  link: string;
  /** As the feed gives it, usually HTML: untrusted, render it only through the sanitizer. */
  description: string;
  /** Publication (or, for Atom without `published`, update) time as an ISO 8601 string. */
  published?: string;
  /** Absolute http(s) URL of the item's image. */
  image?: string;
}

export interface Feed {
  title: string;
  link: string;
  items: FeedItem[];
}

export interface FetchFeedOptions {
  /**
   * Time allowed for the whole download, redirects included, in milliseconds.
   * @default 10000
   */
  timeoutMs?: number;
  /**
   * Largest accepted feed in bytes (after decompression), enforced while downloading.
   * @default 2097152 (2 MB)
   */
  maxBytes?: number;
  /**
   * Element of an item that holds its image, such as 'image' or 'media:content': its `url`
   * attribute or its text. Tried before the usual places (enclosure, media:content,
   * media:thumbnail, the first <img> of the description).
   */
  imageTag?: string;
  /**
   * Allow loopback addresses (127.0.0.0/8, ::1), for tests and local demos. Private and
   * link-local addresses stay refused.
   * @default false
   */
  allowLoopback?: boolean;
  /**
   * Fetch to download with instead of the built-in node:http client. The host name is then
   * checked before each request but not again at connect time, so DNS rebinding is only
   * prevented by the default client.
   */
  fetchImpl?: typeof fetch;
}
