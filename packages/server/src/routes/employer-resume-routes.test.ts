import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLinkIn } from '../accounts/password-reset';
import { readMailbox } from '../mail/index';
import { insertSignedInUser } from '../testing/insert-signed-in-user';
import { insertTestCandidate, type TestCandidate } from '../testing/insert-test-candidate';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { pdfFile } from '../uploads/testing/sample-files';

// The employer's resume calls over real HTTP: the search with the client's contacts, one resume,
// the order (contact request) with its mail, the contacted list, and the download of a resume's
// file once the candidate accepted.

type Item = Record<string, unknown> & { uuid: string; client: boolean; contact: unknown };
interface Contacted {
  id: number;
  status: string;
  created_at: string;
  resume: Item;
}
interface Answer {
  status: number;
  body: {
    data?: Item & Item[];
    total?: number;
    message?: string;
    errors?: Record<string, string[]>;
  };
}
interface Employer {
  token: string;
  clientId: number;
}

const PERSONAL = ['given_name', 'family_name', 'email', 'phone_number', 'file', 'postal_code'];
const OTHER_HOST = 'other.example.com';
const DAY = 24 * 60 * 60 * 1000;

let server: TestServer;
let board: TestBoard;
let other: TestBoard;
let acme: Employer;
let globex: Employer;
let clientless: string;
let candidateToken: string;
/** Has an uploaded CV; acme orders it and the candidate accepts. */
let anna: TestCandidate;
/** Acme orders it, the candidate never answers. */
let bram: TestCandidate;
/** Acme orders it, the candidate declines. */
let cleo: TestCandidate;
let hidden: TestCandidate;
let elsewhere: TestCandidate;
let annaFile: { token: string; name: string };
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
  board = await seedTestBoard(server.db);
  other = await seedTestBoard(server.db, { name: 'Other board', hosts: [OTHER_HOST] });
  acme = await signInEmployer('Acme <Recruiting>');
  globex = await signInEmployer('Globex');
  clientless = await insertSignedInUser(server.db, { siteId: board.siteId, role: 'employer' });
  candidateToken = await insertSignedInUser(server.db, { siteId: board.siteId, role: 'candidate' });
  const resume = (position: string, daysAgo: number) => ({
    position,
    city: 'Utrecht',
    postal_code: '3511 AB',
    phone_number: '+31 6 12345678',
    segment_ids: [board.segment('industry.ict')],
    updated_at: new Date(Date.now() - daysAgo * DAY),
  });
  anna = await insertTestCandidate(server.db, {
    siteId: board.siteId,
    given_name: 'Anna',
    family_name: 'Jansen',
    email: 'anna@example.com',
    resume: resume('Frontend developer', 1),
  });
  bram = await insertTestCandidate(server.db, {
    siteId: board.siteId,
    resume: resume('Backend developer', 2),
  });
  cleo = await insertTestCandidate(server.db, {
    siteId: board.siteId,
    resume: resume('Tester', 3),
  });
  hidden = await insertTestCandidate(server.db, {
    siteId: board.siteId,
    resume: { ...resume('Verpleegkundige', 4), status: 'not_available' },
  });
  elsewhere = await insertTestCandidate(server.db, {
    siteId: other.siteId,
    resume: resume('Frontend developer', 1),
  });
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pdfFile())]), 'CV Anna.pdf');
  const upload = await server.fetch('/api/candidate/v1/resume/upload', {
    method: 'POST',
    headers: { 'X-Site-Host': board.host, Authorization: `Bearer ${anna.token}` },
    body: form,
  });
  expect(upload.status).toBe(201);
  annaFile = ((await upload.json()) as { data: { file: { token: string; name: string } } }).data
    .file;
}, 60_000);
afterAll(() => server?.close());

async function signInEmployer(name: string): Promise<Employer> {
  const email = `resume-employer-${++counter}@example.com`;
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
  const client = await server.db
    .insertInto('clients')
    .values({ uuid: randomUUID(), job_board_id: board.jobBoardId, name, email })
    .returning('id')
    .executeTakeFirstOrThrow();
  await server.db
    .insertInto('client_users')
    .values({ client_id: client.id, user_id: user.id, is_owner: true, is_current: true })
    .execute();
  return { token, clientId: client.id };
}

async function call(
  path: string,
  options: {
    token?: string | null | undefined;
    body?: unknown;
    raw?: string;
    host?: string;
  } = {},
): Promise<Answer> {
  const token = options.token === undefined ? acme.token : options.token;
  const body =
    options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const response = await server.fetch(`/api/employer/v1/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'X-Site-Host': options.host ?? board.host,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
    },
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? {} : JSON.parse(text) };
}

const order = (
  uuid: string,
  introduction: unknown = 'Hallo, zullen we kennismaken?',
  token?: string,
) => call(`resumes/${uuid}/order`, { body: { introduction }, token });
const contactCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('resume_contacts')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const tokenOf = async (resumeId: number) =>
  (
    await server.db
      .selectFrom('resume_contacts')
      .select('token')
      .where('resume_id', '=', resumeId)
      .where('client_id', '=', acme.clientId)
      .executeTakeFirstOrThrow()
  ).token;
const answerLink = async (resumeId: number, action: 'approve' | 'decline') => {
  const response = await server.fetch(
    `/api/public/v1/candidates/status/${await tokenOf(resumeId)}/${action}`,
    { headers: { 'X-Site-Host': board.host } },
  );
  expect(response.status).toBe(200);
};
const download = (token: string, as: string | null = acme.token) =>
  server.fetch(`/api/employer/v1/files/download/${token}`, {
    headers: { 'X-Site-Host': board.host, ...(as ? { Authorization: `Bearer ${as}` } : {}) },
  });

function expectNoPersonalData(item: Item | undefined) {
  expect(item).toBeDefined();
  for (const key of PERSONAL) expect(item, key).not.toHaveProperty(key);
}

describe('employer resume calls: access', () => {
  const paths = ['resumes', 'resumes/contacted', `resumes/${randomUUID()}`];

  it('answer 401 without a token and to a candidate', async () => {
    for (const path of [...paths, `resumes/${randomUUID()}/order`]) {
      const body = path.endsWith('/order') ? { introduction: 'Hoi' } : undefined;
      expect((await call(path, { token: null, body })).status, path).toBe(401);
      expect((await call(path, { token: candidateToken, body })).status, path).toBe(401);
    }
    expect((await download(annaFile.token, null)).status).toBe(401);
    expect((await download(annaFile.token, candidateToken)).status).toBe(401);
  });

  it('answer 403 Employer account required to an employer without a client', async () => {
    for (const path of paths) {
      const answer = await call(path, { token: clientless });
      expect(answer.status, path).toBe(403);
      expect(answer.body.message).toBe('Employer account required');
    }
    const before = await contactCount();
    const ordered = await order(anna.uuid, 'Hoi', clientless);
    expect(ordered).toEqual({ status: 403, body: { message: 'Employer account required' } });
    expect(await contactCount()).toBe(before);
  });
});

describe('GET /api/employer/v1/resumes before any order', () => {
  it("lists the site's available resumes with the public search's filters, none bought", async () => {
    const answer = await call('resumes');
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(3);
    expect(answer.body.data?.map((item) => item.uuid)).toEqual([anna.uuid, bram.uuid, cleo.uuid]);
    for (const item of answer.body.data ?? []) {
      expect(item).toMatchObject({ client: false, contact: null, status: 'available' });
      expectNoPersonalData(item);
    }
    const filtered = await call('resumes?search=developer&limit=1&page=2');
    expect(filtered.body).toMatchObject({ total: 2, data: [{ uuid: bram.uuid }] });
    expect((await call('resumes?limit=0')).status).toBe(400);
  });

  it('answers one resume by uuid, 404 for any other', async () => {
    const answer = await call(`resumes/${anna.uuid}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ uuid: anna.uuid, client: false, contact: null });
    expectNoPersonalData(answer.body.data);
    for (const id of [hidden.uuid, elsewhere.uuid, randomUUID(), 'nope', '12']) {
      expect(await call(`resumes/${id}`), id).toEqual({
        status: 404,
        body: { message: 'Resume not found' },
      });
    }
  });
});

describe('POST /api/employer/v1/resumes/{id}/order', () => {
  it.each([
    ['no introduction', {}],
    ['an empty one', { introduction: '' }],
    ['a blank one', { introduction: '  \n ' }],
    ['a number', { introduction: 12 }],
    ['one of 2001 characters', { introduction: 'a'.repeat(2001) }],
  ])('refuses %s with 400 on introduction', async (_case, body) => {
    const before = await contactCount();
    const answer = await call(`resumes/${anna.uuid}/order`, { body });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.introduction).toEqual([expect.any(String)]);
    expect(await contactCount()).toBe(before);
  });

  it('refuses a body that is not JSON, and an unknown or unavailable resume', async () => {
    expect((await call(`resumes/${anna.uuid}/order`, { raw: '{' })).status).toBe(400);
    for (const id of [hidden.uuid, elsewhere.uuid, randomUUID(), 'nope']) {
      expect(await order(id), id).toEqual({ status: 404, body: { message: 'Resume not found' } });
    }
  });

  it('stores a requested contact and mails the candidate once', async () => {
    const before = (await readMailbox(server.dataDir)).length;
    const introduction = `  Hallo Anna,\n<b>wij</b> zoeken iemand. ${'x'.repeat(1900)}  `;
    const answer = await order(anna.uuid, introduction);
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      uuid: anna.uuid,
      client: true,
      contact: { status: 'requested', created_at: expect.stringMatching(/^\d{4}-/) },
    });
    expectNoPersonalData(answer.body.data);
    const count = await contactCount();
    const stored = await server.db
      .selectFrom('resume_contacts')
      .selectAll()
      .where('resume_id', '=', anna.resumeId)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      client_id: acme.clientId,
      status: 'requested',
      introduction: introduction.trim(),
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });

    // The mail goes out after the answer.
    await expect.poll(async () => (await readMailbox(server.dataDir)).length).toBe(before + 1);
    const mails = (await readMailbox(server.dataDir)).slice(before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toBe('anna@example.com');
    expect(mail?.subject).toBe('Acme <Recruiting> wil graag contact met je opnemen');
    expect(mail?.text).toContain(introduction.trim());
    // The request's token link (spec §4): the account page's contact requests tab with the
    // token, first so that it survives the redirect of a guest to login.
    const link = firstLinkIn(mail?.text ?? '');
    expect(link?.pathname).toBe('/my-account');
    expect([...(link?.searchParams.entries() ?? [])]).toEqual([
      ['contact_token', stored[0]?.token],
      ['tab', 'contact-requests'],
    ]);

    // Ordering again changes nothing and mails no one.
    const again = await order(anna.uuid, 'Nog een keer');
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(answer.body.data);
    expect(await contactCount()).toBe(count);
    expect((await readMailbox(server.dataDir)).length).toBe(before + 1);
    const rows = await server.db
      .selectFrom('resume_contacts')
      .select('introduction')
      .where('resume_id', '=', anna.resumeId)
      .execute();
    expect(rows).toEqual([{ introduction: introduction.trim() }]);
  });

  it('shows the order to the ordering client only, in the list and the resume', async () => {
    const mine = await call(`resumes/${anna.uuid}`);
    expect(mine.body.data).toMatchObject({ client: true, contact: { status: 'requested' } });
    const theirs = await call(`resumes/${anna.uuid}`, { token: globex.token });
    expect(theirs.body.data).toMatchObject({ client: false, contact: null });
    const list = await call('resumes', { token: globex.token });
    expect(list.body.data?.every((item) => item.client === false)).toBe(true);
    // Not accepted yet: the file is not the client's to download.
    expect((await download(annaFile.token)).status).toBe(404);
  });
});

describe('after the candidate answers', () => {
  beforeAll(async () => {
    expect((await order(bram.uuid)).status).toBe(201);
    expect((await order(cleo.uuid)).status).toBe(201);
    await answerLink(anna.resumeId, 'approve');
    await answerLink(cleo.resumeId, 'decline');
    // Fixed dates: anna's contact the oldest, then bram's, then cleo's.
    for (const [index, resumeId] of [anna.resumeId, bram.resumeId, cleo.resumeId].entries()) {
      const createdAt = new Date(Date.now() - (10 - index) * DAY);
      await sql`update resume_contacts set created_at = ${createdAt} where resume_id = ${resumeId}`.execute(
        server.db,
      );
    }
  });

  it("shows an accepted contact's details to that client only", async () => {
    const answer = await call(`resumes/${anna.uuid}`);
    expect(answer.body.data).toMatchObject({
      client: true,
      contact: { status: 'accepted' },
      given_name: 'Anna',
      family_name: 'Jansen',
      email: 'anna@example.com',
      phone_number: '+31 6 12345678',
      file: annaFile,
    });
    expect(answer.body.data).not.toHaveProperty('postal_code');
    const list = await call('resumes');
    expect(list.body.data?.[0]).toEqual(answer.body.data);
    expectNoPersonalData(list.body.data?.[1]);
    expectNoPersonalData(list.body.data?.[2]);
    expect(list.body.data?.[2]).toMatchObject({ contact: { status: 'declined' } });
    expectNoPersonalData((await call(`resumes/${anna.uuid}`, { token: globex.token })).body.data);
    const open = await server.fetch('/api/public/v1/candidates', {
      headers: { 'X-Site-Host': board.host, Authorization: `Bearer ${acme.token}` },
    });
    expect(JSON.stringify(await open.json())).not.toContain('anna@example.com');
  });

  it("downloads the accepted candidate's file, and to nobody else", async () => {
    const response = await download(annaFile.token);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array(pdfFile()));
    expect(response.headers.get('content-disposition')).toContain('attachment');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect((await download(annaFile.token, globex.token)).status).toBe(404);
    expect((await download(annaFile.token, clientless)).status).toBe(404);
  });

  it('keeps a contacted resume readable to its client when it is no longer available', async () => {
    await server.db
      .updateTable('resumes')
      .set({ status: 'not_available' })
      .where('id', '=', bram.resumeId)
      .execute();
    try {
      const mine = await call(`resumes/${bram.uuid}`);
      expect(mine.status).toBe(200);
      expect(mine.body.data).toMatchObject({ status: 'not_available', client: true });
      expect((await call(`resumes/${bram.uuid}`, { token: globex.token })).status).toBe(404);
      expect((await order(bram.uuid)).status).toBe(200);
      expect((await call('resumes')).body.data?.map((item) => item.uuid)).toEqual([
        anna.uuid,
        cleo.uuid,
      ]);
    } finally {
      await server.db
        .updateTable('resumes')
        .set({ status: 'available' })
        .where('id', '=', bram.resumeId)
        .execute();
    }
  });
});

describe('GET /api/employer/v1/resumes/contacted', () => {
  const contacted = (answer: Answer) => (answer.body.data ?? []) as unknown as Contacted[];
  const uuids = (answer: Answer) => contacted(answer).map((item) => item.resume.uuid);

  it("lists the client's contacts oldest first with their resume", async () => {
    const answer = await call('resumes/contacted?with=resume');
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(3);
    expect(uuids(answer)).toEqual([anna.uuid, bram.uuid, cleo.uuid]);
    const [first, second] = contacted(answer);
    expect(Object.keys(first ?? {}).sort()).toEqual(['created_at', 'id', 'resume', 'status']);
    expect(first).toMatchObject({
      id: expect.any(Number),
      status: 'accepted',
      created_at: expect.stringMatching(/^\d{4}-/),
      resume: { uuid: anna.uuid, client: true, email: 'anna@example.com' },
    });
    expect(second?.status).toBe('requested');
    expectNoPersonalData(second?.resume);
    expect((await call('resumes/contacted', { token: globex.token })).body).toEqual({
      data: [],
      total: 0,
    });
  });

  it('orders by +created_at or -created_at and pages', async () => {
    const newest = [cleo.uuid, bram.uuid, anna.uuid];
    expect(uuids(await call('resumes/contacted?order=-created_at'))).toEqual(newest);
    expect(uuids(await call('resumes/contacted?order=%2Bcreated_at'))).toEqual(newest.toReversed());
    // An unencoded + reads as a space.
    expect(uuids(await call('resumes/contacted?order=+created_at'))).toEqual(newest.toReversed());
    const page = await call('resumes/contacted?order=-created_at&limit=2&page=2');
    expect(page.body.total).toBe(3);
    expect(uuids(page)).toEqual([anna.uuid]);
  });

  it('filters on match[status] and ignores other with values', async () => {
    for (const [status, expected] of [
      ['accepted', [anna.uuid]],
      ['requested', [bram.uuid]],
      ['declined', [cleo.uuid]],
    ] as const) {
      const answer = await call(`resumes/contacted?match[status]=${status}&with=resume,other`);
      expect(answer.body.total, status).toBe(1);
      expect(uuids(answer)).toEqual(expected);
    }
  });

  it.each([
    ['match[status]=bought', 'match[status]'],
    ['match[status]=accepted&match[status]=declined', 'match[status]'],
    ['order=title', 'order'],
    ['page=0', 'page'],
  ])('answers 400 to %s', async (query, field) => {
    const answer = await call(`resumes/contacted?${query}`);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors ?? {})).toContain(field);
  });
});

describe('a mail that fails and the rate limit', () => {
  it('stores the order although the mail fails, and limits orders per address', async () => {
    const local = await startTestServer({
      mailer: { send: () => Promise.reject(new Error('SMTP down')), close: () => {} },
      rateLimits: { resumeOrders: { limit: 1 } },
    });
    try {
      const site = await seedTestBoard(local.db);
      const token = await insertSignedInUser(local.db, { siteId: site.siteId, role: 'employer' });
      const user = await local.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'employer')
        .executeTakeFirstOrThrow();
      const client = await local.db
        .insertInto('clients')
        .values({ uuid: randomUUID(), job_board_id: site.jobBoardId, name: 'Initech' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await local.db
        .insertInto('client_users')
        .values({ client_id: client.id, user_id: user.id, is_owner: true, is_current: true })
        .execute();
      const one = await insertTestCandidate(local.db, { siteId: site.siteId });
      const two = await insertTestCandidate(local.db, { siteId: site.siteId });
      const post = (uuid: string) =>
        local.fetch(`/api/employer/v1/resumes/${uuid}/order`, {
          method: 'POST',
          headers: {
            'X-Site-Host': site.host,
            Authorization: `Bearer ${token}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({ introduction: 'Hallo' }),
        });
      expect((await post(one.uuid)).status).toBe(201);
      const stored = await local.db.selectFrom('resume_contacts').select('status').execute();
      expect(stored).toEqual([{ status: 'requested' }]);
      expect((await post(two.uuid)).status).toBe(429);
    } finally {
      await local.close();
    }
  });
});
