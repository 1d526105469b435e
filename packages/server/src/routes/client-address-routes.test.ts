import type { Address } from '@jobboard/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KEEP_ONE_FINANCIAL,
  KEEP_ONE_PRIMARY,
  PRIMARY_NOT_DELETABLE,
  TOO_MANY_ADDRESSES,
} from '../addresses/owner-addresses';
import { insertSignedInUser } from '../testing/insert-signed-in-user';
import { callJson, insertTestEmployer, type TestEmployer } from '../testing/insert-test-employer';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';

// The employer's client addresses over real HTTP: list, add, change, delete, the financial call,
// and the one-primary and one-financial rules kept in one transaction per change.

const OTHER_HOST = 'other.example.com';
const DAMRAK = {
  address_line_1: 'Damrak 1',
  city: 'Amsterdam',
  postal_code: '1012 LG',
  country_code: 'NL',
};

let server: TestServer;
let board: TestBoard;
let acme: TestEmployer;
let globex: TestEmployer;
let elsewhere: TestEmployer;
let clientless: string;
let candidate: string;

beforeAll(async () => {
  server = await startTestServer();
  board = await seedTestBoard(server.db);
  const other = await seedTestBoard(server.db, { name: 'Other board', hosts: [OTHER_HOST] });
  const seat = { siteId: board.siteId, jobBoardId: board.jobBoardId };
  acme = await insertTestEmployer(server.db, { ...seat, name: 'Acme BV' });
  globex = await insertTestEmployer(server.db, { ...seat, name: 'Globex' });
  elsewhere = await insertTestEmployer(server.db, {
    siteId: other.siteId,
    jobBoardId: other.jobBoardId,
  });
  clientless = await insertSignedInUser(server.db, { siteId: board.siteId, role: 'employer' });
  candidate = await insertSignedInUser(server.db, { siteId: board.siteId, role: 'candidate' });
}, 60_000);
afterAll(() => server?.close());

const call = <T = Address>(
  method: string,
  path: string,
  options: { token?: string | null; body?: unknown; host?: string } = {},
) =>
  callJson<T>(server, method, `/api/employer/v1/client/addresses${path}`, {
    host: options.host ?? board.host,
    token: options.token === undefined ? acme.token : options.token,
    body: options.body,
  });
const add = async (body: Record<string, unknown>, token = acme.token) => {
  const answer = await call('POST', '', { body: { ...DAMRAK, ...body }, token });
  expect(answer.status).toBe(201);
  return answer.body.data as Address;
};
const list = async (token = acme.token) => (await call<Address[]>('GET', '', { token })).body;
/** The ids of the client's addresses with the flag, straight from the table. */
const flagged = async (clientId: number, flag: 'is_primary' | 'is_financial') =>
  (
    await server.db
      .selectFrom('addresses')
      .select('id')
      .where('client_id', '=', clientId)
      .where(flag, '=', true)
      .execute()
  ).map((row) => row.id);

describe('who may call', () => {
  it('answers 401 without a token or with a candidate token, 403 without a client', async () => {
    for (const [method, path] of [
      ['GET', ''],
      ['POST', ''],
      ['PUT', '/1'],
      ['DELETE', '/1'],
      ['POST', '/1/financial'],
    ] as const) {
      const body = method === 'PUT' || (method === 'POST' && path === '') ? DAMRAK : undefined;
      expect((await call(method, path, { token: null, body })).status).toBe(401);
      expect((await call(method, path, { token: candidate, body })).status).toBe(401);
      expect(await call(method, path, { token: clientless, body })).toEqual({
        status: 403,
        body: { message: 'Employer account required' },
      });
    }
    expect((await call('GET', '', { host: OTHER_HOST })).status).toBe(401);
  });
});

describe('addresses of a client', () => {
  let first: Address;
  let second: Address;
  let third: Address;

  it('makes the first address primary and financial, whatever the body says', async () => {
    first = await add({ primary: false, financial: false, country_code: ' nl ' });
    expect(first).toEqual({
      id: first.id,
      primary: true,
      delivery: false,
      financial: true,
      label: null,
      ...DAMRAK,
      address_line_2: null,
    });
  });

  it('moves primary and financial to a new address that asks for them', async () => {
    second = await add({ address_line_1: 'Coolsingel 40', primary: true, label: 'HQ' });
    expect(second).toMatchObject({ primary: true, financial: false, label: 'HQ' });
    third = await add({ address_line_1: 'Neude 1', financial: true, delivery: true });
    expect(third).toMatchObject({ primary: false, financial: true, delivery: true });
    expect(await flagged(acme.clientId, 'is_primary')).toEqual([second.id]);
    expect(await flagged(acme.clientId, 'is_financial')).toEqual([third.id]);
    const { data, total } = await list();
    expect(total).toBe(3);
    expect(data?.map((address) => [address.id, address.primary, address.financial])).toEqual([
      [second.id, true, false],
      [first.id, false, false],
      [third.id, false, true],
    ]);
  });

  it('moves primary twice by PUT, and at once from two requests, one primary each time', async () => {
    expect(
      (await call('PUT', `/${first.id}`, { body: { primary: true } })).body.data,
    ).toMatchObject({ id: first.id, primary: true });
    expect(await flagged(acme.clientId, 'is_primary')).toEqual([first.id]);
    await call('PUT', `/${third.id}`, { body: { primary: true } });
    expect(await flagged(acme.clientId, 'is_primary')).toEqual([third.id]);
    const answers = await Promise.all([
      call('PUT', `/${first.id}`, { body: { primary: true } }),
      call('PUT', `/${second.id}`, { body: { primary: true } }),
      call('POST', `/${first.id}/financial`),
      call('POST', `/${second.id}/financial`),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(await flagged(acme.clientId, 'is_primary')).toHaveLength(1);
    expect(await flagged(acme.clientId, 'is_financial')).toHaveLength(1);
  });

  it('sets the financial address by its call and by PUT, and never unsets it', async () => {
    const answer = await call('POST', `/${third.id}/financial`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ ...third, primary: false, financial: true });
    expect(await flagged(acme.clientId, 'is_financial')).toEqual([third.id]);
    await call('PUT', `/${first.id}`, { body: { financial: true } });
    expect(await flagged(acme.clientId, 'is_financial')).toEqual([first.id]);
    // The spec has one financial address: it moves, it is not unset.
    expect(await call('PUT', `/${first.id}`, { body: { financial: false } })).toEqual({
      status: 400,
      body: { message: KEEP_ONE_FINANCIAL, errors: { financial: [KEEP_ONE_FINANCIAL] } },
    });
    expect(await flagged(acme.clientId, 'is_financial')).toEqual([first.id]);
  });

  it('refuses to unset primary on the primary address; elsewhere it changes nothing', async () => {
    await call('PUT', `/${first.id}`, { body: { primary: true } });
    expect(await call('PUT', `/${first.id}`, { body: { primary: false } })).toEqual({
      status: 400,
      body: { message: KEEP_ONE_PRIMARY, errors: { primary: [KEEP_ONE_PRIMARY] } },
    });
    const other = await call('PUT', `/${second.id}`, { body: { primary: false } });
    expect(other.body.data).toMatchObject({ primary: false });
    expect(await flagged(acme.clientId, 'is_primary')).toEqual([first.id]);
  });

  it('changes only the fields a PUT names, validated; null clears an optional text', async () => {
    const answer = await call('PUT', `/${second.id}`, {
      body: { id: 999, city: 'Rotterdam', label: null, delivery: true },
    });
    expect(answer.body.data).toEqual({
      ...second,
      primary: false,
      city: 'Rotterdam',
      label: null,
      delivery: true,
    });
    const refused = await call('PUT', `/${second.id}`, {
      body: { address_line_1: ' ', country_code: 'Netherlands' },
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors ?? {}).sort()).toEqual([
      'address_line_1',
      'country_code',
    ]);
    expect((await list()).data?.find((item) => item.id === second.id)?.city).toBe('Rotterdam');
  });

  it('refuses an incomplete new address with the errors of each field', async () => {
    const answer = await call('POST', '', { body: { city: 'Utrecht', primary: 'yes' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({
      address_line_1: ['The address line 1 field is required.'],
      postal_code: ['The postal code field is required.'],
      country_code: ['The country code field is required.'],
    });
    expect(answer.body.errors?.primary).toHaveLength(1);
    expect((await list()).total).toBe(3);
  });

  it('keeps addresses apart per client and per site: another’s id is a 404', async () => {
    const theirs = await add({ address_line_1: 'Globexweg 1' }, globex.token);
    // The other site's employer is not known on this host.
    expect((await call('POST', '', { body: DAMRAK, token: elsewhere.token })).status).toBe(401);
    const farAway = (
      await call('POST', '', { body: DAMRAK, token: elsewhere.token, host: OTHER_HOST })
    ).body.data as Address;
    for (const id of [theirs.id, farAway.id, 'abc', '99999999999']) {
      expect((await call('PUT', `/${id}`, { body: { city: 'X' } })).body).toEqual({
        message: 'Address not found',
      });
      expect((await call('DELETE', `/${id}`)).status).toBe(404);
      expect((await call('POST', `/${id}/financial`)).status).toBe(404);
    }
    expect((await list(globex.token)).data?.map((item) => item.id)).toEqual([theirs.id]);
    expect((await list()).data?.map((item) => item.id)).not.toContain(theirs.id);
  });

  it('deletes others, the primary one only when it is the last', async () => {
    expect(await call('DELETE', `/${first.id}`)).toEqual({
      status: 400,
      body: { message: PRIMARY_NOT_DELETABLE },
    });
    // Deleting the financial address gives its flag to the primary one.
    await call('POST', `/${third.id}/financial`);
    const primary = await flagged(acme.clientId, 'is_primary');
    expect((await call('DELETE', `/${third.id}`)).status).toBe(204);
    expect(await flagged(acme.clientId, 'is_financial')).toEqual(primary);
    expect((await call('DELETE', `/${second.id}`)).status).toBe(204);
    expect((await call('DELETE', `/${third.id}`)).status).toBe(404);
    expect((await call('DELETE', `/${first.id}`)).status).toBe(204);
    expect(await list()).toEqual({ data: [], total: 0 });
  });
});

describe('the list', () => {
  it('answers at most 20, the primary first, then by id', async () => {
    await server.db
      .insertInto('addresses')
      .values(
        Array.from({ length: 25 }, (_, index) => ({
          client_id: acme.clientId,
          ...DAMRAK,
          address_line_1: `Straat ${index + 1}`,
          is_primary: index === 24,
        })),
      )
      .execute();
    const all = await list();
    expect(all.total).toBe(25);
    expect(all.data).toHaveLength(20);
    expect(all.data?.[0]?.address_line_1).toBe('Straat 25');
    expect(all.data?.slice(1, 3).map((item) => item.address_line_1)).toEqual([
      'Straat 1',
      'Straat 2',
    ]);
    expect((await call<Address[]>('GET', '?limit=5')).body.data).toHaveLength(5);
    expect((await call<Address[]>('GET', '?limit=100')).body.data).toHaveLength(20);
    expect((await call<Address[]>('GET', '?limit=20&page=2')).body.data).toHaveLength(5);
    expect((await call('GET', '?limit=0')).status).toBe(400);
    // More than a list shows cannot be added: the ones past 20 would be out of sight.
    expect(await call('POST', '', { body: DAMRAK })).toEqual({
      status: 400,
      body: { message: TOO_MANY_ADDRESSES },
    });
  });
});
