import { createDefaultSite, SUPPORTED_LOCALES } from '@jobboard/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSitePages } from '../seed/insert-board';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';

// The pages are rendered by @jobboard/core's build (`npm run build:bundles`), as in production.
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
}, 60_000);
afterAll(() => server?.close());

/** The status and the rendered board (the mount element, without the state to hydrate). */
async function page(path: string) {
  const response = await server.fetch(`${path}?host=${board.host}`);
  const html = await response.text();
  const start = html.indexOf('<div id="jobboard">');
  return {
    status: response.status,
    board: html.slice(start, html.indexOf('<script', start)),
    hydrates: html.includes('id="jobboard-state"'),
  };
}

describe('standalone detail pages', () => {
  it.each([
    ['a job', '/vacature/ontwikkelaar-amsterdam', 'Software ontwikkelaar'],
    ['an organisation', '/company/acme', 'Acme BV'],
  ])('answer 200 with %s that exists', async (_name, path, text) => {
    const { status, board } = await page(path);
    expect(status).toBe(200);
    expect(board).toContain(text);
    expect(board).not.toContain('Pagina niet gevonden');
  });

  it.each([
    ['a job', '/vacature/ontwikkelaar-amsterdam', 'Software ontwikkelaar'],
    ['an organisation', '/company/acme', 'Acme BV'],
  ])('are titled with %s, for search engines', async (_name, path, title) => {
    const response = await server.fetch(`${path}?host=${board.host}`);
    expect(await response.text()).toContain(`<title>${title}</title>`);
  });

  it.each([
    ['job', '/vacature/bestaat-niet'],
    ['job that is no longer public', '/vacature/expired-job'],
    ['organisation', '/company/bestaat-niet'],
    ['landing page', '/vacatures-zoeken/bestaat-niet'],
    ['article', '/nieuws-artikel/bestaat-niet'],
  ])('answer 404 with the rendered page for a missing %s', async (_name, path) => {
    const { status, board, hydrates } = await page(path);
    expect(status).toBe(404);
    expect(board).toContain('Pagina niet gevonden');
    // The whole page is there, navbar included, with the state the browser hydrates.
    expect(board).toContain('jb-navbar');
    expect(hydrates).toBe(true);
  });
});
