import type { Address } from '@jobboard/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_FINANCIAL_ADDRESS } from '../addresses/address-body';
import { KEEP_ONE_PRIMARY, PRIMARY_NOT_DELETABLE } from '../addresses/owner-addresses';
import { insertSignedInUser } from '../testing/insert-signed-in-user';
import { callJson, insertTestEmployer, type TestEmployer } from '../testing/insert-test-employer';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';

// The candidate's own addresses over real HTTP: the same calls and rules as a client's, with no
// financial address.

const OTHER_HOST = 'other.example.com';
const NEUDE = {
  address_line_1: 'Neude 1',
  city: 'Utrecht',
  postal_code: '3512 AD',
  country_code: 'NL',
};

let server: TestServer;
let board: TestBoard;
let anna: string;
let bram: string;
let elsewhere: string;
let employer: TestEmployer;

beforeAll(async () => {
  server = await startTestServer();
  board = await seedTestBoard(server.db);
  const other = await seedTestBoard(server.db, { name: 'Other board', hosts: [OTHER_HOST] });
  anna = await insertSignedInUser(server.db, { siteId: board.siteId, role: 'candidate' });
  bram = await insertSignedInUser(server.db, { siteId: board.siteId, role: 'candidate' });
  elsewhere = await insertSignedInUser(server.db, { siteId: other.siteId, role: 'candidate' });
  employer = await insertTestEmployer(server.db, {
    siteId: board.siteId,
    jobBoardId: board.jobBoardId,
  });
}, 60_000);
afterAll(() => server?.close());

const call = <T = Address>(
  method: string,
  path: string,
  options: { token?: string | null; body?: unknown; host?: string } = {},
) =>
  callJson<T>(server, method, `/api/candidate/v1/user/addresses${path}`, {
    host: options.host ?? board.host,
    token: options.token === undefined ? anna : options.token,
    body: options.body,
  });
const add = async (body: Record<string, unknown>, token = anna) => {
  const answer = await call('POST', '', { body: { ...NEUDE, ...body }, token });
  expect(answer.status).toBe(201);
  return answer.body.data as Address;
};
const primaries = async (token = anna) =>
  ((await call<Address[]>('GET', '', { token })).body.data ?? [])
    .filter((address) => address.primary)
    .map((address) => address.id);

it('answers 401 without a token, with an employer token or another site’s', async () => {
  for (const [method, path] of [
    ['GET', ''],
    ['POST', ''],
    ['PUT', '/1'],
    ['DELETE', '/1'],
  ] as const) {
    const body = method === 'GET' || method === 'DELETE' ? undefined : NEUDE;
    expect((await call(method, path, { token: null, body })).status).toBe(401);
    expect((await call(method, path, { token: employer.token, body })).status).toBe(401);
    expect((await call(method, path, { token: elsewhere, body })).status).toBe(401);
  }
  // Candidates have no financial call.
  expect((await call('POST', '/1/financial')).status).toBe(404);
});

describe('a candidate’s addresses', () => {
  let first: Address;
  let second: Address;

  it('makes the first address primary; none is ever financial', async () => {
    first = await add({ primary: false, financial: false, label: 'Thuis' });
    expect(first).toEqual({
      id: first.id,
      primary: true,
      delivery: false,
      financial: false,
      label: 'Thuis',
      address_line_2: null,
      ...NEUDE,
    });
    const refused = await call('POST', '', { body: { ...NEUDE, financial: true } });
    expect(refused).toEqual({
      status: 400,
      body: { message: NO_FINANCIAL_ADDRESS, errors: { financial: [NO_FINANCIAL_ADDRESS] } },
    });
    const put = await call('PUT', `/${first.id}`, { body: { financial: true } });
    expect(put.status).toBe(400);
  });

  it('moves primary to a new address and back by PUT, one primary at a time', async () => {
    second = await add({ address_line_1: 'Oudegracht 2', primary: true, delivery: true });
    expect(second).toMatchObject({ primary: true, delivery: true, financial: false });
    expect(await primaries()).toEqual([second.id]);
    await call('PUT', `/${first.id}`, { body: { primary: true } });
    expect(await primaries()).toEqual([first.id]);
    await call('PUT', `/${second.id}`, { body: { primary: true } });
    expect(await primaries()).toEqual([second.id]);
    const { data, total } = (await call<Address[]>('GET', '')).body as {
      data: Address[];
      total: number;
    };
    expect(total).toBe(2);
    expect(data.map((address) => address.id)).toEqual([second.id, first.id]);
  });

  it('refuses to unset primary on the primary address', async () => {
    expect(await call('PUT', `/${second.id}`, { body: { primary: false } })).toEqual({
      status: 400,
      body: { message: KEEP_ONE_PRIMARY, errors: { primary: [KEEP_ONE_PRIMARY] } },
    });
  });

  it('validates the fields a PUT names', async () => {
    const answer = await call('PUT', `/${first.id}`, {
      body: { postal_code: 'P'.repeat(21), address_line_2: 'Achterhuis' },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors ?? {})).toEqual(['postal_code']);
    const changed = await call('PUT', `/${first.id}`, { body: { address_line_2: 'Achterhuis' } });
    expect(changed.body.data).toMatchObject({ address_line_2: 'Achterhuis', city: 'Utrecht' });
  });

  it('keeps users apart: another candidate’s or a client’s address id is a 404', async () => {
    const theirs = await add({}, bram);
    const company = await callJson<Address>(server, 'POST', '/api/employer/v1/client/addresses', {
      host: board.host,
      token: employer.token,
      body: NEUDE,
    });
    for (const id of [theirs.id, company.body.data?.id]) {
      expect((await call('PUT', `/${id}`, { body: { city: 'X' } })).status).toBe(404);
      expect((await call('DELETE', `/${id}`)).status).toBe(404);
    }
    expect(await primaries(bram)).toEqual([theirs.id]);
  });

  it('deletes the primary address only when it is the last', async () => {
    expect(await call('DELETE', `/${second.id}`)).toEqual({
      status: 400,
      body: { message: PRIMARY_NOT_DELETABLE },
    });
    expect((await call('DELETE', `/${first.id}`)).status).toBe(204);
    expect((await call('DELETE', `/${second.id}`)).status).toBe(204);
    expect((await call('GET', '')).body).toEqual({ data: [], total: 0 });
  });

  it('keeps at most 20, all of them in the list', async () => {
    const before = (await call<Address[]>('GET', '')).body.total ?? 0;
    for (let index = before; index < 20; index++) await add({ address_line_1: `Straat ${index}` });
    const answer = await call<Address[]>('GET', '?limit=50');
    expect(answer.body.total).toBe(20);
    expect(answer.body.data).toHaveLength(20);
    expect(await primaries()).toHaveLength(1);
    expect((await call('POST', '', { body: NEUDE })).status).toBe(400);
  });
});
