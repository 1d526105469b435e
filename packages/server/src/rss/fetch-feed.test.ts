import { createServer, type Server, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedError } from './feed-error';
import { fetchFeed } from './fetch-feed';
import { nodeHttpGet } from './node-http-get';
import { atomFeedXml, rss2Feed } from './testing/sample-feeds';

let server: Server;
let base: string;
let port: number;

function send(
  response: ServerResponse,
  body: string | Buffer,
  headers: Record<string, string> = {},
) {
  response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8', ...headers });
  response.end(body);
}

const routes: Record<string, (response: ServerResponse) => void> = {
  '/rss': (response) => send(response, rss2Feed),
  '/atom': (response) => send(response, atomFeedXml, { 'content-type': 'application/atom+xml' }),
  '/relative': (response) =>
    send(
      response,
      '<rss version="2.0"><channel><title>r</title><item><title>i</title><link>/news/1</link></item></channel></rss>',
    ),
  '/malformed': (response) => send(response, '<rss version="2.0"><channel><title>x</rss>'),
  '/html': (response) =>
    send(response, '<html><body><p>Not a feed</p></body></html>', { 'content-type': 'text/html' }),
  '/latin1': (response) =>
    send(
      response,
      Buffer.from(
        '<?xml version="1.0" encoding="ISO-8859-1"?><rss version="2.0"><channel><title>Café</title></channel></rss>',
        'latin1',
      ),
      { 'content-type': 'text/xml' },
    ),
  '/gzip': (response) => send(response, gzipSync(rss2Feed), { 'content-encoding': 'gzip' }),
  '/gzip-bomb': (response) =>
    send(response, gzipSync(Buffer.alloc(8 * 1024 * 1024, 0x20)), { 'content-encoding': 'gzip' }),
  '/slow': (response) => {
    setTimeout(() => send(response, rss2Feed), 3000).unref();
  },
  '/slow-body': (response) => {
    response.writeHead(200, { 'content-type': 'application/rss+xml' });
    response.write('<rss version="2.0"><channel>');
  },
  '/declared-large': (response) => {
    response.writeHead(200, { 'content-length': '5000000', 'content-type': 'application/rss+xml' });
    response.write('<rss version="2.0">');
  },
  '/endless': (response) => {
    response.writeHead(200, { 'content-type': 'application/rss+xml' });
    const chunk = `<rss version="2.0"><channel>${'<item><title>x</title></item>'.repeat(100)}`;
    const timer = setInterval(() => response.write(chunk), 1);
    response.on('close', () => clearInterval(timer));
  },
  '/missing': (response) => {
    response.writeHead(404).end('Not found');
  },
  '/failing': (response) => {
    response.writeHead(500).end('Oops');
  },
  '/redirect': (response) => {
    response.writeHead(302, { location: '/relative' }).end();
  },
  '/loop': (response) => {
    response.writeHead(301, { location: '/loop' }).end();
  },
  '/to-private': (response) => {
    response.writeHead(302, { location: 'http://10.0.0.1/feed' }).end();
  },
  '/to-ftp': (response) => {
    response.writeHead(302, { location: 'ftp://example.com/feed' }).end();
  },
};

beforeAll(async () => {
  server = createServer((request, response) => {
    const route = routes[new URL(request.url ?? '/', 'http://x').pathname];
    if (route) route(response);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  port = address.port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function failure(promise: Promise<unknown>): Promise<FeedError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the feed to fail');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FeedError);
  return error as FeedError;
}

const local = { allowLoopback: true } as const;

describe('fetchFeed reads feeds over HTTP', () => {
  it('reads an RSS 2.0 feed', async () => {
    const feed = await fetchFeed(`${base}/rss`, local);
    expect(feed.title).toBe('Werk & Carrière');
    expect(feed.items.map((item) => item.title)).toEqual([
      'Enclosure item',
      'Media item',
      'Thumbnail item',
      'Image in HTML',
      'No image, unsafe link',
    ]);
  });

  it('reads an Atom feed', async () => {
    const feed = await fetchFeed(`${base}/atom`, local);
    expect(feed.title).toBe('Atom nieuws');
    expect(feed.items[0]?.published).toBe('2025-06-12T16:30:02.000Z');
  });

  it('passes the image tag option on', async () => {
    const feed = await fetchFeed(`${base}/rss`, { ...local, imageTag: 'media:thumbnail' });
    expect(feed.items[2]?.image).toBe('https://cdn.example.com/c.png');
  });

  it('follows redirects and resolves relative links against the final URL', async () => {
    const feed = await fetchFeed(`${base}/redirect`, local);
    expect(feed.items[0]?.link).toBe(`${base}/news/1`);
  });

  it('decompresses gzip', async () => {
    expect((await fetchFeed(`${base}/gzip`, local)).items).toHaveLength(5);
  });

  it('decodes the encoding the XML declaration names', async () => {
    expect((await fetchFeed(`${base}/latin1`, local)).title).toBe('Café');
  });

  it('works through a given fetch implementation', async () => {
    const feed = await fetchFeed(`${base}/redirect`, { ...local, fetchImpl: fetch });
    expect(feed.items[0]?.link).toBe(`${base}/news/1`);
  });
});

describe('fetchFeed refuses addresses it must not fetch (400)', () => {
  it.each([
    ['not a URL', 'feed.xml'],
    ['a file URL', 'file:///etc/passwd'],
    ['an FTP URL', 'ftp://example.com/feed.xml'],
    ['a javascript URL', 'javascript:alert(1)'],
  ])('%s', async (_name, url) => {
    const error = await failure(fetchFeed(url, local));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/not a valid URL|must start with http/);
  });

  it.each([
    ['127.0.0.1', () => `${base}/rss`],
    ['localhost', () => `http://localhost:${port}/rss`],
    ['[::1]', () => `http://[::1]:${port}/rss`],
    ['an IPv4-mapped loopback', () => `http://[::ffff:127.0.0.1]:${port}/rss`],
    ['an IPv4-translated loopback', () => `http://[::ffff:0:127.0.0.1]:${port}/rss`],
    ['a decimal loopback', () => `http://2130706433:${port}/rss`],
  ])('loopback %s without allowLoopback', async (_name, url) => {
    const error = await failure(fetchFeed(url()));
    expect(error.status).toBe(400);
    expect(error.message).toBe('The feed URL points to a private, loopback or link-local address.');
  });

  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/feed',
    'http://192.168.1.1/feed',
    'http://[fe80::1]/feed',
  ])('%s, even with allowLoopback', async (url) => {
    expect((await failure(fetchFeed(url, local))).status).toBe(400);
  });

  it('a redirect to a private address', async () => {
    expect((await failure(fetchFeed(`${base}/to-private`, local))).status).toBe(400);
    const viaFetch = fetchFeed(`${base}/to-private`, { ...local, fetchImpl: fetch });
    expect((await failure(viaFetch)).status).toBe(400);
  });

  it('a redirect to a non-http URL', async () => {
    expect((await failure(fetchFeed(`${base}/to-ftp`, local))).status).toBe(400);
  });

  it('checks the resolved address again when connecting (DNS rebinding)', async () => {
    const get = nodeHttpGet(false);
    await expect(
      get(new URL(`http://localhost:${port}/rss`), new AbortController().signal),
    ).rejects.toThrow('The feed URL points to a private, loopback or link-local address.');
  });
});

describe('fetchFeed reports failing servers', () => {
  it.each([
    ['/missing', 502, /HTTP status 404/],
    ['/failing', 502, /HTTP status 500/],
    ['/loop', 502, /redirected too often/],
    ['/malformed', 422, /not well-formed XML/],
    ['/html', 422, /neither an RSS 2.0 nor an Atom feed/],
  ])('%s -> %i', async (path, status, message) => {
    const error = await failure(fetchFeed(`${base}${path}`, local));
    expect(error.status).toBe(status);
    expect(error.message).toMatch(message);
  });

  it('502 when the host name does not resolve', async () => {
    const error = await failure(fetchFeed('http://feed.invalid/rss.xml', local));
    expect(error.status).toBe(502);
    expect(error.message).toBe('The feed host feed.invalid could not be found.');
  });

  it('502 when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = closed.address();
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    if (address === null || typeof address === 'string') throw new Error('no port');
    const error = await failure(fetchFeed(`http://127.0.0.1:${address.port}/rss`, local));
    expect(error.status).toBe(502);
    expect(error.message).toMatch(/could not be reached \(ECONNREFUSED\)/);
  });
});

describe('fetchFeed limits time and size', () => {
  it.each([
    ['an answer', '/slow'],
    ['the rest of the body', '/slow-body'],
  ])('504 when %s takes longer than timeoutMs', async (_name, path) => {
    const started = Date.now();
    const error = await failure(fetchFeed(`${base}${path}`, { ...local, timeoutMs: 200 }));
    expect(error.status).toBe(504);
    expect(error.message).toBe('The feed did not answer within 200 ms.');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it.each([
    ['a declared length', '/declared-large', {}],
    ['an endless body, while streaming', '/endless', {}],
    ['an endless body through fetch', '/endless', { fetchImpl: fetch }],
    ['a decompressed body', '/gzip-bomb', {}],
  ])('413 beyond maxBytes: %s', async (_name, path, extra) => {
    const error = await failure(
      fetchFeed(`${base}${path}`, { ...local, ...extra, maxBytes: 100_000 }),
    );
    expect(error.status).toBe(413);
    expect(error.message).toBe('The feed is larger than the limit of 100000 bytes.');
  });

  it('accepts a feed within the limit', async () => {
    await expect(
      fetchFeed(`${base}/rss`, { ...local, maxBytes: Buffer.byteLength(rss2Feed) }),
    ).resolves.toHaveProperty('title');
  });
});
