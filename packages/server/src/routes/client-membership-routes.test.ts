import type { ClientMembership, User } from '@jobboard/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSignedInUser } from '../testing/insert-signed-in-user';
import { callJson, insertTestEmployer, type TestEmployer } from '../testing/insert-test-employer';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';

// An employer with several companies over real HTTP: `POST /client` adds one, `PUT
// /users/{id}/switch` picks the one every other employer call acts for.

const OTHER_HOST = 'other.example.com';
const DAMRAK = {
  address_line_1: 'Damrak 1',
  city: 'Amsterdam',
  postal_code: '1012 LG',
  country_code: 'NL',
};

let server: TestServer;
let board: TestBoard;
let other: TestBoard;
let candidate: string;

beforeAll(async () => {
  server = await startTestServer();
  board = await seedTestBoard(server.db);
  other = await seedTestBoard(server.db, { name: 'Other board', hosts: [OTHER_HOST] });
  candidate = await insertSignedInUser(server.db, { siteId: board.siteId, role: 'candidate' });
}, 60_000);
afterAll(() => server?.close());

const call = <T = Record<string, unknown>>(
  token: string | null,
  method: string,
  path: string,
  options: { body?: unknown; host?: string } = {},
) =>
  callJson<T>(server, method, `/api/employer/v1/${path}`, {
    host: options.host ?? board.host,
    token,
    body: options.body,
  });

const newEmployer = (name = 'Acme BV') =>
  insertTestEmployer(server.db, { siteId: board.siteId, jobBoardId: board.jobBoardId, name });

async function me(employer: TestEmployer): Promise<User> {
  const answer = await call<User>(employer.token, 'GET', 'you');
  expect(answer.status).toBe(200);
  return answer.body.data as User;
}

/** A second company of the employer, made with `POST /client`, and the employer's membership of it. */
async function addCompany(employer: TestEmployer, name: string) {
  const created = await call<{ uuid: string }>(employer.token, 'POST', 'client', {
    body: { name },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const uuid = created.body.data?.uuid;
  const membership = (await me(employer)).clients?.find((entry) => entry.uuid === uuid);
  if (!membership) throw new Error(`No membership of ${name}`);
  return membership;
}

const switchTo = (employer: TestEmployer, id: number | string) =>
  call<User>(employer.token, 'PUT', `users/${id}/switch`);

async function currentRows(userId: number) {
  return server.db
    .selectFrom('client_users')
    .select('client_id')
    .where('user_id', '=', userId)
    .where('is_current', '=', true)
    .execute();
}

describe('who may call', () => {
  it('refuses POST /client and PUT /users/{id}/switch without an employer token of the site', async () => {
    const employer = await newEmployer();
    const [membership] = (await me(employer)).clients ?? [];
    for (const token of [null, candidate]) {
      expect((await call(token, 'POST', 'client', { body: { name: 'X' } })).status).toBe(401);
      expect((await call(token, 'PUT', `users/${membership?.id}/switch`)).status).toBe(401);
    }
    const elsewhere = { host: OTHER_HOST, body: { name: 'X' } };
    expect((await call(employer.token, 'POST', 'client', elsewhere)).status).toBe(401);
    const foreign = await call(employer.token, 'PUT', `users/${membership?.id}/switch`, {
      host: OTHER_HOST,
    });
    expect(foreign.status).toBe(401);
    expect(other.siteId).not.toBe(board.siteId);
  });
});

describe('POST /client', () => {
  it('refuses a body without a name with the texts of PUT /client, and stores nothing', async () => {
    const employer = await newEmployer();
    const count = async () => (await server.db.selectFrom('clients').select('id').execute()).length;
    const before = await count();
    const answer = await call(employer.token, 'POST', 'client', {
      body: { name: ' ', email: 'nope', vat_number: 'x'.repeat(31) },
    });
    expect(answer).toEqual({
      status: 400,
      body: {
        message: 'The name field is required.',
        errors: {
          name: ['The name field is required.'],
          email: ['The email must be a valid email address.'],
          vat_number: ['The VAT number may be at most 30 characters.'],
        },
      },
    });
    expect(await count()).toBe(before);
  });

  it('adds a company the employer owns, on the board, and keeps acting for the current one', async () => {
    const employer = await newEmployer('First BV');
    const answer = await call(employer.token, 'POST', 'client', {
      body: { name: '  Second BV ', invoice_email: 'invoices@second.example', credits: 500 },
    });
    const user = await server.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', employer.userId)
      .executeTakeFirstOrThrow();
    expect(answer).toEqual({
      status: 201,
      body: {
        data: {
          uuid: expect.any(String),
          name: 'Second BV',
          // Left out, the email is the employer's, as on registration.
          email: user.email,
          invoice_email: 'invoices@second.example',
          vat_number: null,
          credits: 0,
        },
      },
    });
    const row = await server.db
      .selectFrom('clients')
      .innerJoin('client_users', 'client_users.client_id', 'clients.id')
      .select(['clients.job_board_id', 'client_users.is_owner', 'client_users.is_current'])
      .where('clients.uuid', '=', (answer.body.data as { uuid: string }).uuid)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ job_board_id: board.jobBoardId, is_owner: true, is_current: false });
    expect((await call(employer.token, 'GET', 'client')).body.data).toMatchObject({
      name: 'First BV',
    });
    const { client, clients } = await me(employer);
    expect(clients?.map(({ name, current }) => ({ name, current }))).toEqual([
      { name: 'First BV', current: true },
      { name: 'Second BV', current: false },
    ]);
    expect(client?.uuid).toBe(clients?.[0]?.uuid);
  });

  it('makes the new company current for an employer who acts for none', async () => {
    const token = await insertSignedInUser(server.db, { siteId: board.siteId, role: 'employer' });
    expect((await call(token, 'GET', 'client')).status).toBe(403);
    const created = await call(token, 'POST', 'client', { body: { name: 'Fresh BV' } });
    expect(created.status).toBe(201);
    expect((await call(token, 'GET', 'client')).body.data).toMatchObject({ name: 'Fresh BV' });
  });
});

describe('PUT /users/{id}/switch', () => {
  it('answers the user acting for the chosen company, and GET /you and GET /client follow', async () => {
    const employer = await newEmployer('Alpha BV');
    const beta = await addCompany(employer, 'Beta BV');
    const answer = await switchTo(employer, beta.id);
    expect(answer.status).toBe(200);
    const user = answer.body.data as User;
    expect(user.client?.uuid).toBe(beta.uuid);
    expect(user.clients?.map(({ name, current }) => ({ name, current }))).toEqual([
      { name: 'Alpha BV', current: false },
      { name: 'Beta BV', current: true },
    ]);
    expect(await me(employer)).toEqual(user);
    expect((await call(employer.token, 'GET', 'client')).body.data).toMatchObject({
      uuid: beta.uuid,
      name: 'Beta BV',
    });
    expect(await currentRows(employer.userId)).toHaveLength(1);
    // Switching to the current one again changes nothing.
    expect((await switchTo(employer, beta.id)).status).toBe(200);
    expect(await currentRows(employer.userId)).toEqual([{ client_id: expect.any(Number) }]);
  });

  it('answers 404 for another employer’s membership, an unknown or a malformed id', async () => {
    const employer = await newEmployer('Own BV');
    const rival = await newEmployer('Rival BV');
    const [rivalMembership] = (await me(rival)).clients ?? [];
    for (const id of [rivalMembership?.id, 99_999_999, 'x', '1e3', '-1', '99999999999']) {
      expect(await switchTo(employer, id as number | string)).toEqual({
        status: 404,
        body: { message: 'User not found' },
      });
    }
    expect((await call(employer.token, 'GET', 'client')).body.data).toMatchObject({
      name: 'Own BV',
    });
    expect((await call(rival.token, 'GET', 'client')).body.data).toMatchObject({
      name: 'Rival BV',
    });
  });

  it('keeps each company’s jobs, addresses, tokens and balance to itself', async () => {
    const employer = await newEmployer('North BV');
    const [north] = (await me(employer)).clients as [ClientMembership];
    const south = await addCompany(employer, 'South BV');
    await server.db
      .updateTable('clients')
      .set({ credits: 7 })
      .where('id', '=', employer.clientId)
      .execute();
    const job = await call<{ id: number }>(employer.token, 'POST', 'jobs/draft', {
      body: { title: 'North job' },
    });
    expect(job.status).toBe(201);
    const jobId = job.body.data?.id;
    expect((await call(employer.token, 'POST', 'client/addresses', { body: DAMRAK })).status).toBe(
      201,
    );
    expect(
      (await call(employer.token, 'POST', 'api-tokens', { body: { name: 'North feed' } })).status,
    ).toBe(201);

    expect((await switchTo(employer, south.id)).status).toBe(200);
    const list = await call<unknown[]>(employer.token, 'GET', 'jobs');
    expect(list.body).toMatchObject({ data: [], total: 0 });
    expect((await call(employer.token, 'GET', `jobs/${jobId}`)).status).toBe(404);
    expect((await call(employer.token, 'GET', 'client/addresses')).body.data).toEqual([]);
    expect((await call(employer.token, 'GET', 'api-tokens')).body).toMatchObject({ data: [] });
    expect((await call(employer.token, 'GET', 'client/dashboard')).body.data).toMatchObject({
      credits: 0,
    });
    const southJob = await call<{ id: number }>(employer.token, 'POST', 'jobs/draft', {
      body: { title: 'South job' },
    });
    expect(southJob.status).toBe(201);

    expect((await switchTo(employer, north.id)).status).toBe(200);
    const back = await call<{ title: string }[]>(employer.token, 'GET', 'jobs');
    expect(back.body.data?.map((item) => item.title)).toEqual(['North job']);
    expect((await call(employer.token, 'GET', `jobs/${southJob.body.data?.id}`)).status).toBe(404);
    expect((await call(employer.token, 'GET', 'client/addresses')).body.data).toMatchObject([
      { address_line_1: 'Damrak 1' },
    ]);
    expect((await call(employer.token, 'GET', 'client/credits-balance')).body.data).toEqual({
      credits: 7,
    });
  });
});
