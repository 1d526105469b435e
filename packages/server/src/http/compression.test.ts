import { createDefaultSite, SUPPORTED_LOCALES } from '@jobboard/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSitePages } from '../seed/insert-board';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';

// Board pages carry their state and the SDK its chunks: on a slow mobile connection the
// uncompressed page alone took over a second.
let server: TestServer;
let board: TestBoard;

beforeAll(async () => {
  server = await startTestServer();
  board = await seedTestBoard(server.db);
  await insertSitePages(
    server.db,
    board.siteId,
    createDefaultSite({ locales: SUPPORTED_LOCALES, id: board.siteId }),
  );
  await server.fetch('/vacatures');
}, 60_000);
afterAll(() => server?.close());

describe('compressed answers', () => {
  it('gzips a board page for a browser that accepts it, and not otherwise', async () => {
    const gzipped = await server.fetch('/vacatures', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
    // Read back whole (fetch undoes the encoding).
    expect(await gzipped.text()).toContain('id="jobboard-state"');
    const plain = await server.fetch('/vacatures', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('id="jobboard-state"');
  });

  it('gzips API answers too', async () => {
    const response = await server.fetch(`/api/public/v1/job-board-builder/sites/${board.siteId}`, {
      headers: { 'Accept-Encoding': 'gzip', 'X-Site-Host': board.host },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(((await response.json()) as { data: { pages: unknown[] } }).data.pages.length).toBe(
      createDefaultSite({ locales: SUPPORTED_LOCALES, id: board.siteId }).pages.length,
    );
  });
});
