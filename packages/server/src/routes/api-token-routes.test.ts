import { ApiToken, ERROR_TEXTS } from '@jobboard/schema';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_LIMIT, TOO_MANY_TOKENS } from '../api-tokens/api-tokens';
import { hashToken } from '../auth/opaque-token';
import { insertSignedInUser } from '../testing/insert-signed-in-user';
import { callJson, insertTestEmployer, type TestEmployer } from '../testing/insert-test-employer';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';

// The employer's API tokens for multiposters over real HTTP: who may call, the secret answered
// once and stored as a hash only, the changes, the isolation between clients and the limit.

const OTHER_HOST = 'other.example.com';
const SECRET = /^jbmp_[A-Za-z0-9_-]{43}$/;

let server: TestServer;
let board: TestBoard;
let acme: TestEmployer;
let acmeColleague: TestEmployer;
let globex: TestEmployer;
let clientless: string;
let candidate: string;

beforeAll(async () => {
  server = await startTestServer();
  board = await seedTestBoard(server.db);
  await seedTestBoard(server.db, { name: 'Other board', hosts: [OTHER_HOST] });
  const seat = { siteId: board.siteId, jobBoardId: board.jobBoardId };
  acme = await insertTestEmployer(server.db, { ...seat, name: 'Acme BV' });
  acmeColleague = await insertTestEmployer(server.db, { ...seat, clientId: acme.clientId });
  globex = await insertTestEmployer(server.db, { ...seat, name: 'Globex' });
  clientless = await insertSignedInUser(server.db, { siteId: board.siteId, role: 'employer' });
  candidate = await insertSignedInUser(server.db, { siteId: board.siteId, role: 'candidate' });
}, 60_000);
afterAll(() => server?.close());

const call = <T = ApiToken>(
  method: string,
  path: string,
  options: { token?: string | null; body?: unknown; host?: string } = {},
) =>
  callJson<T>(server, method, `/api/employer/v1/api-tokens${path}`, {
    host: options.host ?? board.host,
    token: options.token === undefined ? acme.token : options.token,
    body: options.body,
  });
const create = async (name: string, token = acme.token) => {
  const answer = await call('POST', '', { body: { name }, token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as ApiToken;
};
const list = async (token = acme.token) => {
  const answer = await call<ApiToken[]>('GET', '', { token });
  expect(answer.status).toBe(200);
  return answer.body as { data: ApiToken[]; total: number };
};
const storedRows = (clientId: number) =>
  server.db.selectFrom('api_tokens').selectAll().where('client_id', '=', clientId).execute();

describe('who may call', () => {
  it('answers 401 without a token, with a candidate token or on another site, 403 without a client', async () => {
    for (const [method, path, body] of [
      ['GET', '', undefined],
      ['POST', '', { name: 'Feed' }],
      ['PUT', '/1', { active: false }],
      ['DELETE', '/1', undefined],
    ] as const) {
      expect((await call(method, path, { token: null, body })).status).toBe(401);
      expect((await call(method, path, { token: candidate, body })).status).toBe(401);
      expect((await call(method, path, { host: OTHER_HOST, body })).status).toBe(401);
      expect(await call(method, path, { token: clientless, body })).toEqual({
        status: 403,
        body: { message: ERROR_TEXTS.employerAccountRequired },
      });
    }
    expect(await storedRows(acme.clientId)).toEqual([]);
  });
});

describe('tokens of a client', () => {
  let first: ApiToken;
  let second: ApiToken;

  it('creates an active token and answers its secret once, storing only its hash', async () => {
    first = await create('  Multiposter X  ');
    assert(first, ApiToken);
    expect(first).toEqual({
      id: expect.any(Number),
      name: 'Multiposter X',
      last_used_at: null,
      active: true,
      token: expect.stringMatching(SECRET),
    });
    const [row] = await storedRows(acme.clientId);
    expect(row).toMatchObject({ id: first.id, name: 'Multiposter X', active: true });
    expect(row?.token_hash).toBe(hashToken(first.token ?? ''));
    expect(JSON.stringify(row)).not.toContain(first.token);
  });

  it('gives every token a secret of its own', async () => {
    second = await create('Feed');
    expect(second.token).toMatch(SECRET);
    expect(second.token).not.toBe(first.token);
  });

  it('lists the tokens newest first without secrets or hashes, to every user of the client', async () => {
    const answer = await list();
    expect(answer).toEqual({
      data: [
        { id: second.id, name: 'Feed', last_used_at: null, active: true },
        { id: first.id, name: 'Multiposter X', last_used_at: null, active: true },
      ],
      total: 2,
    });
    expect(JSON.stringify(answer)).not.toMatch(/jbmp_|token|hash/);
    expect(await list(acmeColleague.token)).toEqual(answer);
  });

  it('renames a token and switches it off and on', async () => {
    const renamed = await call('PUT', `/${first.id}`, { body: { name: ' Jobs feed ' } });
    expect(renamed).toEqual({
      status: 200,
      body: { data: { id: first.id, name: 'Jobs feed', last_used_at: null, active: true } },
    });
    const off = await call('PUT', `/${first.id}`, {
      body: { active: false, id: 999, token: 'jbmp_x', last_used_at: '2020-01-01T00:00:00Z' },
    });
    expect(off.body.data).toEqual({
      id: first.id,
      name: 'Jobs feed',
      last_used_at: null,
      active: false,
    });
    const [row] = (await storedRows(acme.clientId)).filter((stored) => stored.id === first.id);
    expect(row).toMatchObject({ active: false, last_used_at: null });
    expect(row?.token_hash).toBe(hashToken(first.token ?? ''));
    const on = await call('PUT', `/${first.id}`, {
      body: { active: true },
      token: acmeColleague.token,
    });
    expect(on.body.data?.active).toBe(true);
    const unchanged = await call('PUT', `/${first.id}`, { body: {} });
    expect(unchanged.body.data).toEqual({
      id: first.id,
      name: 'Jobs feed',
      last_used_at: null,
      active: true,
    });
  });

  it('answers last_used_at as ISO 8601', async () => {
    const used = new Date('2024-05-01T10:00:00Z');
    await server.db
      .updateTable('api_tokens')
      .set({ last_used_at: used })
      .where('id', '=', second.id)
      .execute();
    const [newest] = (await list()).data;
    expect(newest).toMatchObject({ id: second.id, last_used_at: '2024-05-01T10:00:00.000Z' });
  });

  it('keeps other clients out: their list is their own, and a foreign id is 404', async () => {
    expect(await list(globex.token)).toEqual({ data: [], total: 0 });
    for (const [method, body] of [
      ['PUT', { active: false }],
      ['DELETE', undefined],
    ] as const) {
      expect(await call(method, `/${first.id}`, { token: globex.token, body })).toEqual({
        status: 404,
        body: { message: 'Token not found' },
      });
    }
    for (const id of ['999999', '0', 'abc', '1.5', '99999999999']) {
      expect((await call('PUT', `/${id}`, { body: { active: false } })).status).toBe(404);
      expect((await call('DELETE', `/${id}`)).status).toBe(404);
    }
    expect((await list()).data.map((token) => token.active)).toEqual([true, true]);
  });

  it('deletes a token: 204, then it is gone', async () => {
    const answer = await call('DELETE', `/${second.id}`);
    expect(answer).toEqual({ status: 204, body: {} });
    expect((await list()).data.map((token) => token.id)).toEqual([first.id]);
    expect((await call('DELETE', `/${second.id}`)).status).toBe(404);
    expect((await call('PUT', `/${second.id}`, { body: { name: 'Back' } })).status).toBe(404);
  });
});

describe('bodies', () => {
  it.each([
    ['a missing name', {}, 'The name field is required.'],
    ['a blank name', { name: '   ' }, 'The name field is required.'],
    ['a null name', { name: null }, 'The name field is required.'],
    ['a number', { name: 42 }, 'The name must be a text.'],
    ['a long name', { name: 'x'.repeat(101) }, 'The name may be at most 100 characters.'],
    ['two lines', { name: 'Feed\nTwo' }, 'The name must be a single line of text.'],
  ])('refuses %s on create with a field error', async (_, body, message) => {
    const before = (await storedRows(globex.clientId)).length;
    expect(await call('POST', '', { body, token: globex.token })).toEqual({
      status: 400,
      body: { message, errors: { name: [message] } },
    });
    expect(await storedRows(globex.clientId)).toHaveLength(before);
  });

  it('takes a name of 100 characters, counted as characters', async () => {
    expect((await create('é'.repeat(100), globex.token)).name).toBe('é'.repeat(100));
    expect((await create('😀'.repeat(100), globex.token)).name).toHaveLength(200);
  });

  it('refuses a bad change with field errors, changing nothing', async () => {
    const token = await create('Stays', globex.token);
    const answer = await call('PUT', `/${token.id}`, {
      body: { name: '', active: 'yes' },
      token: globex.token,
    });
    expect(answer).toEqual({
      status: 400,
      body: {
        message: 'The name field is required.',
        errors: {
          name: ['The name field is required.'],
          active: ['The active field must be true or false.'],
        },
      },
    });
    const [newest] = (await list(globex.token)).data;
    expect(newest).toMatchObject({ id: token.id, name: 'Stays', active: true });
  });

  it('refuses a body that is not a JSON object', async () => {
    const response = await server.fetch('/api/employer/v1/api-tokens', {
      method: 'POST',
      headers: { 'X-Site-Host': board.host, Authorization: `Bearer ${acme.token}` },
      body: '["Feed"]',
    });
    expect(response.status).toBe(400);
  });
});

describe('names', () => {
  it("refuses a name another of the client's tokens has, in any letter case; other clients' are theirs", async () => {
    const seat = { siteId: board.siteId, jobBoardId: board.jobBoardId };
    const named = await insertTestEmployer(server.db, { ...seat, name: 'Named BV' });
    const feed = await create('Indeed feed', named.token);
    const other = await create('Other feed', named.token);
    const taken = {
      message: ERROR_TEXTS.tokenNameTaken,
      errors: { name: [ERROR_TEXTS.tokenNameTaken] },
    };
    expect(await call('POST', '', { body: { name: ' indeed FEED ' }, token: named.token })).toEqual(
      { status: 400, body: taken },
    );
    expect(
      await call('PUT', `/${other.id}`, { body: { name: 'Indeed feed' }, token: named.token }),
    ).toEqual({ status: 400, body: taken });
    // Its own name again, in another case, is a rename of itself.
    const same = await call('PUT', `/${feed.id}`, {
      body: { name: 'INDEED feed' },
      token: named.token,
    });
    expect(same.status).toBe(200);
    expect((await list(named.token)).total).toBe(2);
    await create('Indeed feed', globex.token);
  });
});

describe('the limit', () => {
  it(`keeps at most ${API_TOKEN_LIMIT} tokens per client, also when asked at once`, async () => {
    const seat = { siteId: board.siteId, jobBoardId: board.jobBoardId };
    const busy = await insertTestEmployer(server.db, { ...seat, name: 'Busy BV' });
    for (let i = 1; i < API_TOKEN_LIMIT - 1; i++) await create(`Token ${i}`, busy.token);
    const answers = await Promise.all(
      [1, 2, 3, 4].map((i) => call('POST', '', { body: { name: `Race ${i}` }, token: busy.token })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 400, 400]);
    expect(answers.find((answer) => answer.status === 400)?.body).toEqual({
      message: TOO_MANY_TOKENS,
    });
    expect(TOO_MANY_TOKENS).toBe('At most 20 tokens can be kept: delete one first.');
    const { data, total } = await list(busy.token);
    expect([data.length, total]).toEqual([API_TOKEN_LIMIT, API_TOKEN_LIMIT]);
    expect((await call('POST', '', { body: { name: 'One more' }, token: busy.token })).status).toBe(
      400,
    );
    expect((await call('DELETE', `/${data[0]?.id}`, { token: busy.token })).status).toBe(204);
    await create('In its place', busy.token);
    // Another client's count is its own.
    await create('Globex feed', globex.token);
  });
});
