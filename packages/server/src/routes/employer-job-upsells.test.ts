import type { JobUpsellOffer } from '@jobboard/schema';
import { ERROR_TEXTS } from '@jobboard/schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPSELL_ALREADY_RUNNING, UPSELL_JOB_NOT_ONLINE } from '../employer-jobs/job-upsells';
import { readMailbox } from '../mail/index';
import { PAYMENT_TYPE_NOT_OFFERED, PRODUCT_NOT_OFFERED } from '../orders/order-refusals';
import { insertSitePages } from '../seed/insert-board';
import { insertJobs, type JobSeed } from '../seed/insert-job';
import { insertClientJobs } from '../testing/insert-client-jobs';
import { callJson, insertTestEmployer, type TestEmployer } from '../testing/insert-test-employer';
import {
  insertTestPaymentType,
  insertTestProduct,
  type TestProduct,
} from '../testing/insert-test-products';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';

// `GET` and `POST /api/employer/v1/jobs/{id}/up-sell`: the board's up-sell products for a job of
// the employer's client, and buying one, which lifts the job in searches with `upsells=1`.

const DAY = 24 * 60 * 60 * 1000;
const BOARD_EMAIL = 'info@board.example';
const SEARCH_ORGANISATION = 'Zeppelin Search BV';

let server: TestServer;
let board: TestBoard;
let other: TestBoard;
let acme: TestEmployer;
let globex: TestEmployer;
let acmeEmail = '';
const ids = {
  invoice: 0,
  card: 0,
  spotlight: { product: 0, offer: 0 },
  forever: { product: 0, offer: 0 },
  posting: { product: 0, offer: 0 },
  inactive: { product: 0, offer: 0 },
  external: { product: 0, offer: 0 },
  otherBoard: { product: 0, offer: 0 },
};
/** Job ids of the acme client by name. */
const jobs: Record<string, number> = {};

/** An up-sell product (14 days unless said otherwise) offered by the job board. */
const insertProduct = (jobBoardId: number, product: TestProduct) =>
  insertTestProduct(server.db, jobBoardId, {
    type: 'jobUpSell',
    ...product,
    duration: product.duration === undefined ? 14 : product.duration,
  });
const insertPaymentType = (name: string, thirdParty: string) =>
  insertTestPaymentType(server.db, board.jobBoardId, name, thirdParty);

/** Jobs of the acme client by name (online unless the seed says otherwise), ids in `jobs`. */
async function insertAcmeJobs(seeds: Record<string, Partial<JobSeed>>): Promise<void> {
  const created = await insertClientJobs(
    server.db,
    board.jobBoardId,
    acme.clientId,
    seeds,
    'upsell',
  );
  for (const [name, job] of Object.entries(created)) jobs[name] = job.id;
}

/** `?locale=` names the request's locale, as the X-Locale header does. */
const withLocale = (path: string, locale?: string) =>
  locale === undefined ? path : `${path}?locale=${encodeURIComponent(locale)}`;

const upsells = (id: number | string, token: string | null = acme.token, locale?: string) =>
  callJson<JobUpsellOffer[]>(
    server,
    'GET',
    withLocale(`/api/employer/v1/jobs/${id}/up-sell`, locale),
    { host: board.host, token },
  );

const buy = (
  id: number | string,
  body: unknown,
  token: string | null = acme.token,
  locale?: string,
) =>
  callJson<JobUpsellOffer>(
    server,
    'POST',
    withLocale(`/api/employer/v1/jobs/${id}/up-sell`, locale),
    { host: board.host, token, body },
  );

const spotlight = () => ({
  product_id: ids.spotlight.product,
  product_job_board_id: ids.spotlight.offer,
});
const forever = () => ({
  product_id: ids.forever.product,
  product_job_board_id: ids.forever.offer,
});

/** Ends a job's up-sells a day ago, as time passing would. */
async function expireUpsells(jobId: number): Promise<void> {
  await server.db
    .updateTable('job_upsells')
    .set({ till: sql`now() - interval '1 day'` })
    .where('job_id', '=', jobId)
    .execute();
  await server.db
    .updateTable('jobs')
    .set({ upsold_till: sql`now() - interval '1 day'` })
    .where('id', '=', jobId)
    .execute();
}

async function orderCount(): Promise<number> {
  const row = await server.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeAll(async () => {
  // More purchases than one address may place in an hour: the limit is not what is tested here.
  server = await startTestServer({ rateLimits: { employerOrders: { limit: 1000 } } });
  board = await seedTestBoard(server.db, {
    placeholders: [{ key: 'email', value: BOARD_EMAIL, name: 'E-mail' }],
  });
  // The board's site speaks Dutch by default, English and Romanian too (the mails' languages).
  await insertSitePages(server.db, board.siteId, {
    settings: [
      { key: 'supportedLanguages', value: ['nl', 'en-US', 'ro'] },
      { key: 'defaultLanguage', value: 'nl' },
    ],
    pages: [],
  });
  other = await seedTestBoard(server.db, { name: 'Other board', hosts: ['other.example.com'] });
  acme = await insertTestEmployer(server.db, board);
  globex = await insertTestEmployer(server.db, { ...board, name: 'Globex' });
  acmeEmail = (
    await server.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', acme.userId)
      .executeTakeFirstOrThrow()
  ).email;
  ids.invoice = await insertPaymentType('Factuur', 'invoice');
  ids.card = await insertPaymentType('Creditcard', 'stripe');
  ids.spotlight = await insertProduct(board.jobBoardId, {
    name: 'Vacature in de spotlight',
    price: 99,
  });
  // Names per locale (migration 010), as the demo's; 'Altijd bovenaan' below has none.
  await server.db
    .updateTable('products')
    .set({
      names: JSON.stringify({
        nl: 'Vacature in de spotlight',
        'en-US': 'Job in the spotlight',
        ro: 'Anunț în prim-plan',
      }),
    })
    .where('id', '=', ids.spotlight.product)
    .execute();
  await server.db
    .updateTable('payment_types')
    .set({ names: JSON.stringify({ nl: 'Factuur', 'en-US': 'Invoice', ro: 'Factură' }) })
    .where('id', '=', ids.invoice)
    .execute();
  ids.forever = await insertProduct(board.jobBoardId, {
    name: 'Altijd bovenaan',
    price: 49,
    duration: null,
  });
  ids.posting = await insertProduct(board.jobBoardId, {
    name: 'Vacature Basis',
    price: 195,
    type: 'job_posting',
    duration: 30,
  });
  ids.inactive = await insertProduct(board.jobBoardId, {
    name: 'Oude spotlight',
    price: 10,
    active: false,
  });
  ids.external = await insertProduct(board.jobBoardId, {
    name: 'Externe spotlight',
    price: 20,
    url: 'https://shop.example/spotlight',
  });
  ids.otherBoard = await insertProduct(other.jobBoardId, { name: 'Andere spotlight', price: 30 });
  await insertAcmeJobs({
    online: {},
    listed: {},
    expiring: {},
    infinite: {},
    parallel: {},
    romanian: {},
    unpaid: {},
    draft: { status: 'draft', from_at: null, till_at: null },
    paused: { status: 'paused' },
    ended: { till_at: new Date(Date.now() - DAY) },
    later: { from_at: new Date(Date.now() + DAY) },
    // Three jobs alike but for their ids, for the search.
    search1: { organisation_name: SEARCH_ORGANISATION },
    search2: { organisation_name: SEARCH_ORGANISATION },
    search3: { organisation_name: SEARCH_ORGANISATION },
  });
}, 60_000);
afterAll(() => server?.close());

describe('GET /jobs/{id}/up-sell', () => {
  it("lists the board's active up-sell products by price, none running", async () => {
    expect(await upsells(jobs.listed as number)).toEqual({
      status: 200,
      body: {
        data: [
          {
            product_id: ids.forever.product,
            product_job_board_id: ids.forever.offer,
            name: 'Altijd bovenaan',
            price: 49,
            duration: null,
            running: null,
          },
          {
            product_id: ids.spotlight.product,
            product_job_board_id: ids.spotlight.offer,
            name: 'Vacature in de spotlight',
            price: 99,
            duration: 14,
            running: null,
          },
        ],
        total: 2,
      },
    });
  });

  it('lists them for a job that is not online too, by id or uuid', async () => {
    expect((await upsells(jobs.draft as number)).body.data).toHaveLength(2);
    const { uuid } = await server.db
      .selectFrom('jobs')
      .select('uuid')
      .where('id', '=', jobs.listed as number)
      .executeTakeFirstOrThrow();
    expect((await upsells(uuid)).body.data).toHaveLength(2);
  });

  it("names the products in the request's locale, the default name without one", async () => {
    const names = async (locale: string) =>
      ((await upsells(jobs.listed as number, acme.token, locale)).body.data ?? []).map(
        (offer) => offer.name,
      );
    expect(await names('en-US')).toEqual(['Altijd bovenaan', 'Job in the spotlight']);
    expect(await names('ro')).toEqual(['Altijd bovenaan', 'Anunț în prim-plan']);
    expect(await names('nl')).toEqual(['Altijd bovenaan', 'Vacature in de spotlight']);
  });

  it("answers only the owning client's employers", async () => {
    expect((await upsells(jobs.listed as number, globex.token)).status).toBe(404);
    expect((await upsells(jobs.listed as number, null)).status).toBe(401);
    expect((await upsells(999999)).status).toBe(404);
  });
});

describe('POST /jobs/{id}/up-sell', () => {
  it('buys the up-sell: the order, the running up-sell, the mails and the lifted job', async () => {
    const before = Date.now();
    const answer = await buy(jobs.online as number, { ...spotlight(), po_number: 'PO-7' });
    expect(answer.status).toBe(201);
    const data = answer.body.data as JobUpsellOffer;
    expect(data).toMatchObject({
      product_id: ids.spotlight.product,
      product_job_board_id: ids.spotlight.offer,
      name: 'Vacature in de spotlight',
      price: 99,
      duration: 14,
      running: { order_id: expect.any(Number) },
    });
    const running = data.running as NonNullable<JobUpsellOffer['running']>;
    const created = Date.parse(running.created_at);
    expect(created).toBeGreaterThanOrEqual(before - 5_000);
    expect(Date.parse(running.till as string) - created).toBe(14 * DAY);

    const order = await server.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', running.order_id)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      job_board_id: board.jobBoardId,
      client_id: acme.clientId,
      user_id: acme.userId,
      product_job_board_id: ids.spotlight.offer,
      payment_type_id: ids.invoice,
      po_number: 'PO-7',
      email: acmeEmail,
      amount: 99,
      status: 'order',
      payload: { job_id: jobs.online },
    });
    const rows = await server.db
      .selectFrom('job_upsells')
      .selectAll()
      .where('job_id', '=', jobs.online as number)
      .execute();
    expect(rows).toEqual([
      expect.objectContaining({ order_id: order.id, product_id: ids.spotlight.product }),
    ]);
    const job = await server.db
      .selectFrom('jobs')
      .select('upsold_till')
      .where('id', '=', jobs.online as number)
      .executeTakeFirstOrThrow();
    expect(new Date(job.upsold_till as Date).toISOString()).toBe(running.till);

    const mails = (await readMailbox(server.dataDir)).filter((mail) =>
      mail.subject.includes(String(order.id)),
    );
    expect(mails.map((mail) => mail.to).sort()).toEqual([acmeEmail, BOARD_EMAIL].sort());
    const notification = mails.find((mail) => mail.to === BOARD_EMAIL);
    expect(notification?.text).toContain('Zeppelinpiloot online');

    // The list shows it running; the other product is not.
    const list = (await upsells(jobs.online as number)).body.data as JobUpsellOffer[];
    expect(list.find((offer) => offer.product_id === ids.spotlight.product)?.running).toEqual(
      running,
    );
    expect(list.find((offer) => offer.product_id === ids.forever.product)?.running).toBeNull();
  });

  it("answers in the request's locale and mails the buyer in it, the board in Dutch", async () => {
    const answer = await buy(jobs.romanian as number, spotlight(), acme.token, 'ro');
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      product_id: ids.spotlight.product,
      name: 'Anunț în prim-plan',
    });
    const orderId = answer.body.data?.running?.order_id as number;
    const mails = await readMailbox(server.dataDir);
    const confirmation = mails.find(
      (mail) => mail.to === acmeEmail && mail.subject === `Comanda ta ${orderId} pe Test board`,
    );
    expect(confirmation?.text).toContain('Produs: Anunț în prim-plan – Zeppelinpiloot romanian');
    expect(confirmation?.text).toContain('Metodă de plată: Factură');
    const notification = mails.find(
      (mail) =>
        mail.to === BOARD_EMAIL &&
        mail.subject ===
          `Nieuwe bestelling ${orderId}: Vacature in de spotlight – Zeppelinpiloot romanian`,
    );
    expect(notification?.text).toContain('Betaalwijze: Factuur');
    const list = await upsells(jobs.romanian as number, acme.token, 'en-US');
    expect(
      list.body.data?.find((offer) => offer.product_id === ids.spotlight.product),
    ).toMatchObject({ name: 'Job in the spotlight', running: { order_id: orderId } });
  });

  it('refuses a second purchase while the up-sell runs with 409', async () => {
    const count = await orderCount();
    expect(await buy(jobs.online as number, spotlight())).toEqual({
      status: 409,
      body: { message: UPSELL_ALREADY_RUNNING },
    });
    expect(await orderCount()).toBe(count);
  });

  it('lets only one of two purchases at once through', async () => {
    const answers = await Promise.all([
      buy(jobs.parallel as number, spotlight()),
      buy(jobs.parallel as number, spotlight()),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const rows = await server.db
      .selectFrom('job_upsells')
      .select('id')
      .where('job_id', '=', jobs.parallel as number)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('runs again once the up-sell has ended', async () => {
    const first = await buy(jobs.expiring as number, spotlight());
    expect(first.status).toBe(201);
    await expireUpsells(jobs.expiring as number);
    const ended = (await upsells(jobs.expiring as number)).body.data as JobUpsellOffer[];
    expect(ended.every((offer) => offer.running === null)).toBe(true);

    const again = await buy(jobs.expiring as number, spotlight());
    expect(again.status).toBe(201);
    const orderId = again.body.data?.running?.order_id;
    expect(orderId).not.toBe(first.body.data?.running?.order_id);
    const list = (await upsells(jobs.expiring as number)).body.data as JobUpsellOffer[];
    expect(
      list.find((offer) => offer.product_id === ids.spotlight.product)?.running?.order_id,
    ).toBe(orderId);
  });

  it('runs no up-sell whose payment failed or that was cancelled, and sells it again', async () => {
    const job = jobs.unpaid as number;
    const setStatus = (orderId: number, status: string) =>
      server.db.updateTable('orders').set({ status }).where('id', '=', orderId).execute();
    const lifted = async () =>
      (
        await server.db
          .selectFrom('jobs')
          .select(sql<boolean>`coalesce(upsold_till > now(), false)`.as('lifted'))
          .where('id', '=', job)
          .executeTakeFirstOrThrow()
      ).lifted;
    const running = async () =>
      ((await upsells(job)).body.data as JobUpsellOffer[]).find(
        (offer) => offer.product_id === ids.spotlight.product,
      )?.running ?? null;
    for (const status of ['failed', 'cancelled', 'expired']) {
      const bought = await buy(job, spotlight());
      expect(bought.status, status).toBe(201);
      const orderId = bought.body.data?.running?.order_id as number;
      expect(await lifted()).toBe(true);
      await setStatus(orderId, status);
      expect(await running(), status).toBeNull();
      expect(await lifted(), status).toBe(false);
    }
    // Paid after all: it runs, and lifts the job, again.
    const last = await server.db
      .selectFrom('job_upsells')
      .select('order_id')
      .where('job_id', '=', job)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await setStatus(last.order_id, 'paid');
    expect((await running())?.order_id).toBe(last.order_id);
    expect(await lifted()).toBe(true);
    expect((await buy(job, spotlight())).status).toBe(409);
  });

  it('never ends a product without a duration, and a shorter one keeps the job lifted', async () => {
    const answer = await buy(jobs.infinite as number, forever());
    expect(answer.status).toBe(201);
    expect(answer.body.data?.running?.till).toBeNull();
    expect((await buy(jobs.infinite as number, spotlight())).status).toBe(201);
    const job = await server.db
      .selectFrom('jobs')
      .select(sql<boolean>`upsold_till = 'infinity'`.as('forever'))
      .where('id', '=', jobs.infinite as number)
      .executeTakeFirstOrThrow();
    expect(job.forever).toBe(true);
    expect((await buy(jobs.infinite as number, forever())).status).toBe(409);
  });

  it.each([
    ['a job posting product', () => ids.posting],
    ["another board's up-sell", () => ids.otherBoard],
    ['an inactive up-sell', () => ids.inactive],
    ['an up-sell sold elsewhere', () => ids.external],
    [
      "another product's offer",
      () => ({ product: ids.spotlight.product, offer: ids.forever.offer }),
    ],
  ])('refuses %s on product_id', async (_name, pick) => {
    const { product, offer } = pick();
    const answer = await buy(jobs.listed as number, {
      product_id: product,
      product_job_board_id: offer,
    });
    expect(answer).toEqual({
      status: 400,
      body: { message: PRODUCT_NOT_OFFERED, errors: { product_id: [PRODUCT_NOT_OFFERED] } },
    });
  });

  it('refuses the card provider, an unknown payment type and a body without its fields', async () => {
    const card = await buy(jobs.listed as number, { ...spotlight(), payment_type_id: ids.card });
    expect(card.status).toBe(400);
    expect(card.body.errors).toEqual({ payment_type_id: [ERROR_TEXTS.cardPaymentUnavailable] });
    const unknown = await buy(jobs.listed as number, { ...spotlight(), payment_type_id: 999999 });
    expect(unknown.body.errors).toEqual({ payment_type_id: [PAYMENT_TYPE_NOT_OFFERED] });
    const empty = await buy(jobs.listed as number, { product_id: ids.spotlight.product });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors ?? {})).toEqual(['product_job_board_id']);
  });

  it.each(['draft', 'paused', 'ended', 'later'])('refuses a %s job on job', async (name) => {
    const count = await orderCount();
    expect(await buy(jobs[name] as number, spotlight())).toEqual({
      status: 400,
      body: { message: UPSELL_JOB_NOT_ONLINE, errors: { job: [UPSELL_JOB_NOT_ONLINE] } },
    });
    expect(await orderCount()).toBe(count);
  });

  it("answers only the owning client's employers", async () => {
    expect((await buy(jobs.listed as number, spotlight(), globex.token)).status).toBe(404);
    expect((await buy(jobs.listed as number, spotlight(), null)).status).toBe(401);
    expect((await buy(999999, spotlight())).status).toBe(404);
    const list = (await upsells(jobs.listed as number)).body.data as JobUpsellOffer[];
    expect(list.every((offer) => offer.running === null)).toBe(true);
  });
});

describe('the job search with upsells=1', () => {
  const search = async (query: string) => {
    const response = await server.fetch(
      `/api/public/v1/job-boards/${board.jobBoardId}/jobs?organisation_name=zeppelin%20search${query}`,
    );
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { data: { slug: string }[] };
    return answer.data.map((job) => job.slug);
  };

  it('puts a job with a running up-sell first, and one whose up-sell ended not', async () => {
    expect((await buy(jobs.search1 as number, spotlight())).status).toBe(201);
    expect((await buy(jobs.search2 as number, spotlight())).status).toBe(201);
    await expireUpsells(jobs.search2 as number);
    // Alike otherwise, they go by id, newest first.
    expect(await search('')).toEqual(['upsell-search3', 'upsell-search2', 'upsell-search1']);
    expect(await search('&upsells=1')).toEqual([
      'upsell-search1',
      'upsell-search3',
      'upsell-search2',
    ]);
  });
});

describe('the rate limit of purchases', () => {
  it("counts purchases under the employer's orders from one address", async () => {
    const limited = await startTestServer({ rateLimits: { employerOrders: { limit: 1 } } });
    try {
      const seeded = await seedTestBoard(limited.db);
      const employer = await insertTestEmployer(limited.db, seeded);
      const product = await limited.db
        .insertInto('products')
        .values({
          name: 'Spotlight',
          price: 99,
          product_type: 'jobUpSell',
          benefits: '[]',
          duration: 14,
          purchase_url: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const offer = await limited.db
        .insertInto('product_job_boards')
        .values({ product_id: product.id, job_board_id: seeded.jobBoardId })
        .returning('id')
        .executeTakeFirstOrThrow();
      const jobIds = await insertJobs(limited.db, seeded.jobBoardId, [
        {
          status: 'active',
          slug: 'limited-1',
          title: 'Eerste',
          client_id: employer.clientId,
          from_at: new Date(Date.now() - DAY),
        },
        {
          status: 'active',
          slug: 'limited-2',
          title: 'Tweede',
          client_id: employer.clientId,
          from_at: new Date(Date.now() - DAY),
        },
      ]);
      const body = { product_id: product.id, product_job_board_id: offer.id };
      const purchase = (id: number) =>
        callJson(limited, 'POST', `/api/employer/v1/jobs/${id}/up-sell`, {
          host: seeded.host,
          token: employer.token,
          body,
        });
      expect((await purchase(jobIds[0] as number)).status).toBe(201);
      expect((await purchase(jobIds[1] as number)).status).toBe(429);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
