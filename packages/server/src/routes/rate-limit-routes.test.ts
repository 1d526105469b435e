import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, RATE_LIMITED_CODE } from '../http/rate-limit';
import { insertSignedInUser } from '../testing/insert-signed-in-user';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { CONTACT_EMAIL, seedTestContent } from '../testing/seed-test-content';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { pdfFile } from '../uploads/testing/sample-files';

// The limits over real HTTP from 127.0.0.1, with the default table (`server`) and with overrides
// and one trusted proxy (`tuned`). Each server is its own app with its own counts.

const PASSWORD = 'correct horse';
const HOUR = 60 * 60_000;

interface Setup {
  server: TestServer;
  board: TestBoard;
  jobUuid: string;
}

let plain: Setup;
let tuned: Setup;

async function setUp(extra: Parameters<typeof startTestServer>[0] = {}): Promise<Setup> {
  const server = await startTestServer(extra);
  const board = await seedTestBoard(server.db);
  await seedTestContent(server.db, board);
  const job = await server.db
    .selectFrom('jobs')
    .select('uuid')
    .where('slug', '=', 'ontwikkelaar-amsterdam')
    .executeTakeFirstOrThrow();
  return { server, board, jobUuid: job.uuid };
}

beforeAll(async () => {
  [plain, tuned] = await Promise.all([
    setUp(),
    setUp({
      trustProxy: 1,
      rateLimits: {
        login: { limit: 2 },
        loginEmail: { limit: 3 },
        passwordReset: { limit: 2 },
        applyUpload: { limit: 2 },
        fileUpload: { limit: 1 },
      },
    }),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([plain?.server.close(), tuned?.server.close()]);
});

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { message?: string; errors?: unknown; code?: string; data?: unknown };
}

async function post(
  { server, board }: Setup,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await server.fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Site-Host': board.host, ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('Retry-After'),
    body: (await response.json()) as Answer['body'],
  };
}

const login = (
  setup: Setup,
  email: string,
  password: string,
  family = 'candidate',
  headers: Record<string, string> = {},
) => post(setup, `/api/${family}/v1/login`, { email, password }, headers);

let counter = 0;
const uniqueEmail = (name: string) => `${name}-${++counter}@example.com`;

async function register(setup: Setup, email: string): Promise<Answer> {
  return post(setup, '/api/candidate/v1/register', {
    given_name: 'Kim',
    family_name: 'de Vries',
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    newsletters: [],
    job_board_id: setup.board.jobBoardId,
  });
}

async function account(setup: Setup, name: string): Promise<string> {
  const email = uniqueEmail(name);
  expect((await register(setup, email)).status).toBe(201);
  return email;
}

/** A 429 in the spec's error shape, with the wait in Retry-After and in the text. */
function expectRefused(answer: Answer, windowMs: number) {
  expect(answer.status).toBe(429);
  const seconds = Number(answer.retryAfter);
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(windowMs / 1000);
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  expect(answer.body).toEqual({
    message:
      minutes === 1
        ? 'Too many attempts. Please try again in 1 minute.'
        : `Too many attempts. Please try again in ${minutes} minutes.`,
    errors: {},
    code: RATE_LIMITED_CODE,
  });
}

describe('POST /login (default limits)', () => {
  const { limit, windowMs } = DEFAULT_RATE_LIMITS.login;

  it('has a ceiling of 100 failed logins an hour per email from any address', () => {
    expect(DEFAULT_RATE_LIMITS.loginEmail).toEqual({ limit: 100, windowMs: HOUR });
  });

  it(`refuses attempt ${limit + 1} for one email, on both families, while another email logs in`, async () => {
    const anna = await account(plain, 'anna');
    const bert = await account(plain, 'bert');
    for (let i = 0; i < limit; i++) {
      expect((await login(plain, anna, 'wrong horse')).status).toBe(400);
    }
    const refused = await login(plain, anna, PASSWORD);
    expectRefused(refused, windowMs);
    expect(refused.body.message).toBe('Too many attempts. Please try again in 15 minutes.');
    // The email's count is one for both families, and the same email in other letter case.
    expectRefused(await login(plain, anna, PASSWORD, 'employer'), windowMs);
    expectRefused(await login(plain, anna.toUpperCase(), PASSWORD), windowMs);
    // X-Forwarded-For is not trusted by default: a made-up address does not get round it.
    expectRefused(
      await login(plain, anna, PASSWORD, 'candidate', { 'X-Forwarded-For': '203.0.113.50' }),
      windowMs,
    );
    // Another email from the same address is unaffected.
    const other = await login(plain, bert, PASSWORD);
    expect(other.status).toBe(200);
    expect(other.body.data).toMatchObject({ token_type: 'Bearer' });
    expect((await login(plain, bert, 'wrong horse')).status).toBe(400);
  });

  it('counts failed attempts only: successful logins do not add up', async () => {
    const carla = await account(plain, 'carla');
    for (let i = 0; i < limit + 5; i++) {
      expect((await login(plain, carla, PASSWORD)).status).toBe(200);
    }
    expect((await login(plain, carla, 'wrong horse')).status).toBe(400);
  });
});

describe('POST /register (default limits)', () => {
  it('refuses registration attempts past the limit for one email', async () => {
    const { limit, windowMs } = DEFAULT_RATE_LIMITS.register;
    const email = uniqueEmail('twice');
    expect((await register(plain, email)).status).toBe(201);
    // Each further attempt is refused as taken, and counted.
    for (let i = 1; i < limit; i++) expect((await register(plain, email)).status).toBe(400);
    expectRefused(await register(plain, email), windowMs);
    expect((await register(plain, uniqueEmail('fresh'))).status).toBe(201);
  });
});

describe('POST /password (default limits)', () => {
  it('refuses reset mail requests past the limit for one email', async () => {
    const { limit, windowMs } = DEFAULT_RATE_LIMITS.passwordMail;
    const email = uniqueEmail('nobody');
    for (let i = 0; i < limit; i++) {
      // No account: answered with the spec's text, and still counted.
      const answer = await post(plain, '/api/employer/v1/password', { email });
      expect(answer.status).toBe(400);
    }
    expectRefused(await post(plain, '/api/employer/v1/password', { email }), windowMs);
    const other = await post(plain, '/api/employer/v1/password', { email: uniqueEmail('else') });
    expect(other.status).toBe(400);
  });
});

describe('POST /job-boards/{id}/contact (default limits)', () => {
  it('sends forms up to the limit, then refuses and stores nothing more', async () => {
    const { limit, windowMs } = DEFAULT_RATE_LIMITS.contact;
    const send = (i: number) =>
      post(plain, `/api/public/v1/job-boards/${plain.board.jobBoardId}/contact`, {
        email: `visitor-${i}@example.com`,
        name: 'Vera',
        message: `Bericht ${i}`,
        email_contact_form: CONTACT_EMAIL,
      });
    for (let i = 0; i < limit; i++) expect((await send(i)).status).toBe(201);
    expectRefused(await send(limit), windowMs);
    const stored = await plain.server.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(limit);
  });
});

describe('POST /jobs/{uuid}/apply (default limits)', () => {
  it('counts guests and candidates from one address together, then refuses', async () => {
    const { limit, windowMs } = DEFAULT_RATE_LIMITS.apply;
    const { server, board, jobUuid } = plain;
    const upload = await server.fetch(`/api/public/v1/jobs/${jobUuid}/apply/file-upload`, {
      method: 'POST',
      body: (() => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(pdfFile())]), 'motivation.pdf');
        return form;
      })(),
    });
    expect(upload.status).toBe(201);
    const { token } = ((await upload.json()) as { data: { token: string } }).data;
    const application = {
      email: 'guest@example.com',
      given_name: 'Gijs',
      family_name: 'Gast',
      job_board_id: board.jobBoardId,
      motivation: token,
    };
    const candidate = await insertSignedInUser(server.db, {
      siteId: board.siteId,
      role: 'candidate',
    });
    const publicApply = (body: unknown) =>
      post(plain, `/api/public/v1/jobs/${jobUuid}/apply`, body);
    const candidateApply = (body: unknown) =>
      post(plain, `/api/candidate/v1/jobs/${jobUuid}/apply`, body, {
        Authorization: `Bearer ${candidate}`,
      });

    expect((await publicApply(application)).status).toBe(201);
    // Refused applications count too: each one costs a look-up and could be a mail.
    for (let i = 1; i < limit; i++) {
      const send = i % 2 === 0 ? publicApply : candidateApply;
      expect((await send({ email: 'not an email' })).status).toBe(400);
    }
    expectRefused(await candidateApply({ ...application, email: 'late@example.com' }), windowMs);
    expectRefused(await publicApply({ ...application, email: 'late@example.com' }), windowMs);
    const stored = await server.db
      .selectFrom('applications')
      .select('email')
      .where('email', '=', 'late@example.com')
      .execute();
    expect(stored).toEqual([]);
  });
});

describe('POST /site-auth (default limits)', () => {
  const SITE_PASSWORD = 'open sesame';
  let gated: Setup;
  beforeAll(async () => {
    const server = await startTestServer();
    const board = await seedTestBoard(server.db, { password: SITE_PASSWORD });
    gated = { server, board, jobUuid: '' };
  }, 60_000);
  afterAll(() => gated?.server.close());

  const siteAuth = (password: string) => post(gated, '/api/public/v1/site-auth', { password });

  it('refuses wrong site passwords past the limit, counting failures only', async () => {
    const { limit, windowMs } = DEFAULT_RATE_LIMITS.siteAuth;
    expect(DEFAULT_RATE_LIMITS.siteAuth).toEqual({ limit: 10, windowMs: 15 * 60_000 });
    // The right password gives its count back: visitors who open the site use up nothing.
    for (let i = 0; i < 3; i++) expect((await siteAuth(SITE_PASSWORD)).status).toBe(200);
    for (let i = 0; i < limit; i++) expect((await siteAuth(`guess ${i}`)).status).toBe(401);
    const refused = await siteAuth(SITE_PASSWORD);
    expectRefused(refused, windowMs);
    expect(refused.body.message).toBe('Too many attempts. Please try again in 15 minutes.');
    const tokens = await gated.server.db
      .selectFrom('site_tokens')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(tokens.count)).toBe(3);
  });
});

describe('overrides, per-app counts and a trusted proxy (the tuned server)', () => {
  it('applies the overridden login limit, counted per X-Forwarded-For client', async () => {
    const email = await account(tuned, 'dirk');
    const from = (address: string) => ({ 'X-Forwarded-For': address });
    for (let i = 0; i < 2; i++) {
      expect(
        (await login(tuned, email, 'wrong horse', 'candidate', from('203.0.113.1'))).status,
      ).toBe(400);
    }
    expectRefused(
      await login(tuned, email, PASSWORD, 'candidate', from('203.0.113.1')),
      DEFAULT_RATE_LIMITS.login.windowMs,
    );
    // The proxy appends the address it saw: a client's own entry in front changes nothing.
    expectRefused(
      await login(tuned, email, PASSWORD, 'candidate', from('198.51.100.9, 203.0.113.1')),
      DEFAULT_RATE_LIMITS.login.windowMs,
    );
    // Another client behind the same proxy logs in with the same email.
    expect((await login(tuned, email, PASSWORD, 'candidate', from('203.0.113.2'))).status).toBe(
      200,
    );
  });

  it('refuses failed logins for one email past its ceiling, from any address', async () => {
    const email = await account(tuned, 'erik');
    const other = await account(tuned, 'fleur');
    const from = (address: string) => ({ 'X-Forwarded-For': address });
    // Successful logins do not count.
    for (let i = 0; i < 5; i++) {
      expect((await login(tuned, email, PASSWORD, 'candidate', from('203.0.113.30'))).status).toBe(
        200,
      );
    }
    // One wrong password from each of three addresses: each address is far below its own limit.
    for (const address of ['203.0.113.31', '203.0.113.32', '203.0.113.33']) {
      expect((await login(tuned, email, 'wrong horse', 'candidate', from(address))).status).toBe(
        400,
      );
    }
    // A fourth address, the other family and the right password are all refused for the email.
    expectRefused(await login(tuned, email, PASSWORD, 'candidate', from('203.0.113.34')), HOUR);
    expectRefused(
      await login(tuned, email.toUpperCase(), PASSWORD, 'employer', from('203.0.113.35')),
      HOUR,
    );
    // Another email from those addresses logs in.
    expect((await login(tuned, other, PASSWORD, 'candidate', from('203.0.113.34'))).status).toBe(
      200,
    );
  });

  it("keeps each app's counts its own", async () => {
    // The default server refused 'anna' above; in this app one wrong attempt is still a 400.
    const email = await account(tuned, 'anna');
    expect((await login(tuned, email, 'wrong horse')).status).toBe(400);
    expect((await login(tuned, email, PASSWORD)).status).toBe(200);
  });

  it('applies the overridden limits of the reset and the upload', async () => {
    const reset = () =>
      post(tuned, '/api/candidate/v1/password/reset', {
        token: 'not-a-token',
        password: 'a new password',
        password_confirmation: 'a new password',
      });
    expect((await reset()).status).toBe(400);
    expect((await reset()).status).toBe(400);
    expectRefused(await reset(), DEFAULT_RATE_LIMITS.passwordReset.windowMs);

    const upload = () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(pdfFile())]), 'cv.pdf');
      return tuned.server.fetch(`/api/public/v1/jobs/${tuned.jobUuid}/apply/file-upload`, {
        method: 'POST',
        body: form,
      });
    };
    expect((await upload()).status).toBe(201);
    expect((await upload()).status).toBe(201);
    const refused = await upload();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);

    // The public file upload counts on its own: the apply uploads' refusal does not reach it.
    const file = () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(pdfFile())]), 'logo.pdf');
      return tuned.server.fetch('/api/public/v1/files/upload', {
        method: 'POST',
        headers: { 'X-Site-Host': tuned.board.host },
        body: form,
      });
    };
    expect((await file()).status).toBe(201);
    expect((await file()).status).toBe(429);
  });

  it('keeps the defaults it was not given', async () => {
    // Contact is not overridden here: its default limit is far above two.
    for (let i = 0; i < 3; i++) {
      const answer = await post(
        tuned,
        `/api/public/v1/job-boards/${tuned.board.jobBoardId}/contact`,
        { email: 'visitor@example.com', name: 'Vera', email_contact_form: CONTACT_EMAIL },
      );
      expect(answer.status).toBe(201);
    }
  });
});
