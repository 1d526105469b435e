import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSitePages } from '../seed/insert-board';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { seedTestContent } from '../testing/seed-test-content';
import { startTestServer, type TestServer } from '../testing/start-test-server';

let server: TestServer;
let board: TestBoard;
let gated: TestBoard;
let draft: TestBoard;
let local: TestBoard;

beforeAll(async () => {
  server = await startTestServer();
  board = await seedTestBoard(server.db);
  await seedTestContent(server.db, board);
  gated = await seedTestBoard(server.db, {
    name: 'Gated',
    hosts: ['gated.example.com'],
    password: 'open sesame',
  });
  draft = await seedTestBoard(server.db, {
    name: 'Draft',
    hosts: ['draft.example.com'],
    status: 'draft',
  });
  // A second board on one machine, under a test host of its own.
  local = await seedTestBoard(server.db, { name: 'Local', hosts: ['other.localhost'] });
}, 60_000);
afterAll(() => server?.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('host resolution', () => {
  it('answers the API base for a registered host', async () => {
    const response = await post('/api/v1/public/host', { host: 'board.example.com' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ hosts: [{ type: 'api', url: server.origin }] });
  });

  it.each(['https://Board.Example.com:443/path', 'board.example.com.'])(
    'normalizes %s',
    async (host) => {
      expect((await post('/api/v1/public/host', { host })).status).toBe(200);
    },
  );

  it('answers test hosts with the default site', async () => {
    expect((await post('/api/v1/public/host', { host: 'localhost:5173' })).status).toBe(200);
    expect((await post('/api/v1/public/host', { host: 'demo.localhost' })).status).toBe(200);
  });

  it('answers unknown hosts with 404 in the error shape', async () => {
    const response = await post('/api/v1/public/host', { host: 'unknown.example.org' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      message: expect.stringContaining('unknown.example.org'),
    });
  });
});

describe('configuration', () => {
  it('answers the site config of the X-Site-Host board in the request locale', async () => {
    const response = await server.fetch('/api/public/v1/configuration', {
      headers: { 'X-Site-Host': 'board.example.com', 'X-Locale': 'en-US' },
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: {
        sites: { host: string; job_board_id: number }[];
        segments_groups: { key: string; name: string }[];
        payment_types: { name: string; third_party: string | null }[];
        settings: { app_currency: string };
        countries: { code: string; search_enabled: boolean }[];
      };
    };
    expect(data.sites).toEqual([
      {
        host: 'board.example.com',
        job_board_builder_site_id: board.siteId,
        job_board_id: board.jobBoardId,
      },
    ]);
    expect(data.segments_groups.map((group) => group.name)).toEqual(['Hours', 'Industry']);
    expect(data.payment_types).toEqual([
      { id: expect.any(Number), name: 'Invoice', third_party: null },
    ]);
    expect(data.settings.app_currency).toBe('EUR');
    expect(data.countries).toContainEqual({
      code: 'NL',
      name: 'Netherlands',
      search_enabled: true,
    });
  });

  it.each([
    ['nl', 'Nederland'],
    ['ro', 'Țările de Jos'],
    ['en-US', 'Netherlands'],
  ])('names the countries in the request locale %s', async (locale, name) => {
    const response = await server.fetch('/api/public/v1/configuration', {
      headers: { 'X-Site-Host': 'board.example.com', 'X-Locale': locale },
    });
    const { data } = (await response.json()) as {
      data: { countries: { code: string; name: string }[] };
    };
    expect(data.countries.find((country) => country.code === 'NL')?.name).toBe(name);
  });

  it('takes ?host= on test hosts and falls back to the default site', async () => {
    const viaQuery = await server.fetch('/api/public/v1/configuration?host=gated.example.com');
    const gatedConfig = (await viaQuery.json()) as { data: { sites: { job_board_id: number }[] } };
    expect(gatedConfig.data.sites[0]?.job_board_id).toBe(gated.jobBoardId);
    const fallback = await server.fetch('/api/public/v1/configuration?host=nobody.example');
    const defaultConfig = (await fallback.json()) as {
      data: { sites: { job_board_id: number }[] };
    };
    expect(defaultConfig.data.sites[0]?.job_board_id).toBe(board.jobBoardId);
  });

  it('answers a test host a board registered with that board, also through ?host=', async () => {
    const boardOf = async (response: Response) =>
      ((await response.json()) as { data: { sites: { job_board_id: number }[] } }).data.sites[0]
        ?.job_board_id;
    const byName = await server.fetch('/api/public/v1/configuration', {
      headers: { 'X-Site-Host': 'other.localhost:8080' },
    });
    expect(await boardOf(byName)).toBe(local.jobBoardId);
    const byQuery = await server.fetch('/api/public/v1/configuration?host=other.localhost');
    expect(await boardOf(byQuery)).toBe(local.jobBoardId);
    // Another test host still shows the default site.
    const other = await server.fetch('/api/public/v1/configuration', {
      headers: { 'X-Site-Host': 'third.localhost' },
    });
    expect(await boardOf(other)).toBe(board.jobBoardId);
  });

  it('refuses an unknown X-Site-Host with 404', async () => {
    const response = await server.fetch('/api/public/v1/configuration', {
      headers: { 'X-Site-Host': 'nobody.example' },
    });
    expect(response.status).toBe(404);
  });
});

describe('site read', () => {
  it('answers pages with blocks and settings of one locale, secrets left out, HTML sanitized', async () => {
    const response = await server.fetch(
      `/api/public/v1/job-board-builder/sites/${board.siteId}?locale=NL`,
    );
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: {
        status: string;
        settings: { key: string }[];
        pages: {
          key: string;
          settings: { locale: string }[];
          blocks: { name: string; settings: { locale: string; settings: { html?: string } }[] }[];
        }[];
      };
    };
    expect(data.status).toBe('published');
    // The gate's switch as the server checks it (the stored password, 'never-shown', alone
    // turns nothing on); the password itself is never sent.
    expect(data.settings).toEqual([
      { key: 'primaryColor', value: expect.any(String) },
      { key: 'passwordEnabled', value: false },
    ]);
    const home = data.pages[0];
    expect(home?.settings.map((setting) => setting.locale)).toEqual(['NL']);
    expect(home?.blocks.map((block) => block.name)).toEqual(['navbar', 'html', 'contact']);
    expect(home?.blocks[1]?.settings[0]?.settings.html).toBe('<p>Hoi</p>');
  });

  it('reports draft status so the renderer can send visitors to /create-jobboard', async () => {
    const response = await server.fetch(
      `/api/public/v1/job-board-builder/sites/${draft.siteId}?locale=NL`,
    );
    expect(((await response.json()) as { data: { status: string } }).data.status).toBe('draft');
  });

  it.each([
    ['999999', 404],
    ['abc', 400],
    ['-1', 400],
  ])('answers site %s with %i', async (id, status) => {
    expect((await server.fetch(`/api/public/v1/job-board-builder/sites/${id}`)).status).toBe(
      status,
    );
  });
});

describe('site gate', () => {
  const gatedHeaders = { 'X-Site-Host': 'gated.example.com' };

  it('answers a site token for the right password and validates it', async () => {
    const response = await post(
      '/api/public/v1/site-auth',
      { password: 'open sesame' },
      gatedHeaders,
    );
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { token: string } };
    expect(
      (await post('/api/public/v1/validate-token', { token: data.token }, gatedHeaders)).status,
    ).toBe(200);
    expect(
      (
        await post(
          '/api/public/v1/validate-token',
          { token: data.token },
          { 'X-Site-Host': 'board.example.com' },
        )
      ).status,
    ).toBe(401);
  });

  it('refuses a wrong password with the spec text', async () => {
    const response = await post('/api/public/v1/site-auth', { password: 'wrong' }, gatedHeaders);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toBe('site password invalid');
  });

  const siteSettingsOf = async (siteId: number) => {
    const response = await server.fetch(`/api/public/v1/job-board-builder/sites/${siteId}`);
    const { data } = (await response.json()) as {
      data: { settings: { key: string; value: unknown }[] };
    };
    return Object.fromEntries(data.settings.map((item) => [item.key, item.value]));
  };

  it('tells the board the gate is on for a password kept in the site’s columns', async () => {
    expect(await siteSettingsOf(gated.siteId)).toMatchObject({ passwordEnabled: true });
  });

  it('gates a site by its settings passwordEnabled and password, as an admin sets them', async () => {
    const settingsGated = await seedTestBoard(server.db, {
      name: 'Settings gated',
      hosts: ['settings-gated.example.com'],
    });
    await insertSitePages(server.db, settingsGated.siteId, {
      settings: [
        { key: 'passwordEnabled', value: true },
        { key: 'password', value: 'let me in' },
      ],
      pages: [],
    });
    const settings = await siteSettingsOf(settingsGated.siteId);
    expect(settings.passwordEnabled).toBe(true);
    expect(settings).not.toHaveProperty('password');
    const headers = { 'X-Site-Host': 'settings-gated.example.com' };
    expect(
      (await post('/api/public/v1/site-auth', { password: 'let me in' }, headers)).status,
    ).toBe(200);
    expect((await post('/api/public/v1/site-auth', { password: 'let me' }, headers)).status).toBe(
      401,
    );
  });

  it('keeps a site open whose switch is on without a password (it would shut everyone out)', async () => {
    const noPassword = await seedTestBoard(server.db, {
      name: 'No password',
      hosts: ['no-password.example.com'],
    });
    await insertSitePages(server.db, noPassword.siteId, {
      settings: [{ key: 'passwordEnabled', value: true }],
      pages: [],
    });
    expect((await siteSettingsOf(noPassword.siteId)).passwordEnabled).toBe(false);
  });

  it('refuses unknown tokens', async () => {
    expect(
      (await post('/api/public/v1/validate-token', { token: 'nope' }, gatedHeaders)).status,
    ).toBe(401);
  });
});

describe('CORS', () => {
  it('allows registered board origins and refuses others', async () => {
    const allowed = await server.fetch('/api/public/v1/configuration', {
      method: 'OPTIONS',
      headers: { Origin: 'https://board.example.com', 'Access-Control-Request-Method': 'GET' },
    });
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('https://board.example.com');
    const refused = await server.fetch('/api/public/v1/configuration', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('lets any origin ask host resolution, so a page on an unknown host reads its 404', async () => {
    const origin = 'https://customer.example';
    const preflight = await server.fetch('/api/v1/public/host', {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(origin);
    const answer = await server.fetch('/api/v1/public/host', {
      method: 'POST',
      headers: { Origin: origin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ host: 'customer.example' }),
    });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe(origin);
    // The board's own API still answers only its hosts.
    const configuration = await server.fetch('/api/public/v1/configuration', {
      headers: { Origin: origin },
    });
    expect(configuration.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});
