/** The little of an HTTP response the feed download needs, whatever client made it. */
export interface HttpResponse {
  status: number;
  header(name: string): string | null;
  /** The body, already decompressed. */
  body: AsyncIterable<Uint8Array>;
  /** Drops a body that will not be read. */
  discard(): void;
}

/** One GET without following redirects. */
export type HttpGet = (url: URL, signal: AbortSignal) => Promise<HttpResponse>;

export const feedRequestHeaders = {
  accept:
    'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1',
  'user-agent': 'Jobboard feed reader',
};
