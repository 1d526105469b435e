import { ERROR_TEXTS } from '@jobboard/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_TAKEN_CODE } from '../accounts/account-errors';
import { RATE_LIMITED_CODE } from '../http/rate-limit';
import { readMailbox } from '../mail/index';
import {
  JOB_BOARD_NOT_THIS_SITE,
  ORGANISATION_NOT_CLIENTS,
  PAYMENT_TYPE_NOT_OFFERED,
  PRODUCT_NOT_OFFERED,
} from '../orders/order-refusals';
import { insertSignedInUser } from '../testing/insert-signed-in-user';
import {
  insertTestPaymentType,
  insertTestProduct,
  type TestProduct,
} from '../testing/insert-test-products';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';

const BOARD_EMAIL = 'info@board.example';
const OTHER_HOST = 'other.example.com';

interface Answer {
  status: number;
  body: {
    data?: Record<string, unknown> & Record<string, unknown>[];
    total?: number;
    message?: string;
    code?: string;
    errors?: Record<string, string[]>;
  };
}

let server: TestServer;
let board: TestBoard;
let other: TestBoard;
/** Ids of the seeded rows. */
const ids = {
  invoice: 0,
  card: 0,
  inactiveType: 0,
  otherInvoice: 0,
  basic: { product: 0, offer: 0 },
  premium: { product: 0, offer: 0 },
  inactive: { product: 0, offer: 0 },
  external: { product: 0, offer: 0 },
  contract: { product: 0, offer: 0 },
  otherBoard: { product: 0, offer: 0 },
};

const insertProduct = (jobBoardId: number, product: TestProduct) =>
  insertTestProduct(server.db, jobBoardId, product);
const insertPaymentType = (jobBoardId: number, name: string, thirdParty: string, active = true) =>
  insertTestPaymentType(server.db, jobBoardId, name, thirdParty, active);

beforeAll(async () => {
  // More orders than one address may place in an hour: the limit is not what is tested here.
  server = await startTestServer({
    rateLimits: {
      orders: { limit: 1000 },
      orderRecipient: { limit: 1000 },
      orderCheck: { limit: 1000 },
      employerOrders: { limit: 1000 },
    },
  });
  board = await seedTestBoard(server.db, {
    placeholders: [{ key: 'email', value: BOARD_EMAIL, name: 'E-mail' }],
  });
  other = await seedTestBoard(server.db, { name: 'Other board', hosts: [OTHER_HOST] });
  ids.invoice = await insertPaymentType(board.jobBoardId, 'Factuur', 'invoice');
  ids.card = await insertPaymentType(board.jobBoardId, 'Creditcard', 'stripe');
  ids.inactiveType = await insertPaymentType(board.jobBoardId, 'Oude factuur', 'invoice', false);
  ids.otherInvoice = await insertPaymentType(other.jobBoardId, 'Factuur', 'invoice');
  ids.basic = await insertProduct(board.jobBoardId, { name: 'Vacature Basis', price: 195 });
  ids.premium = await insertProduct(board.jobBoardId, { name: 'Vacature Premium', price: 595 });
  ids.inactive = await insertProduct(board.jobBoardId, {
    name: 'Vacature Oud',
    price: 95,
    active: false,
  });
  ids.external = await insertProduct(board.jobBoardId, {
    name: 'Vacature Extern',
    price: 150,
    url: 'https://shop.example/buy',
  });
  ids.contract = await insertProduct(board.jobBoardId, {
    name: 'Jaarcontract',
    price: 4950,
    type: 'contract',
  });
  ids.otherBoard = await insertProduct(other.jobBoardId, { name: 'Andere vacature', price: 50 });
}, 60_000);
afterAll(() => server?.close());

async function call(
  family: 'public' | 'employer',
  method: 'GET' | 'POST',
  path: string,
  options: {
    body?: unknown;
    token?: string | undefined;
    host?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const response = await server.fetch(`/api/${family}/v1/${path}`, {
    method,
    headers: {
      'X-Site-Host': options.host ?? board.host,
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(options.token === undefined ? {} : { Authorization: `Bearer ${options.token}` }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

let counter = 0;
const uniqueEmail = (name: string) => `${name}-${++counter}@example.com`;

/** The public order form as the client sends it, for the basic product. */
function publicOrder(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail('buyer'),
    given_name: 'Anna',
    family_name: 'de Boer',
    name: 'Example BV',
    job_board_id: board.jobBoardId,
    product_job_board_id: ids.basic.offer,
    product_id: ids.basic.product,
    ...overrides,
  };
}

const placePublic = (body: unknown, headers: Record<string, string> = {}, host?: string) =>
  call('public', 'POST', 'orders', { body, headers, ...(host ? { host } : {}) });

async function orderCount(): Promise<number> {
  const row = await server.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function orderRow(id: unknown) {
  return server.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', Number(id))
    .executeTakeFirstOrThrow();
}

/** The one mail to `to` whose subject holds `subject`. */
async function mailTo(to: string, subject: string) {
  const mails = (await readMailbox(server.dataDir)).filter(
    (mail) => mail.to === to && mail.subject.includes(subject),
  );
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  return mail && { ...mail, text: mail.text.trimEnd() };
}

/** A signed-in employer of the board acting for a client that manages one organisation. */
async function signInEmployer(options: { client?: boolean; current?: boolean } = {}) {
  const email = uniqueEmail('employer');
  const token = await insertSignedInUser(server.db, {
    siteId: board.siteId,
    role: 'employer',
    email,
  });
  const user = await server.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  await server.db
    .updateTable('users')
    .set({ given_name: 'Eva', family_name: 'Visser' })
    .where('id', '=', user.id)
    .execute();
  if (options.client === false) return { token, email, userId: user.id, clientId: 0, orgId: 0 };
  const client = await server.db
    .insertInto('clients')
    .values({
      uuid: crypto.randomUUID(),
      job_board_id: board.jobBoardId,
      name: `Client ${counter}`,
      email,
      invoice_email: `invoices-${counter}@example.com`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await server.db
    .insertInto('client_users')
    .values({
      client_id: client.id,
      user_id: user.id,
      is_owner: true,
      is_current: options.current ?? true,
    })
    .execute();
  const organisation = await server.db
    .insertInto('organisations')
    .values({
      job_board_id: board.jobBoardId,
      client_id: client.id,
      slug: `client-org-${counter}`,
      name: `Client org ${counter}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, email, userId: user.id, clientId: client.id, orgId: organisation.id };
}

/** The employer order payload for the basic product, paid by invoice. */
function employerOrder(overrides: Record<string, unknown> = {}) {
  return {
    job_board_id: board.jobBoardId,
    product_job_board_id: ids.basic.offer,
    payment_type_id: ids.invoice,
    ...overrides,
  };
}

const placeEmployer = (token: string | undefined, body: unknown, productId: unknown) =>
  call('employer', 'POST', `orders/product/${productId}`, { body, token });

async function setCardProvider(enabled: boolean | null): Promise<void> {
  await server.db.deleteFrom('third_parties').where('site_id', '=', board.siteId).execute();
  if (enabled === null) return;
  await server.db
    .insertInto('third_parties')
    .values({
      site_id: board.siteId,
      implementation: 'stripe',
      enabled,
      public_information: JSON.stringify({ key: 'pk_test' }),
    })
    .execute();
}

describe('POST /orders with only an email (check-only)', () => {
  it('answers 200 with exists: false for an address without an employer account', async () => {
    const email = uniqueEmail('new');
    const answer = await placePublic({ email });
    expect(answer).toEqual({ status: 200, body: { data: { email, exists: false } } });
  });

  it('answers the existing-account error for an employer of the site, in any case', async () => {
    const email = uniqueEmail('boss');
    await insertSignedInUser(server.db, { siteId: board.siteId, role: 'employer', email });
    const answer = await placePublic({ email: email.toUpperCase() });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: ERROR_TEXTS.emailAlreadyExists,
      code: EMAIL_TAKEN_CODE,
      errors: { email: [EMAIL_TAKEN_CODE] },
    });
  });

  it('ignores candidates, deleted employers and employers of other sites', async () => {
    const candidate = uniqueEmail('candidate');
    await insertSignedInUser(server.db, {
      siteId: board.siteId,
      role: 'candidate',
      email: candidate,
    });
    const deleted = uniqueEmail('gone');
    await insertSignedInUser(server.db, { siteId: board.siteId, role: 'employer', email: deleted });
    await server.db
      .updateTable('users')
      .set({ deleted_at: new Date() })
      .where('email', '=', deleted)
      .execute();
    const elsewhere = uniqueEmail('elsewhere');
    await insertSignedInUser(server.db, {
      siteId: other.siteId,
      role: 'employer',
      email: elsewhere,
    });
    for (const email of [candidate, deleted, elsewhere]) {
      expect((await placePublic({ email })).body).toEqual({ data: { email, exists: false } });
    }
  });

  it('refuses an invalid address with a field error', async () => {
    const answer = await placePublic({ email: 'not-an-address' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.email).toHaveLength(1);
  });
});

describe('POST /orders with the order form', () => {
  it('stores the order with its fields, amount and the invoice type, and answers it (201)', async () => {
    const before = await orderCount();
    const address = {
      address_line_1: 'Damrak 1',
      city: 'Amsterdam',
      postal_code: '1012 LG',
      country_code: 'NL',
    };
    const form = publicOrder({
      invoice_email: 'invoices@example.com',
      po_number: 'PO-42',
      phone: '+31 20 123 4567',
      address,
    });
    const answer = await placePublic(form, { 'X-Locale': 'en-US' });
    expect(answer.status).toBe(201);
    const id = answer.body.data?.id;
    expect(answer.body).toEqual({
      data: {
        id: expect.any(Number),
        status: 'order',
        product_id: ids.basic.product,
        payment_url: null,
      },
    });
    expect(await orderCount()).toBe(before + 1);
    const row = await orderRow(id);
    expect(row).toMatchObject({
      job_board_id: board.jobBoardId,
      product_job_board_id: ids.basic.offer,
      status: 'order',
      amount: 195,
      email: form.email,
      po_number: 'PO-42',
      payment_type_id: ids.invoice,
      client_id: null,
      user_id: null,
      organisation_id: null,
      payment_reference: null,
    });
    expect(row.payload).toEqual({
      name: 'Example BV',
      given_name: 'Anna',
      family_name: 'de Boer',
      invoice_email: 'invoices@example.com',
      phone: '+31 20 123 4567',
      address,
    });

    const confirmation = await mailTo(form.email, `Your order ${id}`);
    expect(confirmation?.subject).toBe(`Your order ${id} on Test board`);
    expect(confirmation?.text).toBe(
      [
        'Thank you for your order on Test board.',
        '',
        `Order number: ${id}`,
        'Product: Vacature Basis',
        'Price: €195',

        'Payment method: Factuur',
        '',
        'Test board will send the invoice to invoices@example.com.',
      ].join('\n'),
    );
    // The board reads its notification in the site's default language (nl).
    const notification = await mailTo(BOARD_EMAIL, `bestelling ${id}:`);
    expect(notification?.subject).toBe(`Nieuwe bestelling ${id}: Vacature Basis`);
    expect(notification?.text).toBe(
      [
        'Er is een nieuwe bestelling geplaatst via Test board.',
        '',
        `Bestelnummer: ${id}`,
        'Product: Vacature Basis',
        'Prijs: € 195',
        'PO-nummer: PO-42',
        'Betaalwijze: Factuur',
        'Bedrijf: Example BV',
        'Contactpersoon: Anna de Boer',
        `E-mail: ${form.email}`,
        'Factuur-e-mail: invoices@example.com',
        'Telefoon: +31 20 123 4567',
        'Adres: Damrak 1, 1012 LG Amsterdam, NL',
      ].join('\n'),
    );
  });

  it('confirms in Dutch by default and in Romanian when the request asks', async () => {
    const dutch = publicOrder();
    const first = await placePublic(dutch);
    expect(first.status).toBe(201);
    const nl = await mailTo(dutch.email, `${first.body.data?.id}`);
    expect(nl?.subject).toBe(`Je bestelling ${first.body.data?.id} bij Test board`);
    expect(nl?.text).toContain('Prijs: € 195');
    expect(nl?.text).toContain(`Test board stuurt de factuur naar ${dutch.email}.`);

    const romanian = publicOrder({
      product_job_board_id: ids.premium.offer,
      product_id: ids.premium.product,
    });
    const second = await placePublic(romanian, { 'Accept-Language': 'ro-RO,ro;q=0.9' });
    expect(second.status).toBe(201);
    expect(second.body.data?.product_id).toBe(ids.premium.product);
    expect((await orderRow(second.body.data?.id)).amount).toBe(595);
    const ro = await mailTo(romanian.email, `${second.body.data?.id}`);
    expect(ro?.subject).toBe(`Comanda ta ${second.body.data?.id} pe Test board`);
    expect(ro?.text).toContain('Produs: Vacature Premium');
    expect(ro?.text).toContain('Preț: 595 EUR');
  });

  it('takes a named invoice type and drops empty optional fields', async () => {
    const form = publicOrder({ payment_type_id: ids.invoice, invoice_email: '', po_number: '' });
    const answer = await placePublic(form);
    expect(answer.status).toBe(201);
    const row = await orderRow(answer.body.data?.id);
    expect(row.payment_type_id).toBe(ids.invoice);
    expect(row.po_number).toBeNull();
    expect(row.payload).toEqual({ name: 'Example BV', given_name: 'Anna', family_name: 'de Boer' });
  });

  it('stores no payment type on a board without one', async () => {
    const form = publicOrder({
      job_board_id: other.jobBoardId,
      product_job_board_id: ids.otherBoard.offer,
      product_id: ids.otherBoard.product,
    });
    await server.db.deleteFrom('payment_types').where('id', '=', ids.otherInvoice).execute();
    const answer = await placePublic(form, {}, OTHER_HOST);
    expect(answer.status).toBe(201);
    const row = await orderRow(answer.body.data?.id);
    expect(row).toMatchObject({
      job_board_id: other.jobBoardId,
      payment_type_id: null,
      amount: 50,
    });
    // The other board has no address of its own: only the buyer is mailed.
    await mailTo(form.email, `${answer.body.data?.id}`);
  });

  describe('refusals (nothing is stored)', () => {
    let before: number;
    beforeAll(async () => {
      before = await orderCount();
    });
    afterAll(async () => {
      expect(await orderCount()).toBe(before);
    });

    it('lists every invalid or missing field', async () => {
      const answer = await placePublic({
        email: 'nope',
        family_name: 'de Boer',
        name: 'Example BV',
        phone: 'call me',
        job_board_id: board.jobBoardId,
        product_job_board_id: 'one',
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toEqual(expect.any(String));
      expect(Object.keys(answer.body.errors ?? {}).sort()).toEqual([
        'email',
        'given_name',
        'phone',
        'product_id',
        'product_job_board_id',
      ]);
      expect(answer.body.errors?.given_name).toEqual(['The given name field is required.']);
    });

    it('refuses text that starts lines of its own, is too long or is only white space', async () => {
      const answer = await placePublic(
        publicOrder({
          po_number: '1\n\nYour payment failed: pay at https://evil.example',
          name: 'x'.repeat(201),
          given_name: '   ',
          address: {
            address_line_1: 'Dorpsstraat 1\r\nBcc: someone',
            city: 'Utrecht',
            postal_code: '3511 AB',
            country_code: 'NL',
          },
        }),
      );
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.errors ?? {}).sort()).toEqual([
        'address.address_line_1',
        'given_name',
        'name',
        'po_number',
      ]);
    });

    it('refuses another board’s job_board_id', async () => {
      const answer = await placePublic(publicOrder({ job_board_id: other.jobBoardId }));
      expect(answer).toEqual({
        status: 400,
        body: {
          message: JOB_BOARD_NOT_THIS_SITE,
          errors: { job_board_id: [JOB_BOARD_NOT_THIS_SITE] },
        },
      });
    });

    it.each([
      ['a product of another board', () => ids.otherBoard],
      ['an inactive product', () => ids.inactive],
      ['a product sold through a purchase_url', () => ids.external],
      ['a product that is not a job posting', () => ids.contract],
      ['an offer of another product', () => ({ ...ids.basic, product: ids.premium.product })],
      ['ids beyond any row', () => ({ product: 3_000_000_000, offer: 3_000_000_000 })],
    ])('refuses %s on product_id', async (_name, pick) => {
      const { product, offer } = pick();
      const answer = await placePublic(
        publicOrder({ product_job_board_id: offer, product_id: product }),
      );
      expect(answer).toEqual({
        status: 400,
        body: { message: PRODUCT_NOT_OFFERED, errors: { product_id: [PRODUCT_NOT_OFFERED] } },
      });
    });

    it('refuses the card provider with the spec’s text', async () => {
      const answer = await placePublic(publicOrder({ payment_type_id: ids.card }));
      expect(answer).toEqual({
        status: 400,
        body: {
          message: ERROR_TEXTS.cardPaymentUnavailable,
          errors: { payment_type_id: [ERROR_TEXTS.cardPaymentUnavailable] },
        },
      });
    });

    it('refuses an inactive payment type and one of another board', async () => {
      for (const id of [ids.inactiveType, ids.otherInvoice, 3_000_000_000]) {
        const answer = await placePublic(publicOrder({ payment_type_id: id }));
        expect(answer).toEqual({
          status: 400,
          body: {
            message: PAYMENT_TYPE_NOT_OFFERED,
            errors: { payment_type_id: [PAYMENT_TYPE_NOT_OFFERED] },
          },
        });
      }
    });

    it('sends an employer of the site to log in (existing-account error)', async () => {
      const email = uniqueEmail('owner');
      await insertSignedInUser(server.db, { siteId: board.siteId, role: 'employer', email });
      const answer = await placePublic(publicOrder({ email }));
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(EMAIL_TAKEN_CODE);
      expect(answer.body.errors).toEqual({ email: [EMAIL_TAKEN_CODE] });
    });
  });
});

describe('POST /orders/product/{productId} (employer)', () => {
  it('stores an invoice order of the current client and mails the employer (201)', async () => {
    const employer = await signInEmployer();
    const answer = await placeEmployer(
      employer.token,
      employerOrder({
        po_number: 'PO-7',
        organisation_id: employer.orgId,
        redirect_url: 'https://board.example.com/orders/done',
      }),
      ids.basic.product,
    );
    expect(answer.status).toBe(201);
    const id = answer.body.data?.id;
    expect(answer.body).toEqual({
      data: {
        id: expect.any(Number),
        status: 'order',
        product_id: ids.basic.product,
        payment_url: null,
      },
    });
    expect(await orderRow(id)).toMatchObject({
      job_board_id: board.jobBoardId,
      product_job_board_id: ids.basic.offer,
      client_id: employer.clientId,
      user_id: employer.userId,
      organisation_id: employer.orgId,
      payment_type_id: ids.invoice,
      po_number: 'PO-7',
      email: employer.email,
      amount: 195,
      status: 'order',
      payload: { redirect_url: 'https://board.example.com/orders/done' },
    });
    const mail = await mailTo(employer.email, `${id}`);
    expect(mail?.subject).toBe(`Je bestelling ${id} bij Test board`);
    expect(mail?.text).toContain('Product: Vacature Basis');
    expect(mail?.text).toContain(`Test board stuurt de factuur naar invoices-`);
    const notification = await mailTo(BOARD_EMAIL, `bestelling ${id}:`);
    expect(notification?.text).toContain('Contactpersoon: Eva Visser');
  });

  it('refuses the card provider with the spec’s text, also when the site enables it', async () => {
    const employer = await signInEmployer();
    const before = await orderCount();
    for (const enabled of [null, true]) {
      await setCardProvider(enabled);
      const answer = await placeEmployer(
        employer.token,
        employerOrder({ payment_type_id: ids.card, stripe_token: 'tok_visa' }),
        ids.basic.product,
      );
      expect(answer).toEqual({
        status: 400,
        body: {
          message: ERROR_TEXTS.cardPaymentUnavailable,
          errors: { payment_type_id: [ERROR_TEXTS.cardPaymentUnavailable] },
        },
      });
    }
    await setCardProvider(null);
    expect(await orderCount()).toBe(before);
  });

  it('answers 401 without a token and to a candidate’s token', async () => {
    const candidate = await insertSignedInUser(server.db, {
      siteId: board.siteId,
      role: 'candidate',
    });
    for (const token of [undefined, candidate]) {
      const answer = await placeEmployer(token, employerOrder(), ids.basic.product);
      expect(answer.status).toBe(401);
      expect(answer.body.message).toEqual(expect.any(String));
    }
  });

  it('requires a current client (Employer account required)', async () => {
    const withoutClient = await signInEmployer({ client: false });
    const notCurrent = await signInEmployer({ current: false });
    for (const { token } of [withoutClient, notCurrent]) {
      const answer = await placeEmployer(token, employerOrder(), ids.basic.product);
      expect(answer).toEqual({
        status: 400,
        body: { message: ERROR_TEXTS.employerAccountRequired },
      });
    }
  });

  it('refuses another client’s organisation on organisation_id', async () => {
    const employer = await signInEmployer();
    const stranger = await signInEmployer();
    for (const organisationId of [stranger.orgId, board.organisationId]) {
      const answer = await placeEmployer(
        employer.token,
        employerOrder({ organisation_id: organisationId }),
        ids.basic.product,
      );
      expect(answer).toEqual({
        status: 400,
        body: {
          message: ORGANISATION_NOT_CLIENTS,
          errors: { organisation_id: [ORGANISATION_NOT_CLIENTS] },
        },
      });
    }
  });

  it('refuses a product the board does not offer as the path names it', async () => {
    const employer = await signInEmployer();
    const cases: [unknown, number][] = [
      [ids.premium.product, ids.basic.offer],
      [ids.inactive.product, ids.inactive.offer],
      [ids.external.product, ids.external.offer],
      [ids.otherBoard.product, ids.otherBoard.offer],
      ['abc', ids.basic.offer],
    ];
    for (const [productId, offer] of cases) {
      const answer = await placeEmployer(
        employer.token,
        employerOrder({ product_job_board_id: offer }),
        productId,
      );
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ product_id: [PRODUCT_NOT_OFFERED] });
    }
  });

  it('refuses missing fields and an inactive payment type', async () => {
    const employer = await signInEmployer();
    const missing = await placeEmployer(
      employer.token,
      { job_board_id: board.jobBoardId },
      ids.basic.product,
    );
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors ?? {}).sort()).toEqual([
      'payment_type_id',
      'product_job_board_id',
    ]);
    const inactive = await placeEmployer(
      employer.token,
      employerOrder({ payment_type_id: ids.inactiveType }),
      ids.basic.product,
    );
    expect(inactive.body.errors).toEqual({ payment_type_id: [PAYMENT_TYPE_NOT_OFFERED] });
    const scripted = await placeEmployer(
      employer.token,
      employerOrder({ redirect_url: 'javascript:alert(1)', po_number: 'a\nb' }),
      ids.basic.product,
    );
    expect(Object.keys(scripted.body.errors ?? {}).sort()).toEqual(['po_number', 'redirect_url']);
  });
});

describe('GET /orders/{id} (employer)', () => {
  it('answers an order of the employer’s client, also one a colleague placed; else 404', async () => {
    const employer = await signInEmployer();
    const placed = await placeEmployer(employer.token, employerOrder(), ids.basic.product);
    const id = placed.body.data?.id;
    const own = await call('employer', 'GET', `orders/${id}`, { token: employer.token });
    expect(own).toEqual({
      status: 200,
      body: { data: { id, status: 'order', product_id: ids.basic.product, payment_url: null } },
    });

    const colleague = await signInEmployer({ client: false });
    await server.db
      .insertInto('client_users')
      .values({ client_id: employer.clientId, user_id: colleague.userId, is_current: true })
      .execute();
    const shared = await call('employer', 'GET', `orders/${id}`, { token: colleague.token });
    expect(shared.status).toBe(200);

    const stranger = await signInEmployer();
    const publicOrderId = (await placePublic(publicOrder())).body.data?.id;
    for (const path of [`orders/${id}`, `orders/${publicOrderId}`, 'orders/999999', 'orders/x']) {
      const answer = await call('employer', 'GET', path, { token: stranger.token });
      expect(answer).toEqual({ status: 404, body: { message: 'Order not found' } });
    }
  });

  it('answers an order the employer placed for a client it no longer acts for', async () => {
    const employer = await signInEmployer();
    const placed = await placeEmployer(employer.token, employerOrder(), ids.basic.product);
    await server.db
      .updateTable('client_users')
      .set({ is_current: false })
      .where('user_id', '=', employer.userId)
      .execute();
    const answer = await call('employer', 'GET', `orders/${placed.body.data?.id}`, {
      token: employer.token,
    });
    expect(answer.status).toBe(200);
  });

  it('answers 401 to a candidate', async () => {
    const token = await insertSignedInUser(server.db, { siteId: board.siteId, role: 'candidate' });
    expect((await call('employer', 'GET', 'orders/1', { token })).status).toBe(401);
  });
});

describe('GET /payment-types (employer)', () => {
  const invoice = () => ({ id: ids.invoice, name: 'Factuur', third_party: null });

  it('leaves the card provider out, even where the site enables it (no integration)', async () => {
    const { token } = await signInEmployer();
    const list = () => call('employer', 'GET', 'payment-types', { token });
    for (const enabled of [null, false, true]) {
      await setCardProvider(enabled);
      expect(await list()).toEqual({ status: 200, body: { data: [invoice()], total: 1 } });
    }
    await setCardProvider(null);
  });

  it('keeps the public list without the card provider', async () => {
    await setCardProvider(true);
    const answer = await call('public', 'GET', 'payment-types');
    expect(answer.body.data).toEqual([invoice()]);
    await setCardProvider(null);
  });

  it('answers 401 without an employer token', async () => {
    const candidate = await insertSignedInUser(server.db, {
      siteId: board.siteId,
      role: 'candidate',
    });
    for (const token of [undefined, candidate]) {
      expect((await call('employer', 'GET', 'payment-types', { token })).status).toBe(401);
    }
  });
});

describe('the public order limits', () => {
  /** A body that is an order attempt (the form's fields beside `email`), valid or not. */
  const attempt = (email: string) => ({ email, given_name: 'Anna', name: 'Example BV' });

  async function limitedServer(rateLimits: Parameters<typeof startTestServer>[0]) {
    const limited = await startTestServer({ trustProxy: 1, ...rateLimits });
    const seeded = await seedTestBoard(limited.db);
    const product = await limited.db
      .insertInto('products')
      .values({
        name: 'Vacature',
        price: 100,
        product_type: 'job_posting',
        benefits: '[]',
        duration: 30,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const offer = await limited.db
      .insertInto('product_job_boards')
      .values({ product_id: product.id, job_board_id: seeded.jobBoardId })
      .returning('id')
      .executeTakeFirstOrThrow();
    /** A whole order form for the seeded board's product: placed (201) when not limited. */
    const order = (email: string) => ({
      ...attempt(email),
      family_name: 'de Boer',
      job_board_id: seeded.jobBoardId,
      product_job_board_id: offer.id,
      product_id: product.id,
    });
    const post = (body: unknown, client = '203.0.113.1') =>
      limited.fetch('/api/public/v1/orders', {
        method: 'POST',
        headers: {
          'X-Site-Host': seeded.host,
          'Content-Type': 'application/json',
          'X-Forwarded-For': client,
        },
        body: JSON.stringify(body),
      });
    return { limited, post, order };
  }

  it('answers 429 past the account checks of one address; its orders are not held up', async () => {
    const { limited, post } = await limitedServer({
      rateLimits: { orderCheck: { limit: 2 }, orders: { limit: 1 } },
    });
    try {
      expect((await post({ email: uniqueEmail('check') })).status).toBe(200);
      expect((await post({ email: uniqueEmail('check') })).status).toBe(200);
      const refused = await post({ email: uniqueEmail('check') });
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { code?: string }).code).toBe(RATE_LIMITED_CODE);
      // The order attempt counts under its own rule (an incomplete one: 400, counted all the same).
      expect((await post(attempt(uniqueEmail('buyer')))).status).toBe(400);
      expect((await post(attempt(uniqueEmail('buyer')))).status).toBe(429);
      // Another address checks on.
      expect((await post({ email: uniqueEmail('check') }, '203.0.113.2')).status).toBe(200);
    } finally {
      await limited.close();
    }
  }, 60_000);

  it('answers 429 past the orders of one address, however many checks it made', async () => {
    const { limited, post } = await limitedServer({ rateLimits: { orders: { limit: 2 } } });
    try {
      for (let check = 0; check < 5; check += 1) {
        expect((await post({ email: uniqueEmail('check') })).status).toBe(200);
      }
      expect((await post(attempt(uniqueEmail('buyer')))).status).toBe(400);
      expect((await post(attempt(uniqueEmail('buyer')))).status).toBe(400);
      const refused = await post(attempt(uniqueEmail('buyer')));
      expect(refused.status).toBe(429);
      expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
  }, 60_000);

  it('answers 429 past the orders for one mailed address, from any client address', async () => {
    const { limited, post, order } = await limitedServer({
      rateLimits: { orders: { limit: 1000 }, orderRecipient: { limit: 2 } },
    });
    try {
      const victim = uniqueEmail('victim');
      // Checking the address mails nothing: it does not count.
      expect((await post({ email: victim }, '203.0.113.9')).status).toBe(200);
      // Refused bodies mail no one: more of them than the limit, from anywhere, do not count.
      for (let junk = 1; junk <= 5; junk += 1) {
        const email = junk % 2 === 0 ? victim.toUpperCase() : victim;
        expect((await post(attempt(email), `198.51.100.${junk}`)).status).toBe(400);
      }
      expect((await post(order(victim), '203.0.113.1')).status).toBe(201);
      expect((await post(order(victim.toUpperCase()), '203.0.113.2')).status).toBe(201);
      const refused = await post(order(victim), '203.0.113.3');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
      // Another address is not held up by it.
      expect((await post(order(uniqueEmail('other')), '203.0.113.3')).status).toBe(201);
      const stored = await limited.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(stored.count)).toBe(3);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
