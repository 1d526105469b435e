import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MP_UNAUTHENTICATED } from '../api-tokens/mp-auth';
import { hashToken } from '../auth/opaque-token';
import { insertJobs } from '../seed/insert-job';
import { callJson, insertTestEmployer, type TestEmployer } from '../testing/insert-test-employer';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';

// The multiposter family over real HTTP: API tokens of a client authenticate it on the client's
// board only, and its job calls are the employer's (create publishes at once).

const OTHER_HOST = 'other.example.com';
const MINUTE = 60_000;

interface MpJob {
  id: number;
  uuid: string;
  title: string;
  status: string;
  from: string | null;
  till: string | null;
}

let server: TestServer;
let board: TestBoard;
let acme: TestEmployer;
let rival: TestEmployer;
let elsewhere: TestEmployer;
let acmeKey: string;
let rivalJobId = 0;

beforeAll(async () => {
  server = await startTestServer();
  board = await seedTestBoard(server.db);
  const other = await seedTestBoard(server.db, { name: 'Other board', hosts: [OTHER_HOST] });
  const seat = { siteId: board.siteId, jobBoardId: board.jobBoardId };
  acme = await insertTestEmployer(server.db, { ...seat, name: 'Acme BV' });
  rival = await insertTestEmployer(server.db, { ...seat, name: 'Rival BV' });
  elsewhere = await insertTestEmployer(server.db, {
    siteId: other.siteId,
    jobBoardId: other.jobBoardId,
  });
  acmeKey = await newKey(acme);
  [rivalJobId = 0] = await insertJobs(server.db, board.jobBoardId, [
    { slug: 'rival-job', title: 'Rival developer', status: 'active', client_id: rival.clientId },
  ]);
}, 60_000);
afterAll(() => server?.close());

let keys = 0;
/** A new API token of the employer's client, made with the employer's call (a name of its own). */
async function newKey(employer: TestEmployer, host = board.host): Promise<string> {
  keys += 1;
  const answer = await callJson<{ id: number; token: string }>(
    server,
    'POST',
    '/api/employer/v1/api-tokens',
    { host, token: employer.token, body: { name: `Multiposter ${keys}` } },
  );
  expect(answer.status).toBe(201);
  return answer.body.data?.token ?? '';
}

const mp = <T = MpJob>(
  method: string,
  path: string,
  options: { key?: string | null; body?: unknown; host?: string } = {},
) =>
  callJson<T>(server, method, `/api/mp/v1${path}`, {
    host: options.host ?? board.host,
    token: options.key === undefined ? acmeKey : options.key,
    body: options.body,
  });

const tokenRow = (key: string) =>
  server.db
    .selectFrom('api_tokens')
    .selectAll()
    .where('token_hash', '=', hashToken(key))
    .executeTakeFirstOrThrow();

/** The public search of the board for `search`: the uuids found. */
async function publicSearch(search: string): Promise<string[]> {
  const response = await server.fetch(
    `/api/public/v1/job-boards/${board.jobBoardId}/jobs?search=${encodeURIComponent(search)}`,
    { headers: { 'X-Site-Host': board.host } },
  );
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { uuid: string }[] };
  return data.map((job) => job.uuid);
}

describe('authentication', () => {
  it('answers 401 without a token, with an unknown one or an employer session token', async () => {
    const unauthenticated = { status: 401, body: { message: MP_UNAUTHENTICATED } };
    for (const key of [null, 'jbmp_unknown', acme.token]) {
      expect(await mp('GET', '/jobs', { key })).toEqual(unauthenticated);
      expect(await mp('POST', '/jobs', { key, body: { title: 'Never' } })).toEqual(unauthenticated);
    }
    expect(
      await server.db.selectFrom('jobs').select('id').where('title', '=', 'Never').execute(),
    ).toEqual([]);
  });

  it('refuses a switched-off token until it is switched on again, and a deleted one', async () => {
    const key = await newKey(acme);
    const { id } = await tokenRow(key);
    const tokens = '/api/employer/v1/api-tokens';
    const change = (body: unknown) =>
      callJson(server, 'PUT', `${tokens}/${id}`, { host: board.host, token: acme.token, body });
    await change({ active: false });
    expect((await mp('GET', '/jobs', { key })).status).toBe(401);
    await change({ active: true });
    expect((await mp('GET', '/jobs', { key })).status).toBe(200);
    await callJson(server, 'DELETE', `${tokens}/${id}`, { host: board.host, token: acme.token });
    expect((await mp('GET', '/jobs', { key })).status).toBe(401);
  });

  it("refuses a token on another board, and another board's token here", async () => {
    expect((await mp('GET', '/jobs', { host: OTHER_HOST })).status).toBe(401);
    const foreign = await newKey(elsewhere, OTHER_HOST);
    expect((await mp('GET', '/jobs', { key: foreign, host: OTHER_HOST })).status).toBe(200);
    expect((await mp('GET', '/jobs', { key: foreign })).status).toBe(401);
  });

  it('is no session token of the employer family', async () => {
    const answer = await callJson(server, 'GET', '/api/employer/v1/jobs', {
      host: board.host,
      token: acmeKey,
    });
    expect(answer.status).toBe(401);
  });

  it('marks the token used, at most once a minute', async () => {
    const key = await newKey(acme);
    expect((await tokenRow(key)).last_used_at).toBeNull();
    const before = Date.now();
    await mp('GET', '/jobs', { key });
    const first = (await tokenRow(key)).last_used_at;
    expect(first).toBeInstanceOf(Date);
    expect(Math.abs((first as Date).getTime() - before)).toBeLessThan(MINUTE);
    const { id } = await tokenRow(key);
    const setUsed = (at: Date) =>
      server.db.updateTable('api_tokens').set({ last_used_at: at }).where('id', '=', id).execute();
    const recent = new Date(Date.now() - 30_000);
    await setUsed(recent);
    await mp('GET', '/jobs', { key });
    expect((await tokenRow(key)).last_used_at).toEqual(recent);
    await setUsed(new Date(Date.now() - 2 * MINUTE));
    await mp('GET', '/jobs', { key });
    const later = (await tokenRow(key)).last_used_at as Date;
    expect(Date.now() - later.getTime()).toBeLessThan(MINUTE);
    const listed = await callJson<{ id: number; last_used_at: string }[]>(
      server,
      'GET',
      '/api/employer/v1/api-tokens',
      { host: board.host, token: acme.token },
    );
    expect(listed.body.data?.find((token) => token.id === id)?.last_used_at).toBe(
      later.toISOString(),
    );
  });
});

describe('jobs', () => {
  let job: MpJob;

  it('creates a job and publishes it at once', async () => {
    const answer = await mp('POST', '/jobs', {
      body: { title: ' Multiposted welder ', city: 'Utrecht', country_code: 'nl', status: 'draft' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    job = answer.body.data as MpJob;
    expect(job).toMatchObject({ title: 'Multiposted welder', status: 'active' });
    expect(job.from).not.toBeNull();
    expect(job.till).not.toBeNull();
    expect(job).toHaveProperty('job_boards');
    const row = await server.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      client_id: acme.clientId,
      job_board_id: board.jobBoardId,
      status: 'active',
    });
    expect(await publicSearch('welder')).toEqual([job.uuid]);
  });

  it('refuses a bad body with the employer job body errors, storing nothing', async () => {
    const count = async () =>
      (
        await server.db
          .selectFrom('jobs')
          .select('id')
          .where('client_id', '=', acme.clientId)
          .execute()
      ).length;
    const before = await count();
    const answer = await mp('POST', '/jobs', { body: { city: 'Utrecht', salary_min: 'lots' } });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors ?? {}).sort()).toEqual(['salary_min', 'title']);
    expect(await count()).toBe(before);
  });

  it("lists the client's jobs only, as the employer's list does", async () => {
    const answer = await mp<MpJob[]>('GET', '/jobs');
    expect(answer.status).toBe(200);
    expect(answer.body.data?.map((listed) => listed.id)).toEqual([job.id]);
    expect(answer.body.total).toBe(1);
    const employer = await callJson<MpJob[]>(server, 'GET', '/api/employer/v1/jobs', {
      host: board.host,
      token: acme.token,
    });
    expect(answer.body).toEqual(employer.body);
    expect((await mp<MpJob[]>('GET', '/jobs?match[status]=draft')).body).toEqual({
      data: [],
      total: 0,
    });
    expect((await mp('GET', '/jobs?limit=0')).status).toBe(400);
    expect((await mp('GET', '/jobs?match[status]=open')).status).toBe(400);
  });

  it('reads and changes a job of its own', async () => {
    expect((await mp('GET', `/jobs/${job.uuid}`)).body.data?.id).toBe(job.id);
    const changed = await mp('PUT', `/jobs/${job.id}`, {
      body: { title: 'Multiposted welder (m/f)' },
    });
    expect(changed.body.data).toMatchObject({
      title: 'Multiposted welder (m/f)',
      status: 'active',
    });
  });

  it('pauses and resumes a job', async () => {
    const paused = await mp('PUT', `/jobs/${job.id}/status`, { body: { status: 'paused' } });
    expect(paused.body.data?.status).toBe('paused');
    expect(await publicSearch('welder')).toEqual([]);
    const resumed = await mp('PUT', `/jobs/${job.id}/status`, { body: { status: 'active' } });
    expect(resumed.body.data?.status).toBe('active');
    expect(await publicSearch('welder')).toEqual([job.uuid]);
    const refused = await mp('PUT', `/jobs/${job.id}/status`, { body: { status: 'deleted' } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.status).toBeDefined();
  });

  it("answers 404 for another client's job, leaving it alone", async () => {
    const notFound = { status: 404, body: { message: 'Job not found' } };
    expect(await mp('GET', `/jobs/${rivalJobId}`)).toEqual(notFound);
    expect(await mp('PUT', `/jobs/${rivalJobId}`, { body: { title: 'Taken' } })).toEqual(notFound);
    expect(await mp('PUT', `/jobs/${rivalJobId}/status`, { body: { status: 'paused' } })).toEqual(
      notFound,
    );
    expect(await mp('DELETE', `/jobs/${rivalJobId}`)).toEqual(notFound);
    expect(await mp('DELETE', `/jobs/${board.jobIds[0]}`)).toEqual(notFound);
    const row = await server.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', rivalJobId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'active', title: 'Rival developer' });
  });

  it('deletes a job: it leaves the search and the list', async () => {
    const answer = await mp('DELETE', `/jobs/${job.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data?.status).toBe('deleted');
    expect(await publicSearch('welder')).toEqual([]);
    expect((await mp<MpJob[]>('GET', '/jobs')).body).toEqual({ data: [], total: 0 });
    expect((await mp('DELETE', `/jobs/${job.id}`)).status).toBe(404);
  });
});

describe('rate limit', () => {
  it('limits the calls of one token, not of the others', async () => {
    const limited = await startTestServer({ rateLimits: { multiposter: { limit: 3 } } });
    try {
      const seeded = await seedTestBoard(limited.db);
      const seat = { siteId: seeded.siteId, jobBoardId: seeded.jobBoardId };
      const employer = await insertTestEmployer(limited.db, seat);
      let feeds = 0;
      const keyOf = async () => {
        const answer = await callJson<{ token: string }>(
          limited,
          'POST',
          '/api/employer/v1/api-tokens',
          {
            host: seeded.host,
            token: employer.token,
            body: { name: `Feed ${++feeds}` },
          },
        );
        return answer.body.data?.token ?? '';
      };
      const [busy, calm] = [await keyOf(), await keyOf()];
      const get = (key: string) =>
        limited.fetch('/api/mp/v1/jobs', {
          headers: { 'X-Site-Host': seeded.host, Authorization: `Bearer ${key}` },
        });
      for (let i = 0; i < 3; i++) expect((await get(busy)).status).toBe(200);
      const refused = await get(busy);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ code: 'too_many_attempts' });
      expect((await get(calm)).status).toBe(200);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
