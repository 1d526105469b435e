import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSignedInUser } from '../testing/insert-signed-in-user';
import { callJson, insertTestEmployer, type TestEmployer } from '../testing/insert-test-employer';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';

// The employer's client account over real HTTP: the client itself, its update, and the credits,
// contracts and dashboard balances from seeded orders.

const DAY = 24 * 60 * 60 * 1000;
const OTHER_HOST = 'other.example.com';

let server: TestServer;
let board: TestBoard;
let other: TestBoard;
let acme: TestEmployer;
let colleague: TestEmployer;
let globex: TestEmployer;
let elsewhere: TestEmployer;
let clientless: string;
let candidate: string;

beforeAll(async () => {
  server = await startTestServer();
  board = await seedTestBoard(server.db);
  other = await seedTestBoard(server.db, { name: 'Other board', hosts: [OTHER_HOST] });
  const seat = { siteId: board.siteId, jobBoardId: board.jobBoardId };
  acme = await insertTestEmployer(server.db, { ...seat, name: 'Acme BV' });
  colleague = await insertTestEmployer(server.db, { ...seat, clientId: acme.clientId });
  globex = await insertTestEmployer(server.db, { ...seat, name: 'Globex' });
  elsewhere = await insertTestEmployer(server.db, {
    siteId: other.siteId,
    jobBoardId: other.jobBoardId,
    name: 'Elsewhere',
  });
  clientless = await insertSignedInUser(server.db, { siteId: board.siteId, role: 'employer' });
  candidate = await insertSignedInUser(server.db, { siteId: board.siteId, role: 'candidate' });
}, 60_000);
afterAll(() => server?.close());

const call = <T = Record<string, unknown>>(
  method: string,
  path: string,
  options: { token?: string | null; body?: unknown; host?: string } = {},
) =>
  callJson<T>(server, method, `/api/employer/v1/${path}`, {
    host: options.host ?? board.host,
    token: options.token === undefined ? acme.token : options.token,
    body: options.body,
  });

describe('who may call', () => {
  const paths = [
    'client',
    'client/credits-balance',
    'client/contracts-balance',
    'client/dashboard',
  ];

  it.each(paths)('GET %s: 401 without a token or with a candidate token', async (path) => {
    expect((await call('GET', path, { token: null })).status).toBe(401);
    expect((await call('GET', path, { token: candidate })).status).toBe(401);
  });

  it.each(paths)('GET %s: 403 for an employer without a client', async (path) => {
    const answer = await call('GET', path, { token: clientless });
    expect(answer).toEqual({ status: 403, body: { message: 'Employer account required' } });
  });

  it('refuses PUT /client the same way', async () => {
    const body = { name: 'X' };
    expect((await call('PUT', 'client', { token: null, body })).status).toBe(401);
    expect((await call('PUT', 'client', { token: candidate, body })).status).toBe(401);
    expect((await call('PUT', 'client', { token: clientless, body })).status).toBe(403);
  });

  it('takes a token only on its own site', async () => {
    expect((await call('GET', 'client', { host: OTHER_HOST })).status).toBe(401);
    const own = await call('GET', 'client', { token: elsewhere.token, host: OTHER_HOST });
    expect(own.body.data).toMatchObject({ name: 'Elsewhere' });
  });
});

describe('GET and PUT /client', () => {
  it('answers the current client', async () => {
    const row = await server.db
      .selectFrom('clients')
      .select(['uuid', 'email'])
      .where('id', '=', acme.clientId)
      .executeTakeFirstOrThrow();
    expect(await call('GET', 'client')).toEqual({
      status: 200,
      body: {
        data: {
          uuid: row.uuid,
          name: 'Acme BV',
          email: row.email,
          invoice_email: null,
          vat_number: null,
          credits: 0,
        },
      },
    });
  });

  it('updates it trimmed, for any user of the client, and keeps what the body leaves out', async () => {
    const body = {
      name: '  Acme Holding BV ',
      email: 'info@acme.example',
      invoice_email: ' invoices@acme.example ',
      vat_number: 'NL123456789B01',
      uuid: randomUUID(),
      credits: 1000,
    };
    const answer = await call('PUT', 'client', { token: colleague.token, body });
    expect(answer.status).toBe(200);
    const expected = {
      name: 'Acme Holding BV',
      email: 'info@acme.example',
      invoice_email: 'invoices@acme.example',
      vat_number: 'NL123456789B01',
      credits: 0,
    };
    expect(answer.body.data).toMatchObject(expected);
    expect((await call('GET', 'client')).body.data).toEqual(answer.body.data);
    // Only the name: the rest stays; empty and null clear.
    const kept = await call('PUT', 'client', { body: { name: 'Acme BV' } });
    expect(kept.body.data).toMatchObject({ ...expected, name: 'Acme BV' });
    const cleared = await call('PUT', 'client', {
      body: { name: 'Acme BV', invoice_email: '', vat_number: null },
    });
    expect(cleared.body.data).toMatchObject({ invoice_email: null, vat_number: null });
    // Another client is untouched.
    expect((await call('GET', 'client', { token: globex.token })).body.data).toMatchObject({
      name: 'Globex',
    });
  });

  it('refuses every bad field at once and changes nothing', async () => {
    const before = (await call('GET', 'client')).body.data;
    const answer = await call('PUT', 'client', {
      body: {
        name: '   ',
        email: 'not-an-email',
        invoice_email: 42,
        vat_number: 'X'.repeat(31),
      },
    });
    expect(answer).toEqual({
      status: 400,
      body: {
        message: 'The name field is required.',
        errors: {
          name: ['The name field is required.'],
          email: ['The email must be a valid email address.'],
          invoice_email: ['The invoice_email must be a valid email address.'],
          vat_number: ['The VAT number may be at most 30 characters.'],
        },
      },
    });
    expect((await call('GET', 'client')).body.data).toEqual(before);
    const long = await call('PUT', 'client', { body: { name: 'N'.repeat(201) } });
    expect(long.body.errors).toEqual({ name: ['The name may be at most 200 characters.'] });
    const lines = await call('PUT', 'client', { body: { name: 'A\nB' } });
    expect(lines.body.errors).toEqual({ name: ['The name must be a single line of text.'] });
    expect((await call('PUT', 'client', { body: {} })).status).toBe(400);
  });
});

describe('balances', () => {
  let products: Record<string, number>;

  /** An order of the client for a product, `daysAgo` old. */
  const order = async (
    clientId: number,
    product: string,
    daysAgo: number,
    fields: { status?: string; paid_at?: Date } = {},
  ) =>
    (
      await server.db
        .insertInto('orders')
        .values({
          uuid: randomUUID(),
          job_board_id: board.jobBoardId,
          client_id: clientId,
          product_job_board_id: products[product] as number,
          user_id: null,
          organisation_id: null,
          payment_type_id: null,
          po_number: null,
          email: null,
          amount: 100,
          payment_reference: null,
          payload: '{}',
          created_at: new Date(Date.now() - daysAgo * DAY),
          status: fields.status ?? 'order',
          paid_at: fields.paid_at ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    const catalogue = [
      // Names per locale (migration 010), as the demo's; the other products have none.
      {
        name: 'Jaarcontract',
        names: JSON.stringify({
          nl: 'Jaarcontract',
          'en-US': 'Annual contract',
          ro: 'Contract anual',
        }),
        product_type: 'contract',
        duration: 365,
      },
      { name: 'Kwartaalcontract', product_type: 'contract', duration: 90 },
      { name: 'Doorlopend contract', product_type: 'contract', duration: null },
      {
        name: 'Vacatureslot',
        names: JSON.stringify({ nl: 'Vacatureslot', 'en-US': 'Job slot', ro: 'Loc de anunț' }),
        product_type: 'slot',
        duration: 365,
      },
      { name: '10 credits', product_type: 'credit', duration: 365 },
      { name: 'Vacature Basis', product_type: 'job_posting', duration: 30 },
    ];
    products = {};
    for (const item of catalogue) {
      const product = await server.db
        .insertInto('products')
        .values({
          ...item,
          price: 100,
          purchase_url: null,
          benefits: '[]',
          discount: null,
          full_price: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const offer = await server.db
        .insertInto('product_job_boards')
        .values({ product_id: product.id, job_board_id: board.jobBoardId })
        .returning('id')
        .executeTakeFirstOrThrow();
      products[item.name] = offer.id;
    }
  });

  it('answers the credits column; a credits order does not change it', async () => {
    await server.db
      .updateTable('clients')
      .set({ credits: 7 })
      .where('id', '=', globex.clientId)
      .execute();
    await order(globex.clientId, '10 credits', 1);
    expect(await call('GET', 'client/credits-balance', { token: globex.token })).toEqual({
      status: 200,
      body: { data: { credits: 7 } },
    });
  });

  it('lists the running bought contracts, soonest end first, and the dashboard', async () => {
    const client = globex.clientId;
    const yearly = await order(client, 'Jaarcontract', 10);
    const quarter = await order(client, 'Kwartaalcontract', 30, {
      status: 'paid',
      paid_at: new Date(),
    });
    const endless = await order(client, 'Doorlopend contract', 500);
    await order(client, 'Jaarcontract', 400); // ended
    await order(client, 'Jaarcontract', 1, { status: 'cancelled' });
    await order(acme.clientId, 'Jaarcontract', 1); // another client's
    const slot = await order(client, 'Vacatureslot', 5);
    await order(client, 'Vacature Basis', 1);

    const created = async (id: number) =>
      (
        await server.db
          .selectFrom('orders')
          .select('created_at')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).created_at.getTime();
    const till = async (id: number, days: number) =>
      new Date((await created(id)) + days * DAY).toISOString();
    const contracts = [
      {
        id: quarter,
        name: 'Kwartaalcontract',
        product_type: 'contract',
        remaining: null,
        till: await till(quarter, 90),
      },
      {
        id: yearly,
        name: 'Jaarcontract',
        product_type: 'contract',
        remaining: null,
        till: await till(yearly, 365),
      },
      {
        id: endless,
        name: 'Doorlopend contract',
        product_type: 'contract',
        remaining: null,
        till: null,
      },
    ];
    expect(await call('GET', 'client/contracts-balance', { token: globex.token })).toEqual({
      status: 200,
      body: { data: { contracts } },
    });
    expect(await call('GET', 'client/dashboard', { token: globex.token })).toEqual({
      status: 200,
      body: {
        data: {
          credits: 7,
          contracts,
          slots: [
            {
              id: slot,
              name: 'Vacatureslot',
              product_type: 'slot',
              remaining: 1,
              till: await till(slot, 365),
              job_id: null,
            },
          ],
          subscriptions: [],
        },
      },
    });
  });

  it("names the contracts and slots in the request's locale, the default name without one", async () => {
    const client = colleague.clientId;
    const yearly = await order(client, 'Jaarcontract', 2);
    const quarter = await order(client, 'Kwartaalcontract', 2);
    const slot = await order(client, 'Vacatureslot', 2);
    const names = async (locale: string) => {
      const answer = await call<{ contracts: { id: number; name: string }[] }>(
        'GET',
        `client/dashboard?locale=${locale}`,
        { token: colleague.token },
      );
      const data = answer.body.data as {
        contracts: { id: number; name: string }[];
        slots: { id: number; name: string }[];
      };
      const contracts = await call<{ contracts: { id: number; name: string }[] }>(
        'GET',
        `client/contracts-balance?locale=${locale}`,
        { token: colleague.token },
      );
      expect(contracts.body.data?.contracts).toEqual(data.contracts);
      const byId = new Map([...data.contracts, ...data.slots].map((item) => [item.id, item.name]));
      return [byId.get(yearly), byId.get(quarter), byId.get(slot)];
    };
    expect(await names('en-US')).toEqual(['Annual contract', 'Kwartaalcontract', 'Job slot']);
    expect(await names('ro')).toEqual(['Contract anual', 'Kwartaalcontract', 'Loc de anunț']);
    expect(await names('nl')).toEqual(['Jaarcontract', 'Kwartaalcontract', 'Vacatureslot']);
  });

  it('answers empty balances for a client without orders', async () => {
    const answer = await call('GET', 'client/dashboard', {
      token: elsewhere.token,
      host: OTHER_HOST,
    });
    expect(answer.body.data).toEqual({ credits: 0, contracts: [], slots: [], subscriptions: [] });
  });
});
