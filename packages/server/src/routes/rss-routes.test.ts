import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rss2Feed } from '../rss/testing/sample-feeds';
import { startTestServer, type TestServer } from '../testing/start-test-server';

let server: TestServer;
let feeds: Server;
let feedOrigin: string;

beforeAll(async () => {
  server = await startTestServer({ allowLoopbackFeeds: true });
  feeds = createServer((request, response) => {
    if (request.url === '/feed.xml') {
      response.writeHead(200, { 'Content-Type': 'application/rss+xml' }).end(rss2Feed);
    } else if (request.url === '/broken.xml') {
      response
        .writeHead(200, { 'Content-Type': 'application/rss+xml' })
        .end('<rss><channel><title>x');
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
  feedOrigin = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => feeds?.close(resolve));
  await server?.close();
});

const rss = (url: string) => server.fetch(`/api/public/v1/rss?url=${encodeURIComponent(url)}`);

describe('GET /rss', () => {
  it('answers a feed served on loopback', async () => {
    const response = await rss(`${feedOrigin}/feed.xml`);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { title: string; items: unknown[] } };
    expect(data.title).toBeTruthy();
    expect(data.items.length).toBeGreaterThan(0);
  });

  it.each([
    ['a malformed feed', () => `${feedOrigin}/broken.xml`, 422],
    ['a missing feed', () => `${feedOrigin}/missing.xml`, 502],
    ['a bad url', () => 'not a url', 400],
  ])('answers %s with a clear error', async (_name, url, status) => {
    const response = await rss(url());
    expect(response.status).toBe(status);
    expect(((await response.json()) as { message: string }).message).toBeTruthy();
  });
});

describe('GET /rss from one address', () => {
  it('is limited: each call makes the server download a feed', async () => {
    const local = await startTestServer({
      allowLoopbackFeeds: true,
      rateLimits: { rss: { limit: 2 } },
    });
    try {
      const fetchFeed = () =>
        local.fetch(`/api/public/v1/rss?url=${encodeURIComponent(`${feedOrigin}/feed.xml`)}`);
      expect((await fetchFeed()).status).toBe(200);
      expect((await fetchFeed()).status).toBe(200);
      const refused = await fetchFeed();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('Retry-After')).toBeTruthy();
    } finally {
      await local.close();
    }
  });
});
