import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSignedInUser } from '../testing/insert-signed-in-user';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';

let server: TestServer;
let board: TestBoard;
let jobUuid: string;

beforeAll(async () => {
  server = await startTestServer();
  board = await seedTestBoard(server.db);
  const job = await server.db
    .selectFrom('jobs')
    .select('uuid')
    .where('slug', '=', 'ontwikkelaar-amsterdam')
    .executeTakeFirstOrThrow();
  jobUuid = job.uuid;
}, 60_000);
afterAll(() => server?.close());

const jobs = () => `/api/public/v1/job-boards/${board.jobBoardId}/jobs`;
const host = { 'X-Site-Host': 'board.example.com' };

/** Every refused request answers the spec's error shape: a message, field errors as lists. */
async function expectRefused(
  response: Response,
  status: number,
): Promise<{ message: string; errors?: unknown }> {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { message: string; errors?: Record<string, string[]> };
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  if (body.errors)
    for (const list of Object.values(body.errors)) expect(Array.isArray(list)).toBe(true);
  return body;
}

describe('malformed and out-of-range queries get a 400', () => {
  it.each([
    ['unknown sort', 'sort=cheapest'],
    ['negative page', 'page=-1'],
    ['page zero', 'page=0'],
    ['page not a number', 'page=two'],
    ['absurd page', 'page=99999999'],
    ['limit zero', 'limit=0'],
    ['latitude out of range', 'lat=91&lon=4'],
    ['longitude out of range', 'lat=52&lon=200'],
    ['lat without lon', 'lat=52'],
    ['negative distance', 'lat=52&lon=4&distance=-5'],
    ['segment ids not numbers', 'in[segment_ids]=a,b'],
    ['organisation id not a number', 'match[organisation_id]=x'],
    ['salary range reversed', 'range[salary_year]=60000,30000'],
    ['premium out of range', 'match[premium]=7'],
    ['unknown scope', 'scope=everything'],
    ['search too long', `search=${'a'.repeat(300)}`],
  ])('job search: %s', async (_name, query) => {
    await expectRefused(await server.fetch(`${jobs()}?${query}`), 400);
  });

  it.each([
    ['organisation list page', `/api/public/v1/job-boards/${1}/organisations?page=-3`],
    ['organisation sort', '/api/public/v1/organisations?sort=drop'],
    ['cms sort', '/api/public/v1/cms?sort=1;drop'],
    ['cms locale', '/api/public/v1/cms?locale=../../etc'],
    ['landing pages limit', `/api/public/v1/job-boards/${1}/landing-pages?limit=abc`],
    ['forward without url', `/api/public/v1/job-boards/${1}/forward`],
    ['suggestions without search', `/api/public/v1/job-boards/${1}/suggestions`],
    ['geo without location', '/geo/search?countries=NL'],
    ['geo country code', '/geo/search?location=utr&countries=Netherlands'],
    ['rss without url', '/api/public/v1/rss'],
    ['related limit', '/api/public/v1/jobs/00000000-0000-0000-0000-000000000000/related?limit=-1'],
    ['job board id', '/api/public/v1/job-boards/abc/jobs'],
    ['related uuid', '/api/public/v1/jobs/not-a-uuid/related'],
  ])('%s', async (_name, path) => {
    await expectRefused(await server.fetch(path, { headers: host }), 400);
  });
});

describe('a slug no board could have made is not there', () => {
  it('answers 404 for a job slug with dot segments or upper case', async () => {
    for (const slug of ['..%2F..%2Fetc', 'Foo']) {
      const response = await server.fetch(`/api/public/v1/jobs/slug/${slug}`, { headers: host });
      expect(response.status).toBe(404);
    }
  });
});

describe('huge limits are capped, not refused', () => {
  it('answers at most 200 jobs', async () => {
    const response = await server.fetch(`${jobs()}?limit=100000`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown[] }).data.length).toBeLessThanOrEqual(200);
  });
});

describe('SQL-looking strings are plain text', () => {
  it.each([
    ["search=' or 1=1 --", 0],
    ['search=%22%3B drop table jobs%3B --', 0],
    ["organisation_name=acme' or ''='", 0],
    ["location_name=%25' or 1=1 --", 0],
  ])('%s', async (query, total) => {
    const response = await server.fetch(`${jobs()}?${query}`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { total: number }).total).toBe(total);
  });

  it('leaves the jobs table intact', async () => {
    expect(((await (await server.fetch(jobs())).json()) as { total: number }).total).toBe(5);
  });
});

describe('invalid bodies get a 400 and change nothing', () => {
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    server.fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...host, ...headers },
      body,
    });

  it.each([
    ['apply with invalid JSON', () => `/api/public/v1/jobs/${jobUuid}/apply`, '{"email":'],
    ['apply with a JSON array', () => `/api/public/v1/jobs/${jobUuid}/apply`, '[]'],
    ['apply with unknown keys', () => `/api/public/v1/jobs/${jobUuid}/apply`, '{"is_admin":true}'],
    [
      'contact with invalid JSON',
      () => `/api/public/v1/job-boards/${board.jobBoardId}/contact`,
      'nope',
    ],
    [
      'contact without name',
      () => `/api/public/v1/job-boards/${board.jobBoardId}/contact`,
      '{"email":"a@b.nl","email_contact_form":"c@d.nl"}',
    ],
    ['host without host', () => '/api/v1/public/host', '{}'],
    ['host with invalid JSON', () => '/api/v1/public/host', '{'],
    ['site auth without password', () => '/api/public/v1/site-auth', '{}'],
    ['validate-token without token', () => '/api/public/v1/validate-token', '{"token":""}'],
  ])('%s', async (_name, path, body) => {
    await expectRefused(await post(path(), body), 400);
    const [applications, messages] = await Promise.all([
      server.db.selectFrom('applications').select('id').execute(),
      server.db.selectFrom('contact_messages').select('id').execute(),
    ]);
    expect(applications).toEqual([]);
    expect(messages).toEqual([]);
  });
});

describe('keys named like members of every object are keys like any other', () => {
  // `constructor`, `toString` and `__proto__` as a body's or query's key: a 500 once (the field
  // error lists were kept on a plain object, whose prototype answered for them).
  const keys = ['constructor', 'toString', '__proto__', 'hasOwnProperty'];

  it.each(keys)('a body with %s gets a 400 in the error shape', async (key) => {
    const body = `{"${key}":1}`;
    for (const path of [
      `/api/public/v1/job-boards/${board.jobBoardId}/contact`,
      '/api/public/v1/site-auth',
      '/api/v1/public/host',
    ]) {
      const response = await server.fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...host },
        body,
      });
      await expectRefused(response, 400);
    }
    const token = await insertSignedInUser(server.db, { siteId: board.siteId, role: 'candidate' });
    const profile = await server.fetch('/api/candidate/v1/profile', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...host },
      body,
    });
    expect(profile.status).toBeLessThan(500);
  });

  it.each(keys)('a job search with the query key %s is read', async (key) => {
    const response = await server.fetch(`${jobs()}?${key}=1`, { headers: host });
    expect(response.status).toBe(200);
  });
});

describe('unknown things get a 404', () => {
  it.each([
    ['route', '/api/public/v1/nothing-here'],
    ['family', '/api/secret/v1/configuration'],
    ['job board', '/api/public/v1/job-boards/424242/products'],
    ['job uuid', '/api/public/v1/jobs/00000000-0000-0000-0000-000000000000/related'],
    ['public file', '/files/AAAAAAAAAAAAAAAAAAAAAA'],
  ])('%s', async (_name, path) => {
    await expectRefused(await server.fetch(path, { headers: host }), 404);
  });

  it('refuses an unknown board host', async () => {
    await expectRefused(
      await server.fetch('/api/public/v1/cms', { headers: { 'X-Site-Host': 'nobody.example' } }),
      404,
    );
  });
});

describe('uploads', () => {
  it('refuses a JSON body where a file is expected', async () => {
    const response = await server.fetch('/api/public/v1/files/upload', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    await expectRefused(response, 400);
  });

  it('refuses a body above the size cap before reading it', async () => {
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(12 * 1024 * 1024)]), 'big.pdf');
    await expectRefused(
      await server.fetch('/api/public/v1/files/upload', { method: 'POST', body }),
      413,
    );
  });
});
