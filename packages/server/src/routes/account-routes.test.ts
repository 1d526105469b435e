import { ERROR_TEXTS, PASSWORD_MISMATCH_MESSAGE } from '@jobboard/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_PASSWORD_INCORRECT } from '../accounts/account-errors';
import { issueResetToken } from '../accounts/password-reset';
import { hashToken } from '../auth/opaque-token';
import { insertSitePages } from '../seed/insert-board';
import { insertTestCandidate } from '../testing/insert-test-candidate';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';

type Family = 'candidate' | 'employer';
interface Answer {
  status: number;
  body: {
    data?: Record<string, unknown> & { token?: string };
    message?: string;
    code?: string;
    errors?: Record<string, string[]>;
  };
}

let server: TestServer;
let board: TestBoard;
let other: TestBoard;
let newsletterId: number;

beforeAll(async () => {
  server = await startTestServer();
  board = await seedTestBoard(server.db);
  other = await seedTestBoard(server.db, { name: 'Other board', hosts: ['other.example.com'] });
  const newsletter = await server.db
    .insertInto('newsletters')
    .values({
      job_board_id: board.jobBoardId,
      key: 'jobs',
      names: JSON.stringify({ nl: 'Vacatures' }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  newsletterId = newsletter.id;
}, 60_000);
afterAll(() => server?.close());

async function call(
  family: Family,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { body?: unknown; token?: string | undefined; host?: string } = {},
): Promise<Answer> {
  const response = await server.fetch(`/api/${family}/v1/${path}`, {
    method,
    headers: {
      'X-Site-Host': options.host ?? board.host,
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(options.token === undefined ? {} : { Authorization: `Bearer ${options.token}` }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  // A 204 (logout) has no body.
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Answer['body'] };
}

const register = (family: Family, body: unknown, host?: string) =>
  call(family, 'POST', 'register', { body, ...(host ? { host } : {}) });
const login = (family: Family, email: string, password: string, host?: string) =>
  call(family, 'POST', 'login', { body: { email, password }, ...(host ? { host } : {}) });
const you = (family: Family, token: string | undefined) => call(family, 'GET', 'you', { token });

let counter = 0;
/** A fresh address per test, so the tests do not depend on each other's accounts. */
const uniqueEmail = (name: string) => `${name}-${++counter}@example.com`;

/** The registration payload of spec §3, as the client sends it. */
function candidate(overrides: Record<string, unknown> = {}) {
  return {
    given_name: 'Kim',
    family_name: 'de Vries',
    email: uniqueEmail('kim'),
    password: 'correct horse',
    password_confirmation: 'correct horse',
    newsletters: [],
    job_board_id: board.jobBoardId,
    ...overrides,
  };
}

/** The employer's payload: the person plus the company with its first address and phone. */
function employer(overrides: Record<string, unknown> = {}) {
  return candidate({
    given_name: 'Jan',
    email: uniqueEmail('jan'),
    name: 'Example BV',
    addresses: [
      {
        address_line_1: 'Damrak 1',
        city: 'Amsterdam',
        postal_code: '1012 LG',
        country_code: 'NL',
        label: 'Primary Address',
      },
    ],
    phones: [{ country_code: 'NL', phone: '+31 20 123 4567', label: 'Primary' }],
    ...overrides,
  });
}

async function tokenOf(family: Family, email: string, password: string): Promise<string> {
  const answer = await login(family, email, password);
  expect(answer.status).toBe(200);
  const token = answer.body.data?.token;
  if (!token) throw new Error('no token');
  return token;
}

describe('POST /register then POST /login (candidate)', () => {
  it('creates an unverified candidate, answers the user, and the login token opens GET /you', async () => {
    const registration = candidate({ newsletters: [newsletterId], terms: true });
    const created = await register('candidate', registration);
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      uuid: expect.any(String),
      given_name: 'Kim',
      family_name: 'de Vries',
      email: registration.email,
      isCandidate: true,
      verified: false,
      favourite_jobs: [],
      favourite_organisations: [],
      client: null,
      pricing: null,
    });

    const stored = await server.db
      .selectFrom('users')
      .selectAll()
      .where('uuid', '=', String(created.body.data?.uuid))
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ site_id: board.siteId, role: 'candidate', verified_at: null });
    expect(stored.newsletters).toEqual([newsletterId]);
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    expect(stored.password_hash).not.toContain(registration.password);

    const answer = await login(
      'candidate',
      registration.email.toUpperCase(),
      registration.password,
    );
    expect(answer.status).toBe(200);
    const token = String(answer.body.data?.token);
    // Opaque, not a JWT: the client then counts it valid while it is stored.
    expect(token.split('.')).toHaveLength(1);
    expect(Date.parse(String(answer.body.data?.expires_at))).toBeGreaterThan(Date.now());
    const row = await server.db
      .selectFrom('user_tokens')
      .selectAll()
      .where('user_id', '=', stored.id)
      .where('kind', '<>', 'verify')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'access', role: 'candidate', token_hash: hashToken(token) });

    const me = await you('candidate', token);
    expect(me.status).toBe(200);
    expect(me.body.data).toEqual(created.body.data);
  });

  it('fills job_board_id from the host when the payload leaves it out', async () => {
    const { job_board_id: _omitted, ...registration } = candidate();
    expect((await register('candidate', registration)).status).toBe(201);
  });
});

describe('POST /login refusals', () => {
  let email: string;
  const password = 'correct horse';

  beforeAll(async () => {
    email = uniqueEmail('login');
    expect((await register('candidate', candidate({ email }))).status).toBe(201);
  });

  it.each([
    ['a wrong password', () => login('candidate', email, 'wrong horse')],
    ['an unknown email', () => login('candidate', uniqueEmail('nobody'), password)],
    ['a candidate on the employer family', () => login('employer', email, password)],
    ["another board's host", () => login('candidate', email, password, other.host)],
  ])('answers 400 with the credentials text for %s', async (_name, attempt) => {
    const answer = await attempt();
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(ERROR_TEXTS.credentialsInvalid);
    expect(answer.body.data).toBeUndefined();
  });

  it('answers 400 with field errors for a body without email or password', async () => {
    const answer = await call('candidate', 'POST', 'login', { body: {} });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors ?? {}).sort()).toEqual(['email', 'password']);
  });
});

describe('GET /you', () => {
  it('answers 401 without a token, with an unknown one, and for a candidate token on the employer family', async () => {
    const email = uniqueEmail('you');
    await register('candidate', candidate({ email }));
    const token = await tokenOf('candidate', email, 'correct horse');
    expect((await you('candidate', undefined)).status).toBe(401);
    expect((await you('candidate', 'not-a-token')).status).toBe(401);
    const refused = await you('employer', token);
    expect(refused.status).toBe(401);
    expect(refused.body.message).not.toBe('');
    expect((await you('candidate', token)).status).toBe(200);
  });
});

describe('POST /register validation', () => {
  it.each([
    ['given_name', 'candidate', { given_name: undefined }, 'The given name field is required.'],
    ['given_name', 'candidate', { given_name: '   ' }, 'The given name field is required.'],
    ['family_name', 'candidate', { family_name: '' }, 'The family name field is required.'],
    ['email', 'candidate', { email: undefined }, 'The email field is required.'],
    ['email', 'candidate', { email: 'not-an-email' }, 'The email must be a valid email address.'],
    [
      'password',
      'candidate',
      { password: 'short', password_confirmation: 'short' },
      'The password must be at least 8 characters.',
    ],
    [
      'password_confirmation',
      'candidate',
      { password_confirmation: 'something else' },
      PASSWORD_MISMATCH_MESSAGE,
    ],
    ['name', 'employer', { name: undefined }, 'The name field is required.'],
    ['name', 'employer', { name: '' }, 'The name field is required.'],
    // The company tab keeps a name to 200 characters: registering may not store a longer one.
    ['name', 'employer', { name: 'x'.repeat(201) }, 'The name may be at most 200 characters.'],
    [
      'given_name',
      'candidate',
      { given_name: 'x'.repeat(201) },
      'The given name may be at most 200 characters.',
    ],
    [
      'family_name',
      'candidate',
      { family_name: 'a\nb' },
      'The family name must be one line of text.',
    ],
    // Nothing to see: a zero-width space is no name.
    ['given_name', 'candidate', { given_name: '\u200b' }, 'The given name field is required.'],
    // A phone number of the wrong form is invalid, not 'more than one line'.
    [
      'phones.0.phone',
      'employer',
      { phones: [{ country_code: 'NL', phone: '12345' }] },
      'The phone is invalid.',
    ],
    [
      'addresses.0.address_line_1',
      'employer',
      {
        addresses: [
          {
            address_line_1: 'x'.repeat(201),
            postal_code: '1011 AB',
            city: 'Amsterdam',
            country_code: 'NL',
          },
        ],
      },
      'The address line 1 may be at most 200 characters.',
    ],
  ] as const)('refuses a bad %s (%s)', async (field, family, overrides, message) => {
    const body = family === 'employer' ? employer(overrides) : candidate(overrides);
    const answer = await register(family, body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[field]).toEqual([message]);
    expect(answer.body.message).toBe(message);
    const stored = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', String(body.email))
      .execute();
    expect(stored).toEqual([]);
  });

  it('reports every bad field at once, the password repeat among them', async () => {
    const answer = await register(
      'candidate',
      candidate({ given_name: '', password_confirmation: 'other horse' }),
    );
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors ?? {}).sort()).toEqual([
      'given_name',
      'password_confirmation',
    ]);
  });

  it('refuses a newsletter or a job board the site does not have', async () => {
    const newsletter = await register('candidate', candidate({ newsletters: [999_999] }));
    expect(newsletter.status).toBe(400);
    expect(newsletter.body.errors?.newsletters).toHaveLength(1);
    const jobBoard = await register('candidate', candidate({ job_board_id: other.jobBoardId }));
    expect(jobBoard.status).toBe(400);
    expect(jobBoard.body.errors?.job_board_id).toHaveLength(1);
  });
});

describe('an email that already has an account', () => {
  it('answers validation.client_user_email on email with the existing-account text', async () => {
    const email = uniqueEmail('twice');
    expect((await register('candidate', candidate({ email }))).status).toBe(201);
    const again = await register('candidate', candidate({ email: email.toUpperCase() }));
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      message: ERROR_TEXTS.emailAlreadyExists,
      code: 'validation.client_user_email',
      errors: { email: ['validation.client_user_email'] },
    });
  });

  it('is per role and per board: the same email may be an employer, or a candidate elsewhere', async () => {
    const email = uniqueEmail('both');
    expect((await register('candidate', candidate({ email }))).status).toBe(201);
    expect((await register('employer', employer({ email }))).status).toBe(201);
    const elsewhere = await register(
      'candidate',
      candidate({ email, job_board_id: other.jobBoardId }),
      other.host,
    );
    expect(elsewhere.status).toBe(201);
  });
});

describe('POST /register (employer)', () => {
  it('creates the user, its client with address and phone, and answers the client on GET /you', async () => {
    const registration = employer();
    const created = await register('employer', registration);
    expect(created.status).toBe(201);
    const user = created.body.data as {
      uuid: string;
      isCandidate: boolean;
      client: { uuid: string; organisations: unknown[] };
    };
    expect(user.isCandidate).toBe(false);
    expect(user.client).toEqual({ uuid: expect.any(String), organisations: [] });

    const client = await server.db
      .selectFrom('clients')
      .innerJoin('client_users', 'client_users.client_id', 'clients.id')
      .innerJoin('users', 'users.id', 'client_users.user_id')
      .select([
        'clients.id',
        'clients.name',
        'clients.job_board_id',
        'client_users.is_owner',
        'users.role',
      ])
      .where('clients.uuid', '=', user.client.uuid)
      .executeTakeFirstOrThrow();
    expect(client).toMatchObject({
      name: 'Example BV',
      job_board_id: board.jobBoardId,
      is_owner: true,
      role: 'employer',
    });
    const addresses = await server.db
      .selectFrom('addresses')
      .selectAll()
      .where('client_id', '=', client.id)
      .execute();
    expect(addresses).toMatchObject([
      { city: 'Amsterdam', label: 'Primary Address', is_primary: true, is_financial: true },
    ]);
    const phones = await server.db
      .selectFrom('phones')
      .selectAll()
      .where('client_id', '=', client.id)
      .execute();
    expect(phones).toMatchObject([
      { phone: '+31 20 123 4567', label: 'Primary', is_primary: true },
    ]);

    await server.db
      .updateTable('organisations')
      .set({ client_id: client.id })
      .where('id', '=', board.organisationId)
      .execute();
    const token = await tokenOf('employer', registration.email, registration.password);
    const me = await you('employer', token);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      uuid: user.uuid,
      isCandidate: false,
      client: {
        uuid: user.client.uuid,
        organisations: [{ id: board.organisationId, name: 'Acme BV' }],
      },
    });
    expect((await you('candidate', token)).status).toBe(401);
  });

  it('needs at least one address and one phone', async () => {
    const answer = await register('employer', employer({ addresses: [], phones: [] }));
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors ?? {}).sort()).toEqual(['addresses', 'phones']);
  });
});

/** Registers an account of the family and logs it in; answers the email, token and user id. */
async function signUp(family: Family, overrides: Record<string, unknown> = {}) {
  const registration = family === 'employer' ? employer(overrides) : candidate(overrides);
  const created = await register(family, registration);
  expect(created.status).toBe(201);
  const row = await server.db
    .selectFrom('users')
    .select('id')
    .where('uuid', '=', String(created.body.data?.uuid))
    .executeTakeFirstOrThrow();
  const token = await tokenOf(family, registration.email, registration.password);
  return { id: row.id, email: registration.email, token };
}

const putProfile = (family: Family, token: string | undefined, body: unknown) =>
  call(family, 'PUT', 'profile', { body, token });
const putPassword = (family: Family, token: string | undefined, body: unknown) =>
  call(family, 'PUT', 'profile/password', { body, token });

const storedUser = (id: number) =>
  server.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('PUT /profile', () => {
  it.each(['candidate', 'employer'] as const)(
    'stores the profile, answers the user as GET /you does, and ignores password, addresses and unknown keys (%s)',
    async (family) => {
      const account = await signUp(family);
      const email = uniqueEmail('renamed');
      const answer = await putProfile(family, account.token, {
        given_name: ' Sanne ',
        family_name: 'Bakker',
        email,
        salutation: 'miss',
        phone: '+31 6 1234 5678',
        phone_country: 'NL',
        newsletters: [newsletterId],
        password: 'a new horse',
        password_confirmation: 'a new horse',
        addresses: [{ city: 'Utrecht' }],
        phones: [],
        favourite_colour: 'green',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({
        given_name: 'Sanne',
        family_name: 'Bakker',
        email,
        isCandidate: family === 'candidate',
      });
      const me = await you(family, account.token);
      expect(me.status).toBe(200);
      expect(me.body.data).toEqual(answer.body.data);

      expect(await storedUser(account.id)).toMatchObject({
        email,
        salutation: 'miss',
        phone: '+31 6 1234 5678',
        phone_country: 'NL',
        newsletters: [newsletterId],
      });
      // The password stays: the new email logs in with the old one, never with the body's.
      expect((await login(family, email, 'correct horse')).status).toBe(200);
      expect((await login(family, email, 'a new horse')).status).toBe(400);
      expect((await login(family, account.email, 'correct horse')).status).toBe(400);
      if (family === 'employer') {
        const addresses = await server.db
          .selectFrom('addresses')
          .select('city')
          .where('user_id', '=', account.id)
          .execute();
        expect(addresses).toEqual([]);
      }
    },
  );

  it('keeps optional fields left out and clears those sent empty or null', async () => {
    const account = await signUp('candidate');
    const base = { given_name: 'Kim', family_name: 'de Vries', email: account.email };
    const first = { ...base, salutation: 'mr', phone: '0612345678', phone_country: 'BE' };
    expect((await putProfile('candidate', account.token, first)).status).toBe(200);
    expect((await putProfile('candidate', account.token, base)).status).toBe(200);
    expect(await storedUser(account.id)).toMatchObject({
      salutation: 'mr',
      phone: '0612345678',
      phone_country: 'BE',
    });
    const cleared = { ...base, salutation: '', phone: null, phone_country: ' ' };
    expect((await putProfile('candidate', account.token, cleared)).status).toBe(200);
    expect(await storedUser(account.id)).toMatchObject({
      salutation: null,
      phone: null,
      phone_country: null,
    });
  });

  it('keeps names to 200 characters, as registration does', async () => {
    const account = await signUp('candidate');
    const answer = await putProfile('candidate', account.token, {
      given_name: 'x'.repeat(50_000),
      family_name: 'de Vries',
      email: account.email,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      given_name: ['The given name may be at most 200 characters.'],
    });
    expect((await storedUser(account.id))?.given_name).not.toHaveLength(50_000);
  });

  it('answers 400 with every bad field at once and changes nothing', async () => {
    const account = await signUp('candidate');
    const answer = await putProfile('candidate', account.token, {
      given_name: '   ',
      email: 'not-an-email',
      salutation: 'sir',
      phone: 'call me',
      phone_country: 'nl',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The given name field is required.');
    expect(answer.body.errors).toMatchObject({
      given_name: ['The given name field is required.'],
      family_name: ['The family name field is required.'],
      email: ['The email must be a valid email address.'],
    });
    expect(Object.keys(answer.body.errors ?? {}).sort()).toEqual([
      'email',
      'family_name',
      'given_name',
      'phone',
      'phone_country',
      'salutation',
    ]);
    expect(await storedUser(account.id)).toMatchObject({
      given_name: 'Kim',
      family_name: 'de Vries',
      email: account.email,
    });
  });

  it('refuses a newsletter the board does not offer', async () => {
    const account = await signUp('candidate');
    const answer = await putProfile('candidate', account.token, {
      given_name: 'Kim',
      family_name: 'de Vries',
      email: account.email,
      newsletters: [999_999],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.newsletters).toHaveLength(1);
  });

  it("answers the existing-account error for another account's email of the role", async () => {
    const taken = await signUp('candidate');
    const account = await signUp('candidate');
    const answer = await putProfile('candidate', account.token, {
      given_name: 'Kim',
      family_name: 'de Vries',
      email: taken.email.toUpperCase(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: ERROR_TEXTS.emailAlreadyExists,
      code: 'validation.client_user_email',
      errors: { email: ['validation.client_user_email'] },
    });
    expect((await storedUser(account.id)).email).toBe(account.email);
    // An employer of the site may have it: accounts are one per role and email.
    const employerAccount = await signUp('employer');
    const body = { given_name: 'Jan', family_name: 'de Vries', email: taken.email };
    expect((await putProfile('employer', employerAccount.token, body)).status).toBe(200);
  });

  it('accepts the own email, also in another case, and keeps it verified', async () => {
    const account = await signUp('candidate');
    const verifiedAt = new Date('2024-01-02T03:04:05Z');
    await server.db
      .updateTable('users')
      .set({ verified_at: verifiedAt })
      .where('id', '=', account.id)
      .execute();
    const same = { given_name: 'Kim', family_name: 'Jansen', email: account.email };
    const answer = await putProfile('candidate', account.token, same);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      family_name: 'Jansen',
      email: account.email,
      verified: true,
    });
    const upper = { ...same, email: account.email.toUpperCase() };
    expect((await putProfile('candidate', account.token, upper)).status).toBe(200);
    expect(await storedUser(account.id)).toMatchObject({
      email: account.email.toUpperCase(),
      verified_at: verifiedAt,
    });
    // Another address is not the one that was verified.
    const moved = { ...same, email: uniqueEmail('moved') };
    const movedAnswer = await putProfile('candidate', account.token, moved);
    expect(movedAnswer.status).toBe(200);
    expect((await storedUser(account.id)).verified_at).toBeNull();
    // The user says so, for the account page's hint that the resume is hidden meanwhile.
    expect(movedAnswer.body.data).toMatchObject({ email: moved.email, verified: false });
    expect((await you('candidate', account.token)).body.data).toMatchObject({ verified: false });
  });

  it("answers 401 without a token and for the other role's token", async () => {
    const candidateAccount = await signUp('candidate');
    const employerAccount = await signUp('employer');
    const body = { given_name: 'Kim', family_name: 'de Vries', email: uniqueEmail('nope') };
    expect((await putProfile('candidate', undefined, body)).status).toBe(401);
    expect((await putProfile('employer', candidateAccount.token, body)).status).toBe(401);
    expect((await putProfile('candidate', employerAccount.token, body)).status).toBe(401);
    expect((await storedUser(candidateAccount.id)).email).toBe(candidateAccount.email);
    expect((await storedUser(employerAccount.id)).email).toBe(employerAccount.email);
  });
});

describe('POST /logout', () => {
  it.each(['candidate', 'employer'] as const)(
    "ends that session's token on the server, and no other (%s)",
    async (family) => {
      const account = await signUp(family);
      const other = await tokenOf(family, account.email, 'correct horse');
      const logout = async () =>
        (await call(family, 'POST', 'logout', { token: account.token })).status;
      expect(await logout()).toBe(204);
      expect((await you(family, account.token)).status).toBe(401);
      expect((await you(family, other)).status).toBe(200);
      // Without a live token there is nothing to end.
      expect(await logout()).toBe(401);
    },
  );
});

describe('PUT /profile: changes of the email address', () => {
  it('are limited per account and per address mailed, and a refused one changes nothing', async () => {
    const local = await startTestServer({
      mailer: { send: async () => {}, close: () => {} },
      rateLimits: { emailChange: { limit: 2 }, emailChangeRecipient: { limit: 1 } },
    });
    try {
      const site = await seedTestBoard(local.db);
      const [first, second] = await Promise.all([
        insertTestCandidate(local.db, { siteId: site.siteId }),
        insertTestCandidate(local.db, { siteId: site.siteId }),
      ]);
      const put = async (token: string, email: string) =>
        (
          await local.fetch('/api/candidate/v1/profile', {
            method: 'PUT',
            headers: {
              'X-Site-Host': site.host,
              'Content-Type': 'application/json',
              Authorization: `Bearer ${token}`,
            },
            body: JSON.stringify({ given_name: 'Kim', family_name: 'de Vries', email }),
          })
        ).status;
      const emailOf = async (userId: number) =>
        (
          await local.db
            .selectFrom('users')
            .select('email')
            .where('id', '=', userId)
            .executeTakeFirstOrThrow()
        ).email;
      // Saving the profile with its own address mails no one: never limited.
      for (let save = 0; save < 3; save++) expect(await put(first.token, first.email)).toBe(200);
      expect(await put(first.token, 'one@example.com')).toBe(200);
      expect(await put(first.token, 'two@example.com')).toBe(200);
      // A third change of that account within the hour is refused.
      expect(await put(first.token, 'three@example.com')).toBe(429);
      expect(await emailOf(first.userId)).toBe('two@example.com');
      // one@example.com, free again, was mailed this hour: another account may not move to it.
      expect(await put(second.token, 'ONE@example.com')).toBe(429);
      expect(await emailOf(second.userId)).toBe(second.email);
    } finally {
      await local.close();
    }
  });
});

describe('PUT /profile/password', () => {
  const change = {
    current_password: 'correct horse',
    password: 'battery staple',
    password_confirmation: 'battery staple',
  };

  it.each(['candidate', 'employer'] as const)(
    'sets the password, keeps the calling session and ends the others (%s)',
    async (family) => {
      const account = await signUp(family);
      const otherToken = await tokenOf(family, account.email, 'correct horse');
      await issueResetToken(server.db, account.id, family);

      const answer = await putPassword(family, account.token, change);
      expect(answer).toEqual({ status: 200, body: { data: null } });

      expect((await login(family, account.email, 'correct horse')).status).toBe(400);
      expect((await you(family, account.token)).status).toBe(200);
      expect((await you(family, otherToken)).status).toBe(401);
      const tokens = await server.db
        .selectFrom('user_tokens')
        .select(['kind', 'token_hash'])
        .where('user_id', '=', account.id)
        // The activation link stays: it vouches for the address, not for the password.
        .where('kind', '<>', 'verify')
        .execute();
      expect(tokens).toEqual([{ kind: 'access', token_hash: hashToken(account.token) }]);
      const newToken = await tokenOf(family, account.email, 'battery staple');
      expect((await you(family, newToken)).status).toBe(200);
    },
  );

  it.each(['candidate', 'employer'] as const)(
    'refuses guesses of the current password past 10 in 15 minutes (%s)',
    async (family) => {
      const account = await signUp(family);
      const guess = (current: string) =>
        putPassword(family, account.token, { ...change, current_password: current });
      // A right one gives its count back: it is no guess.
      expect((await guess('correct horse')).status).toBe(200);
      for (let tried = 1; tried <= 10; tried++) {
        expect((await guess(`guess ${tried}`)).status).toBe(400);
      }
      const refused = await guess('battery staple');
      expect(refused.status).toBe(429);
      // The password the last guess would have hit is unchanged by the refusal.
      expect((await login(family, account.email, 'battery staple')).status).toBe(200);
    },
  );

  it('answers 400 on current_password for a wrong current password and changes nothing', async () => {
    const account = await signUp('candidate');
    const otherToken = await tokenOf('candidate', account.email, 'correct horse');
    const answer = await putPassword('candidate', account.token, {
      ...change,
      current_password: 'wrong horse',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: CURRENT_PASSWORD_INCORRECT,
      errors: { current_password: [CURRENT_PASSWORD_INCORRECT] },
    });
    expect((await login('candidate', account.email, 'correct horse')).status).toBe(200);
    expect((await you('candidate', otherToken)).status).toBe(200);
  });

  it.each([
    [
      'a mismatched repeat',
      { password_confirmation: 'battery stable' },
      { password_confirmation: [PASSWORD_MISMATCH_MESSAGE] },
    ],
    [
      'a short password',
      { password: 'short', password_confirmation: 'short' },
      { password: ['The password must be at least 8 characters.'] },
    ],
    [
      'a missing current password',
      { current_password: '' },
      { current_password: ['The current password field is required.'] },
    ],
    [
      'a wrong current password and a mismatch',
      { current_password: 'wrong horse', password_confirmation: 'battery stable' },
      {
        current_password: [CURRENT_PASSWORD_INCORRECT],
        password_confirmation: [PASSWORD_MISMATCH_MESSAGE],
      },
    ],
  ])('answers 400 with field errors for %s', async (_name, overrides, errors) => {
    const account = await signUp('candidate');
    const answer = await putPassword('candidate', account.token, { ...change, ...overrides });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(errors);
    expect(answer.body.message).toBe(Object.values(errors)[0]?.[0]);
    expect((await login('candidate', account.email, 'correct horse')).status).toBe(200);
  });

  it("answers 401 without a token and for the other role's token", async () => {
    const account = await signUp('candidate');
    expect((await putPassword('candidate', undefined, change)).status).toBe(401);
    expect((await putPassword('employer', account.token, change)).status).toBe(401);
    expect((await login('candidate', account.email, 'correct horse')).status).toBe(200);
  });
});

describe('site switches and limits', () => {
  let closed: TestBoard;
  beforeAll(async () => {
    closed = await seedTestBoard(server.db, {
      name: 'Closed board',
      hosts: ['closed.example.com'],
    });
    await insertSitePages(server.db, closed.siteId, {
      settings: [
        { key: 'allowEmployer', value: false },
        { key: 'candidateLoginEnabled', value: false },
      ],
      pages: [],
    });
  });

  it('refuses the roles a site switched off, as its forms do', async () => {
    const refused = await register(
      'employer',
      employer({ job_board_id: closed.jobBoardId }),
      closed.host,
    );
    expect(refused).toMatchObject({
      status: 400,
      body: { message: 'This site does not offer employer accounts.' },
    });
    expect((await login('employer', 'someone@example.com', 'whatever', closed.host)).status).toBe(
      400,
    );
    // Candidates may sign up there, but their login is switched off.
    const email = uniqueEmail('closed');
    const created = await register(
      'candidate',
      candidate({ email, job_board_id: closed.jobBoardId }),
      closed.host,
    );
    expect(created.status).toBe(201);
    expect(await login('candidate', email, 'correct horse', closed.host)).toMatchObject({
      status: 400,
      body: { message: 'This site does not offer candidate accounts.' },
    });
  });

  it('answers 400, not a server error, for a board id beyond the database range', async () => {
    const answer = await register('candidate', candidate({ job_board_id: 99_999_999_999 }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.job_board_id).toBeDefined();
  });

  it('refuses an oversized body before reading it', async () => {
    const response = await server.fetch('/api/candidate/v1/login', {
      method: 'POST',
      headers: { 'X-Site-Host': board.host, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.example', password: 'x'.repeat(200_000) }),
    });
    expect(response.status).toBe(413);
  });
});
