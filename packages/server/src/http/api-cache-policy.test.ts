import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';

// One URL answers each board (X-Site-Host), language and user: a shared cache in front of the
// API must neither keep an answer nor hand one board's answer to another.
let server: TestServer;
let board: TestBoard;

beforeAll(async () => {
  server = await startTestServer();
  board = await seedTestBoard(server.db);
}, 60_000);
afterAll(() => server?.close());

const varyOf = (response: Response) =>
  (response.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase());

describe('the cache policy of API answers', () => {
  it('keeps answers out of shared caches and names what they vary by', async () => {
    const response = await server.fetch('/api/public/v1/configuration', {
      headers: { 'X-Site-Host': board.host, 'X-Locale': 'en-US', Origin: 'http://localhost:5173' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(varyOf(response)).toEqual(
      expect.arrayContaining(['origin', 'host', 'x-site-host', 'x-locale', 'authorization']),
    );
  });

  it('covers errors too', async () => {
    const refused = await server.fetch('/api/candidate/v1/you', {
      headers: { 'X-Site-Host': board.host },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('private, no-cache');
    expect(varyOf(refused)).toContain('authorization');
  });

  it("leaves a route's own policy and board pages alone", async () => {
    const page = await server.fetch('/vacatures');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(varyOf(page)).not.toContain('x-site-host');
  });
});
