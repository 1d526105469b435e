import { bareHostname, checkHost, ForbiddenAddressError } from './check-host';
import { FeedError } from './feed-error';
import type { HttpGet, HttpResponse } from './http-get';

export interface DownloadOptions {
  timeoutMs: number;
  maxBytes: number;
  allowLoopback: boolean;
  get: HttpGet;
}

export interface DownloadedFeed {
  bytes: Buffer;
  contentType: string | null;
  /** Where the feed was found after redirects; relative links resolve against it. */
  url: URL;
}

const maxRedirects = 5;

/** The feed URL as a URL object, or a FeedError (400) when it is not an absolute http(s) URL. */
export function parseFeedUrl(value: string | URL): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new FeedError(400, 'The feed URL is not a valid URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FeedError(400, 'The feed URL must start with http:// or https://.');
  }
  return url;
}

/**
 * Downloads a feed within a time and size budget, following up to 5 redirects and checking
 * the address of every hop, since a public feed may redirect to an internal one.
 */
export async function downloadFeed(url: URL, options: DownloadOptions): Promise<DownloadedFeed> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new FeedError(504, `The feed did not answer within ${options.timeoutMs} ms.`));
      controller.abort();
    }, options.timeoutMs);
  });
  try {
    return await Promise.race([follow(url, options, controller.signal), deadline]);
  } catch (error) {
    throw asFeedError(error, url);
  } finally {
    clearTimeout(timer);
  }
}

async function follow(
  start: URL,
  options: DownloadOptions,
  signal: AbortSignal,
): Promise<DownloadedFeed> {
  let url = start;
  for (let redirects = 0; ; redirects++) {
    await checkHost(url, options.allowLoopback);
    const response = await options.get(url, signal);
    const location = response.header('location');
    if (response.status >= 300 && response.status < 400 && location !== null) {
      response.discard();
      if (redirects >= maxRedirects) throw new FeedError(502, 'The feed redirected too often.');
      url = parseFeedUrl(new URL(location, url));
      continue;
    }
    if (response.status < 200 || response.status > 299) {
      response.discard();
      throw new FeedError(502, `The feed answered with HTTP status ${response.status}.`);
    }
    if (Number(response.header('content-length')) > options.maxBytes) {
      response.discard();
      throw tooLarge(options.maxBytes);
    }
    const bytes = await readAtMost(response, options.maxBytes);
    return { bytes, contentType: response.header('content-type'), url };
  }
}

/** Stops as soon as the body passes the limit: a huge or endless feed is never held whole. */
async function readAtMost(response: HttpResponse, maxBytes: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      response.discard();
      throw tooLarge(maxBytes);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function tooLarge(maxBytes: number): FeedError {
  return new FeedError(413, `The feed is larger than the limit of ${maxBytes} bytes.`);
}

function asFeedError(error: unknown, url: URL): FeedError {
  if (error instanceof FeedError) return error;
  if (error instanceof ForbiddenAddressError) return new FeedError(400, error.message);
  const code = errorCode(error) ?? errorCode((error as { cause?: unknown } | null)?.cause);
  const reason = code === undefined ? '' : ` (${code})`;
  return new FeedError(502, `The feed at ${bareHostname(url)} could not be reached${reason}.`, {
    cause: error,
  });
}

/** node:http errors carry a code such as ECONNREFUSED; fetch wraps them as the cause. */
function errorCode(error: unknown): string | undefined {
  const code = (error as NodeJS.ErrnoException | null | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}
