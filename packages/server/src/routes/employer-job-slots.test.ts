import { randomUUID } from 'node:crypto';
import type { SubscriptionEntry, Subscriptions } from '@jobboard/schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SLOT_HOLDS_ANOTHER_JOB, SLOT_NOT_RUNNING } from '../employer-jobs/job-slots';
import { insertClientJobs } from '../testing/insert-client-jobs';
import { insertSignedInUser } from '../testing/insert-signed-in-user';
import { callJson, insertTestEmployer, type TestEmployer } from '../testing/insert-test-employer';
import { insertTestProduct } from '../testing/insert-test-products';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';

// `PUT /api/employer/v1/jobs/{id}/slot`: a job of the employer's client in one of the client's
// running slots, one job per slot, as `GET client/dashboard` then shows it.

const DAY = 24 * 60 * 60 * 1000;

let server: TestServer;
let board: TestBoard;
let acme: TestEmployer;
let globex: TestEmployer;
let candidate: string;
/** The board's offers (`product_job_boards`) by product. */
const offers = { slot: 0, endless: 0, contract: 0, posting: 0 };
/** Job ids of the acme client by name. */
let jobs: Record<string, number> = {};
let globexJob = 0;

/** An order of the client for an offer, `daysAgo` old, bought (`order`) unless said otherwise. */
async function order(
  clientId: number,
  offer: number,
  daysAgo = 1,
  status = 'order',
): Promise<number> {
  const row = await server.db
    .insertInto('orders')
    .values({
      uuid: randomUUID(),
      job_board_id: board.jobBoardId,
      client_id: clientId,
      product_job_board_id: offer,
      user_id: null,
      organisation_id: null,
      payment_type_id: null,
      po_number: null,
      email: null,
      amount: 100,
      payment_reference: null,
      payload: '{}',
      created_at: new Date(Date.now() - daysAgo * DAY),
      status,
      paid_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** `?locale=` names the request's locale, as the X-Locale header does. */
const withLocale = (path: string, locale?: string) =>
  locale === undefined ? path : `${path}?locale=${encodeURIComponent(locale)}`;

const assign = (
  id: number | string,
  body: unknown,
  token: string | null = acme.token,
  locale?: string,
) =>
  callJson<SubscriptionEntry | null>(
    server,
    'PUT',
    withLocale(`/api/employer/v1/jobs/${id}/slot`, locale),
    { host: board.host, token, body },
  );

/** The client's slots as the dashboard lists them. */
async function slots(token = acme.token, locale?: string): Promise<SubscriptionEntry[]> {
  const path = withLocale('/api/employer/v1/client/dashboard', locale);
  const answer = await callJson<Subscriptions>(server, 'GET', path, { host: board.host, token });
  expect(answer.status).toBe(200);
  return answer.body.data?.slots ?? [];
}

/** The slot order each named job is in (null: none). */
async function slotsOfJobs(...names: string[]): Promise<(number | null)[]> {
  const rows = await server.db
    .selectFrom('jobs')
    .select(['id', 'slot_order_id'])
    .where(
      'id',
      'in',
      names.map((name) => jobs[name] as number),
    )
    .execute();
  return names.map((name) => rows.find((row) => row.id === jobs[name])?.slot_order_id ?? null);
}

beforeAll(async () => {
  server = await startTestServer();
  board = await seedTestBoard(server.db);
  const seat = { siteId: board.siteId, jobBoardId: board.jobBoardId };
  acme = await insertTestEmployer(server.db, { ...seat, name: 'Acme BV' });
  globex = await insertTestEmployer(server.db, { ...seat, name: 'Globex' });
  candidate = await insertSignedInUser(server.db, { siteId: board.siteId, role: 'candidate' });
  const product = (name: string, type: string, duration: number | null) =>
    insertTestProduct(server.db, board.jobBoardId, { name, price: 100, type, duration });
  const slotProduct = await product('Vacatureslot', 'slot', 365);
  offers.slot = slotProduct.offer;
  // Names per locale (migration 010), as the demo's; 'Vaste vacatureslot' has none.
  await server.db
    .updateTable('products')
    .set({ names: JSON.stringify({ nl: 'Vacatureslot', 'en-US': 'Job slot', ro: 'Loc de anunț' }) })
    .where('id', '=', slotProduct.product)
    .execute();
  offers.endless = (await product('Vaste vacatureslot', 'slot', null)).offer;
  offers.contract = (await product('Jaarcontract', 'contract', 365)).offer;
  offers.posting = (await product('Vacature Basis', 'job_posting', 30)).offer;
  const created = await insertClientJobs(
    server.db,
    board.jobBoardId,
    globex.clientId,
    { a: {} },
    'g',
  );
  globexJob = created.a?.id as number;
}, 60_000);
afterAll(() => server?.close());

// Each test starts from new jobs, and its own slots.
let count = 0;
beforeEach(async () => {
  count += 1;
  const created = await insertClientJobs(
    server.db,
    board.jobBoardId,
    acme.clientId,
    { first: {}, second: {}, draft: { status: 'draft', from_at: null, till_at: null } },
    `slot-${count}`,
  );
  jobs = Object.fromEntries(Object.entries(created).map(([name, job]) => [name, job.id]));
});

describe('PUT /jobs/{id}/slot', () => {
  it('puts a job in a free slot, as the dashboard then shows it', async () => {
    const slot = await order(acme.clientId, offers.slot, 10);
    const before = (await slots()).find((entry) => entry.id === slot);
    expect(before).toMatchObject({ remaining: 1, job_id: null });

    const answer = await assign(jobs.first as number, { subscription_id: slot });
    expect(answer).toEqual({
      status: 200,
      body: {
        data: {
          id: slot,
          name: 'Vacatureslot',
          product_type: 'slot',
          remaining: 0,
          till: before?.till,
          job_id: jobs.first,
        },
      },
    });
    expect((await slots()).find((entry) => entry.id === slot)).toEqual(answer.body.data);
    expect(await slotsOfJobs('first')).toEqual([slot]);
  });

  it("names the slot in the request's locale, the default name without one", async () => {
    const slot = await order(acme.clientId, offers.slot);
    const endless = await order(acme.clientId, offers.endless);
    const answer = await assign(jobs.first as number, { subscription_id: slot }, acme.token, 'ro');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: slot, name: 'Loc de anunț', job_id: jobs.first });
    const nameOf = async (id: number, locale?: string) =>
      (await slots(acme.token, locale)).find((entry) => entry.id === id)?.name;
    expect(await nameOf(slot, 'en-US')).toBe('Job slot');
    expect(await nameOf(slot, 'ro')).toBe('Loc de anunț');
    expect(await nameOf(slot)).toBe('Vacatureslot');
    expect(await nameOf(endless, 'en-US')).toBe('Vaste vacatureslot');
    const dutch = await assign(jobs.first as number, { subscription_id: slot });
    expect(dutch.body.data).toMatchObject({ id: slot, name: 'Vacatureslot' });
  });

  it('takes a draft, by its uuid too, and a slot without an end', async () => {
    const slot = await order(acme.clientId, offers.endless, 400);
    const { uuid } = await server.db
      .selectFrom('jobs')
      .select('uuid')
      .where('id', '=', jobs.draft as number)
      .executeTakeFirstOrThrow();
    const answer = await assign(uuid, { subscription_id: slot });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ till: null, remaining: 0, job_id: jobs.draft });
  });

  it('answers the same again for the job already in the slot', async () => {
    const slot = await order(acme.clientId, offers.slot);
    const first = await assign(jobs.first as number, { subscription_id: slot });
    expect(await assign(jobs.first as number, { subscription_id: slot })).toEqual(first);
    expect(await slotsOfJobs('first')).toEqual([slot]);
  });

  it('refuses a slot that holds another job with 409, and moves nothing', async () => {
    const slot = await order(acme.clientId, offers.slot);
    const other = await order(acme.clientId, offers.slot);
    await assign(jobs.first as number, { subscription_id: slot });
    await assign(jobs.second as number, { subscription_id: other });
    expect(await assign(jobs.second as number, { subscription_id: slot })).toEqual({
      status: 409,
      body: { message: SLOT_HOLDS_ANOTHER_JOB },
    });
    expect(await slotsOfJobs('first', 'second')).toEqual([slot, other]);
  });

  it('moves a job to another slot and frees the one it was in', async () => {
    const slot = await order(acme.clientId, offers.slot);
    const other = await order(acme.clientId, offers.slot);
    await assign(jobs.first as number, { subscription_id: slot });
    expect((await assign(jobs.first as number, { subscription_id: other })).status).toBe(200);
    const listed = await slots();
    expect(listed.find((entry) => entry.id === slot)).toMatchObject({
      remaining: 1,
      job_id: null,
    });
    expect(listed.find((entry) => entry.id === other)).toMatchObject({
      remaining: 0,
      job_id: jobs.first,
    });
    // The freed slot takes another job.
    expect((await assign(jobs.second as number, { subscription_id: slot })).status).toBe(200);
  });

  it('takes a job out of its slot with null', async () => {
    const slot = await order(acme.clientId, offers.slot);
    await assign(jobs.first as number, { subscription_id: slot });
    expect(await assign(jobs.first as number, { subscription_id: null })).toEqual({
      status: 200,
      body: { data: null },
    });
    expect(await slotsOfJobs('first')).toEqual([null]);
    expect((await slots()).find((entry) => entry.id === slot)).toMatchObject({ remaining: 1 });
  });

  it('frees the slot of a deleted job', async () => {
    const slot = await order(acme.clientId, offers.slot);
    await assign(jobs.first as number, { subscription_id: slot });
    const deleted = await callJson(server, 'DELETE', `/api/employer/v1/jobs/${jobs.first}`, {
      host: board.host,
      token: acme.token,
    });
    expect(deleted.status).toBe(200);
    expect((await slots()).find((entry) => entry.id === slot)).toMatchObject({
      remaining: 1,
      job_id: null,
    });
    expect((await assign(jobs.first as number, { subscription_id: slot })).status).toBe(404);
    expect((await assign(jobs.second as number, { subscription_id: slot })).status).toBe(200);
  });

  it('puts one of two jobs sent to one slot at once in it; the other gets 409', async () => {
    const slot = await order(acme.clientId, offers.slot);
    const answers = await Promise.all([
      assign(jobs.first as number, { subscription_id: slot }),
      assign(jobs.second as number, { subscription_id: slot }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const placed = await slotsOfJobs('first', 'second');
    expect(placed.filter((id) => id === slot)).toHaveLength(1);
  });

  it('refuses what is not a running slot of the client with 400 on subscription_id', async () => {
    const refused = {
      status: 400,
      body: { message: SLOT_NOT_RUNNING, errors: { subscription_id: [SLOT_NOT_RUNNING] } },
    };
    const notRunning = [
      await order(globex.clientId, offers.slot), // another client's
      await order(acme.clientId, offers.slot, 366), // ended
      await order(acme.clientId, offers.slot, 1, 'cancelled'),
      await order(acme.clientId, offers.contract),
      await order(acme.clientId, offers.posting),
      999_999,
      2 ** 40,
    ];
    for (const id of notRunning) {
      expect(await assign(jobs.first as number, { subscription_id: id })).toEqual(refused);
    }
    expect(await slotsOfJobs('first')).toEqual([null]);
  });

  it('refuses a body without a whole subscription_id with 400', async () => {
    for (const body of [{}, { subscription_id: '1' }, { subscription_id: 1.5 }]) {
      const answer = await assign(jobs.first as number, body);
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.errors ?? {})).toEqual(['subscription_id']);
    }
    const extra = await assign(jobs.first as number, { subscription_id: null, job_id: 1 });
    expect(extra.status).toBe(400);
  });

  it('answers 404 for a job that is not the client’s, 401 without an employer', async () => {
    const slot = await order(acme.clientId, offers.slot);
    expect((await assign(globexJob, { subscription_id: slot })).status).toBe(404);
    expect((await assign(999_999, { subscription_id: slot })).status).toBe(404);
    expect((await assign('not-a-job', { subscription_id: slot })).status).toBe(404);
    expect((await assign(jobs.first as number, { subscription_id: slot }, null)).status).toBe(401);
    expect((await assign(jobs.first as number, { subscription_id: slot }, candidate)).status).toBe(
      401,
    );
    expect((await slots()).find((entry) => entry.id === slot)).toMatchObject({ remaining: 1 });
  });
});
