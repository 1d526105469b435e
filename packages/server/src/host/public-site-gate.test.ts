import { createDefaultSite, SUPPORTED_LOCALES } from '@jobboard/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSitePages } from '../seed/insert-board';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { SITE_LOCKED_MESSAGE } from './public-site-gate';

// builder.md §6: the site password can gate the whole site, not only the pages the board shows.
let server: TestServer;
let open: TestBoard;
let gated: TestBoard;

beforeAll(async () => {
  server = await startTestServer();
  open = await seedTestBoard(server.db, { hosts: ['open.example.com'] });
  gated = await seedTestBoard(server.db, {
    name: 'Gated',
    hosts: ['gated.example.com'],
    password: 'open sesame',
  });
  await insertSitePages(
    server.db,
    gated.siteId,
    createDefaultSite({ locales: SUPPORTED_LOCALES, id: gated.siteId }),
  );
}, 60_000);
afterAll(() => server?.close());

const onGated = (path: string, headers: Record<string, string> = {}) =>
  server.fetch(`/api/public/v1${path}`, {
    headers: { 'X-Site-Host': 'gated.example.com', ...headers },
  });

async function siteToken(): Promise<string> {
  const response = await server.fetch('/api/public/v1/site-auth', {
    method: 'POST',
    headers: { 'X-Site-Host': 'gated.example.com', 'Content-Type': 'application/json' },
    body: JSON.stringify({ password: 'open sesame' }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

describe('a password-protected site’s public API', () => {
  it.each([
    () => `/job-boards/${gated.jobBoardId}/jobs`,
    () => `/job-boards/${gated.jobBoardId}/organisations`,
    () => '/organisations',
    () => '/cms',
    () => `/jobs/slug/ontwikkelaar-amsterdam`,
  ])('answers %s only with the site token', async (path) => {
    const locked = await onGated(path());
    expect(locked.status).toBe(401);
    expect(((await locked.json()) as { message: string }).message).toBe(SITE_LOCKED_MESSAGE);
    // With a wrong token too.
    expect((await onGated(path(), { 'X-Site-Token': 'guessed' })).status).toBe(401);
    const unlocked = await onGated(path(), { 'X-Site-Token': await siteToken() });
    expect(unlocked.status).toBe(200);
  });

  it('answers the start and the gate without it: configuration, settings without pages, redirects', async () => {
    expect((await onGated('/configuration')).status).toBe(200);
    expect((await onGated(`/job-boards/${gated.jobBoardId}/forward?url=/x`)).status).toBe(200);
    const site = (await (await onGated(`/job-board-builder/sites/${gated.siteId}`)).json()) as {
      data: { pages: unknown[]; settings: { key: string; value: unknown }[] };
    };
    expect(site.data.pages).toEqual([]);
    expect(site.data.settings).toContainEqual({ key: 'passwordEnabled', value: true });
    const token = await siteToken();
    const unlocked = (await (
      await onGated(`/job-board-builder/sites/${gated.siteId}`, { 'X-Site-Token': token })
    ).json()) as { data: { pages: unknown[] } };
    expect(unlocked.data.pages.length).toBeGreaterThan(0);
  });

  it("is not read through another board's host or by its id from an unregistered host", async () => {
    const viaOther = await server.fetch(`/api/public/v1/job-boards/${gated.jobBoardId}/jobs`, {
      headers: { 'X-Site-Host': 'open.example.com' },
    });
    expect(viaOther.status).toBe(404);
    // The API's own host (no X-Site-Host) reads a board by its id: the password still holds.
    expect((await server.fetch(`/api/public/v1/job-boards/${gated.jobBoardId}/jobs`)).status).toBe(
      401,
    );
  });
});

describe('a password-protected site’s candidate and employer APIs', () => {
  it.each(['candidate', 'employer'])(
    'answer %s registration and login only with the site token',
    async (family) => {
      const login = (headers: Record<string, string>) =>
        server.fetch(`/api/${family}/v1/login`, {
          method: 'POST',
          headers: {
            'X-Site-Host': 'gated.example.com',
            'Content-Type': 'application/json',
            ...headers,
          },
          body: JSON.stringify({ email: 'nobody@example.com', password: 'not the password' }),
        });
      const locked = await login({});
      expect(locked.status).toBe(401);
      expect(((await locked.json()) as { message: string }).message).toBe(SITE_LOCKED_MESSAGE);
      // With the token the login itself answers (no such account).
      const unlocked = await login({ 'X-Site-Token': await siteToken() });
      expect(((await unlocked.json()) as { message: string }).message).not.toBe(
        SITE_LOCKED_MESSAGE,
      );
    },
  );

  it('leave an open site’s logins alone', async () => {
    const response = await server.fetch('/api/candidate/v1/login', {
      method: 'POST',
      headers: { 'X-Site-Host': 'open.example.com', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'not the password' }),
    });
    expect(((await response.json()) as { message: string }).message).not.toBe(SITE_LOCKED_MESSAGE);
  });
});

describe('a job by its uuid', () => {
  it("is not read through another board's host", async () => {
    const job = await server.db
      .selectFrom('jobs')
      .select('uuid')
      .where('job_board_id', '=', gated.jobBoardId)
      .where('slug', '=', 'ontwikkelaar-amsterdam')
      .executeTakeFirstOrThrow();
    const related = `/api/public/v1/jobs/${job.uuid}/related`;
    const viaOther = await server.fetch(related, {
      headers: { 'X-Site-Host': 'open.example.com' },
    });
    expect(viaOther.status).toBe(404);
    const own = await onGated(`/jobs/${job.uuid}/related`, { 'X-Site-Token': await siteToken() });
    expect(own.status).toBe(200);
  });
});

describe('an open site’s public API', () => {
  it("answers by its id on its own host and the API's, not on another board's", async () => {
    const own = await server.fetch(`/api/public/v1/job-boards/${open.jobBoardId}/jobs`, {
      headers: { 'X-Site-Host': 'open.example.com' },
    });
    expect(own.status).toBe(200);
    expect((await server.fetch(`/api/public/v1/job-boards/${open.jobBoardId}/jobs`)).status).toBe(
      200,
    );
    const viaGated = await onGated(`/job-boards/${open.jobBoardId}/jobs`);
    expect(viaGated.status).toBe(404);
    const site = await onGated(`/job-board-builder/sites/${open.siteId}`);
    expect(site.status).toBe(404);
  });
});
