import { createDefaultSite, SUPPORTED_LOCALES } from '@jobboard/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSitePages } from '../seed/insert-board';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { REFERRER_POLICY } from './referrer-policy';

// Board pages carry tokens in their query (?verify_token=, ?contact_token=, a reset's ?token=):
// no link or resource of a page may hand its full address to another site.
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
  // The first board page loads the server renderer: a cold start under load, not a test's 5 s.
  await server.fetch('/vacatures');
}, 60_000);
afterAll(() => server?.close());

describe('the Referrer-Policy of every answer', () => {
  it('is strict-origin-when-cross-origin', () => {
    expect(REFERRER_POLICY).toBe('strict-origin-when-cross-origin');
  });

  // On the test host, which shows the default site: the test board.
  it.each([
    ['a board page', '/vacatures', 200],
    ['a board page with a token in its query', '/my-account?verify_token=abc&role=candidate', 200],
    ['a missing board page', '/vacature/bestaat-niet', 404],
  ])('is sent with %s', async (_name, path, status) => {
    const response = await server.fetch(path);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('referrer-policy')).toBe(REFERRER_POLICY);
  });

  it('is sent with an API answer', async () => {
    const response = await server.fetch('/api/public/v1/configuration', {
      headers: { 'X-Site-Host': board.host },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('referrer-policy')).toBe(REFERRER_POLICY);
  });

  it('is sent with an unknown API route and a refused API call', async () => {
    const unknown = await server.fetch('/api/public/v1/no-such-call');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('referrer-policy')).toBe(REFERRER_POLICY);
    const refused = await server.fetch('/api/candidate/v1/you', {
      headers: { 'X-Site-Host': board.host },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('referrer-policy')).toBe(REFERRER_POLICY);
  });

  it('is sent with a refused activation and with a CORS preflight', async () => {
    const verify = await server.fetch('/api/candidate/v1/verify', {
      method: 'POST',
      headers: { 'X-Site-Host': board.host, 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: 'not-a-token' }),
    });
    expect(verify.status).toBe(400);
    expect(verify.headers.get('referrer-policy')).toBe(REFERRER_POLICY);

    const preflight = await server.fetch('/api/public/v1/configuration', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'X-Site-Host',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('referrer-policy')).toBe(REFERRER_POLICY);
  });
});
