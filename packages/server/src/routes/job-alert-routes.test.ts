import { randomUUID } from 'node:crypto';
import { JOB_ALERTS_PER_CANDIDATE } from '@jobboard/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSignedInUser } from '../testing/insert-signed-in-user';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';

interface AlertAnswer {
  id: number;
  uuid: string;
  search: string | null;
  frequency: string;
  city: string | null;
  lat: number | null;
  lon: number | null;
  range: number | null;
  segments: number[];
  active: boolean;
  created_at: string;
}
interface Answer {
  status: number;
  body: {
    data?: AlertAnswer & AlertAnswer[];
    total?: number;
    message?: string;
    errors?: Record<string, string[]>;
  } | null;
}

let server: TestServer;
let board: TestBoard;
let other: TestBoard;

beforeAll(async () => {
  server = await startTestServer();
  board = await seedTestBoard(server.db);
  other = await seedTestBoard(server.db, { name: 'Other board', hosts: ['other.example.com'] });
}, 60_000);
afterAll(() => server?.close());

const signIn = (role: 'candidate' | 'employer' = 'candidate', email?: string) =>
  insertSignedInUser(server.db, {
    siteId: board.siteId,
    role,
    ...(email === undefined ? {} : { email }),
  });

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  token: string | undefined,
  body?: unknown,
  family = 'candidate',
): Promise<Answer> {
  const response = await server.fetch(`/api/${family}/v1/${path}`, {
    method,
    headers: {
      'X-Site-Host': board.host,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : JSON.parse(text) };
}

const create = (token: string, body: unknown) => call('POST', 'job-alerts', token, body);
const list = (token: string, query = '') => call('GET', `job-alerts${query}`, token);

/** How many alerts the database holds in all, to show a refusal stored nothing. */
async function storedAlerts(): Promise<number> {
  const row = await server.db
    .selectFrom('job_alerts')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('a candidate creates, reads, lists, updates and removes job alerts', () => {
  let token: string;
  const email = `alerts-${randomUUID()}@example.com`;
  let first: AlertAnswer;
  let second: AlertAnswer;

  beforeAll(async () => {
    token = await signIn('candidate', email);
  });

  it('creates an alert (201) with the fields as sent, ignoring id, uuid and created_at', async () => {
    const uuid = randomUUID();
    const answer = await create(token, {
      id: 12345,
      uuid,
      created_at: '2001-01-01T00:00:00.000Z',
      search: 'ontwikkelaar',
      frequency: 'daily',
      city: 'Amsterdam',
      lat: 52.3676,
      lon: 4.9041,
      range: 25,
      segments: [board.segment('time.fulltime'), board.segment('industry.ict')],
      active: true,
    });
    expect(answer.status).toBe(201);
    first = answer.body?.data as AlertAnswer;
    expect(first).toEqual({
      id: expect.any(Number),
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      search: 'ontwikkelaar',
      frequency: 'daily',
      city: 'Amsterdam',
      lat: 52.3676,
      lon: 4.9041,
      range: 25,
      segments: [board.segment('time.fulltime'), board.segment('industry.ict')],
      active: true,
      created_at: expect.any(String),
    });
    expect(first.id).not.toBe(12345);
    expect(first.uuid).not.toBe(uuid);
    expect(new Date(first.created_at).toISOString()).toBe(first.created_at);
    expect(Date.now() - Date.parse(first.created_at)).toBeLessThan(60_000);
  });

  it("stores the user's email and the request's job board", async () => {
    const row = await server.db
      .selectFrom('job_alerts')
      .select(['email', 'job_board_id'])
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email, job_board_id: board.jobBoardId });
  });

  it('stores the language it was made in, which its mails are written in', async () => {
    const made = await call('POST', 'job-alerts?locale=ro', token, {
      frequency: 'daily',
      active: true,
    });
    expect(made.status).toBe(201);
    const id = (made.body as { data: { id: number } }).data.id;
    const row = await server.db
      .selectFrom('job_alerts')
      .select('locale')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.locale).toBe('ro');
    expect((await call('DELETE', `job-alerts/${id}`, token)).status).toBeLessThan(300);
  });

  it('creates a bare one: nulls as null, no segments as []', async () => {
    const answer = await create(token, { frequency: 'weekly', active: false });
    expect(answer.status).toBe(201);
    second = answer.body?.data as AlertAnswer;
    expect(second).toMatchObject({
      search: null,
      frequency: 'weekly',
      city: null,
      lat: null,
      lon: null,
      range: null,
      segments: [],
      active: false,
    });
  });

  it('trims the keyword and the place, and stores only spaces as none', async () => {
    const answer = await create(token, {
      frequency: 'daily',
      active: true,
      search: '  trim me  ',
      city: ' \u200b ',
    });
    expect(answer.status).toBe(201);
    expect(answer.body?.data).toMatchObject({ search: 'trim me', city: null });
    // Not one of the two the list test counts.
    const id = (answer.body?.data as AlertAnswer | undefined)?.id ?? 0;
    await server.db.deleteFrom('job_alerts').where('id', '=', id).execute();
  });

  it('lists its own on this board only, newest first, as `{ data, total }`', async () => {
    const stranger = await signIn();
    await create(stranger, { frequency: 'monthly', active: true });
    // An alert of the same candidate on another job board is not this board's.
    const user = await server.db
      .selectFrom('job_alerts')
      .select('user_id')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('job_alerts')
      .values({
        uuid: randomUUID(),
        user_id: user.user_id,
        email,
        job_board_id: other.jobBoardId,
        frequency: 'direct',
      })
      .execute();
    const answer = await list(token);
    expect(answer.status).toBe(200);
    expect(answer.body?.total).toBe(2);
    expect(answer.body?.data?.map((alert) => alert.id)).toEqual([second.id, first.id]);
    expect(answer.body?.data?.[1]).toEqual(first);
  });

  it('pages with `page` and `limit`, at most 25 a page', async () => {
    const paged = await list(token, '?limit=1&page=2');
    expect(paged.body?.data?.map((alert) => alert.id)).toEqual([first.id]);
    expect(paged.body?.total).toBe(2);
    expect((await list(token, '?limit=500')).body?.data).toHaveLength(2);
    expect((await list(token, '?page=0')).status).toBe(400);
    expect((await list(token, '?limit=x')).status).toBe(400);
  });

  it('reads one by id or uuid', async () => {
    const byId = await call('GET', `job-alerts/${first.id}`, token);
    expect(byId.status).toBe(200);
    expect(byId.body?.data).toEqual(first);
    const byUuid = await call('GET', `job-alerts/${second.uuid}`, token);
    expect(byUuid.body?.data).toEqual(second);
    expect((await call('GET', 'job-alerts/not-an-id', token)).status).toBe(404);
    expect((await call('GET', 'job-alerts/999999999', token)).status).toBe(404);
  });

  it('updates one (200), turning it off; keys left out keep their value', async () => {
    const answer = await call('PUT', `job-alerts/${first.id}`, token, {
      id: second.id,
      frequency: 'direct',
      search: 'developer',
      segments: [board.segment('time.parttime')],
      range: null,
      active: false,
    });
    expect(answer.status).toBe(200);
    expect(answer.body?.data).toEqual({
      ...first,
      frequency: 'direct',
      search: 'developer',
      segments: [board.segment('time.parttime')],
      range: null,
      active: false,
    });
    expect((await call('GET', `job-alerts/${first.uuid}`, token)).body?.data?.active).toBe(false);
    expect((await call('GET', `job-alerts/${second.id}`, token)).body?.data).toEqual(second);
    const on = await call('PUT', `job-alerts/${first.uuid}`, token, {
      frequency: 'direct',
      active: true,
    });
    expect(on.body?.data).toMatchObject({ active: true, city: 'Amsterdam', search: 'developer' });
    first = on.body?.data as AlertAnswer;
  });

  it("another candidate's alerts answer 404 and stay as they are", async () => {
    const stranger = await signIn();
    const body = { frequency: 'monthly', active: false };
    for (const id of [first.id, first.uuid]) {
      expect((await call('GET', `job-alerts/${id}`, stranger)).status).toBe(404);
      const refused = await call('PUT', `job-alerts/${id}`, stranger, body);
      expect(refused.status).toBe(404);
      expect(refused.body?.message).toBe('Job alert not found');
      expect((await call('DELETE', `job-alerts/${id}`, stranger)).status).toBe(404);
    }
    expect((await list(stranger)).body).toEqual({ data: [], total: 0 });
    expect((await call('GET', `job-alerts/${first.id}`, token)).body?.data).toEqual(first);
  });

  it('removes its own (204); a second removal is a 404', async () => {
    expect((await call('DELETE', `job-alerts/${first.id}`, token)).status).toBe(204);
    expect((await call('DELETE', `job-alerts/${first.id}`, token)).status).toBe(404);
    expect((await call('GET', `job-alerts/${first.id}`, token)).status).toBe(404);
    expect(
      (await call('PUT', `job-alerts/${first.id}`, token, { frequency: 'daily', active: true }))
        .status,
    ).toBe(404);
    expect((await call('DELETE', `job-alerts/${second.uuid}`, token)).status).toBe(204);
    expect((await list(token)).body).toEqual({ data: [], total: 0 });
  });
});

describe('job alerts refused', () => {
  let token: string;
  const valid = { frequency: 'daily', active: true };

  beforeAll(async () => {
    token = await signIn();
  });

  // Bodies are built in the test: the boards' segment ids are known only once they are seeded.
  it.each<[string, () => Record<string, unknown>, string]>([
    ['an unknown frequency', () => ({ ...valid, frequency: 'hourly' }), 'frequency'],
    ['no frequency', () => ({ active: true }), 'frequency'],
    ['no active', () => ({ frequency: 'daily' }), 'active'],
    ['a latitude of 91', () => ({ ...valid, lat: 91, lon: 4 }), 'lat'],
    ['a longitude of 181', () => ({ ...valid, lat: 52, lon: 181 }), 'lon'],
    ['a negative range', () => ({ ...valid, range: -5 }), 'range'],
    ['a fractional range', () => ({ ...valid, range: 2.5 }), 'range'],
    ['an absurd range', () => ({ ...valid, range: 1e12 }), 'range'],
    ['a search over 200 characters', () => ({ ...valid, search: 'a'.repeat(201) }), 'search'],
    ['a search of two lines', () => ({ ...valid, search: 'line\nbreak' }), 'search'],
    ['a place of two lines', () => ({ ...valid, city: 'Iași\nBucurești' }), 'city'],
    ['segments not numbers', () => ({ ...valid, segments: ['a'] }), 'segments.0'],
    ['an unknown segment id', () => ({ ...valid, segments: [99_999_999] }), 'segments'],
    ['a huge segment id', () => ({ ...valid, segments: [99_999_999_999] }), 'segments'],
    [
      'a segment of another board',
      () => ({
        ...valid,
        segments: [board.segment('time.fulltime'), other.segment('time.fulltime')],
      }),
      'segments',
    ],
  ])('with %s (400 on the field, nothing stored)', async (_name, body, field) => {
    const before = await storedAlerts();
    const answer = await create(token, body());
    expect(answer.status).toBe(400);
    expect(typeof answer.body?.message).toBe('string');
    expect(answer.body?.errors?.[field]).toHaveLength(1);
    expect(await storedAlerts()).toBe(before);
  });

  it('names the unknown segment ids', async () => {
    const answer = await create(token, { ...valid, segments: [other.segment('industry.ict')] });
    expect(answer.body?.errors?.segments?.[0]).toContain(String(other.segment('industry.ict')));
  });

  it('refuses a bad update and keeps the alert as it was', async () => {
    const created = await create(token, { ...valid, city: 'Utrecht' });
    const alert = created.body?.data as AlertAnswer;
    for (const body of [
      { ...valid, frequency: 'yearly' },
      { ...valid, lat: 91 },
      { ...valid, segments: [99_999_999] },
    ]) {
      expect((await call('PUT', `job-alerts/${alert.id}`, token, body)).status).toBe(400);
    }
    expect((await call('GET', `job-alerts/${alert.id}`, token)).body?.data).toEqual(alert);
    await call('DELETE', `job-alerts/${alert.id}`, token);
  });

  it('refuses bodies that are no JSON object, or too large', async () => {
    expect((await create(token, 'not json')).status).toBe(400);
    expect((await create(token, [valid])).status).toBe(400);
    const huge = await create(token, { ...valid, search: 'a'.repeat(70 * 1024) });
    expect(huge.status).toBe(413);
    expect((await list(token)).body?.total).toBe(0);
  });

  it(`keeps at most ${JOB_ALERTS_PER_CANDIDATE} per candidate on a board`, async () => {
    const keeper = await signIn();
    for (let n = 0; n < JOB_ALERTS_PER_CANDIDATE; n += 1) {
      expect((await create(keeper, { ...valid, search: `search ${n}` })).status).toBe(201);
    }
    const before = await storedAlerts();
    const refused = await create(keeper, valid);
    const message = 'You can keep at most 25 job alerts. Remove one to add another.';
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message, errors: { alert: [message] } });
    expect(await storedAlerts()).toBe(before);
    const all = await list(keeper);
    expect(all.body?.total).toBe(JOB_ALERTS_PER_CANDIDATE);
    expect(all.body?.data).toHaveLength(JOB_ALERTS_PER_CANDIDATE);
    expect(all.body?.data?.[0]?.search).toBe(`search ${JOB_ALERTS_PER_CANDIDATE - 1}`);
    // Removing one makes room again; other candidates have their own limit.
    await call('DELETE', `job-alerts/${all.body?.data?.[0]?.id}`, keeper);
    expect((await create(keeper, valid)).status).toBe(201);
    expect((await create(token, valid)).status).toBe(201);
  });

  it('without a candidate token of the board (401)', async () => {
    const employer = await signIn('employer');
    const otherCandidate = await insertSignedInUser(server.db, {
      siteId: other.siteId,
      role: 'candidate',
    });
    const expired = await insertSignedInUser(server.db, {
      siteId: board.siteId,
      role: 'candidate',
      expiresAt: new Date(Date.now() - 1000),
    });
    const before = await storedAlerts();
    for (const value of [undefined, 'not-a-token', employer, otherCandidate, expired]) {
      expect((await call('GET', 'job-alerts', value)).status).toBe(401);
      expect((await call('GET', 'job-alerts/1', value)).status).toBe(401);
      expect((await call('POST', 'job-alerts', value, valid)).status).toBe(401);
      expect((await call('PUT', 'job-alerts/1', value, valid)).status).toBe(401);
      expect((await call('DELETE', 'job-alerts/1', value)).status).toBe(401);
    }
    expect(await storedAlerts()).toBe(before);
    // The employer family has no job alerts.
    expect((await call('GET', 'job-alerts', employer, undefined, 'employer')).status).toBe(404);
  });
});
