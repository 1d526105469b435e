import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  type Mock,
  vi,
} from 'vitest';
import { firstLinkIn } from '../accounts/password-reset';
import { createMailer, type Mailer, readMailbox } from '../mail/index';
import { insertSignedInUser } from '../testing/insert-signed-in-user';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { pdfFile } from '../uploads/testing/sample-files';

/** Mail to this applicant fails, as an SMTP server refusing it would. */
const UNREACHABLE = 'unreachable@example.com';
const PASSWORD = 'my chosen password';

let server: TestServer;
let board: TestBoard;
let mailDir: string;
let newsletterId: number;

beforeAll(async () => {
  mailDir = mkdtempSync(join(tmpdir(), 'jobboard-applicant-mail-'));
  const files = createMailer({ dataDir: mailDir });
  const mailer: Mailer = {
    send: async (message) => {
      if (message.to === UNREACHABLE) throw new Error('550 mailbox unavailable');
      await files.send(message);
    },
    close: () => files.close(),
  };
  server = await startTestServer({ mailer });
  board = await seedTestBoard(server.db);
  const newsletter = await server.db
    .insertInto('newsletters')
    .values({
      job_board_id: board.jobBoardId,
      key: 'weekly',
      names: JSON.stringify({ nl: 'Wekelijks', 'en-US': 'Weekly', ro: 'Săptămânal' }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  newsletterId = newsletter.id;
}, 60_000);
afterAll(async () => {
  await server?.close();
  if (mailDir) rmSync(mailDir, { recursive: true, force: true });
});

// The account is made after the application is answered for, so a failure is only logged: every
// test fails on a log it did not expect, and a programming error there still shows.
let logged: Mock<typeof console.error>;
beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  try {
    expect(logged.mock.calls).toEqual([]);
  } finally {
    logged.mockRestore();
  }
});

async function job(slug: string) {
  return server.db
    .selectFrom('jobs')
    .select(['id', 'uuid'])
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
}

/** POSTs an application for the job with freshly uploaded files, as a guest or with a token. */
async function apply(
  slug: string,
  fields: Record<string, unknown>,
  accessToken?: string,
): Promise<Response> {
  const { id, uuid } = await job(slug);
  const family = accessToken === undefined ? 'public' : 'candidate';
  const headers: Record<string, string> = {
    'X-Site-Host': board.host,
    ...(accessToken === undefined ? {} : { Authorization: `Bearer ${accessToken}` }),
  };
  const upload = async () => {
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(pdfFile())]), 'cv.pdf');
    body.append('name', 'cv.pdf');
    const response = await server.fetch(`/api/${family}/v1/jobs/${id}/apply/file-upload`, {
      method: 'POST',
      headers,
      body,
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { data: { token: string } }).data.token;
  };
  return server.fetch(`/api/${family}/v1/jobs/${uuid}/apply`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      given_name: 'Nina',
      family_name: 'Nieuw',
      job_board_id: board.jobBoardId,
      cv: await upload(),
      motivation: await upload(),
      ...fields,
    }),
  });
}

async function appliedUuid(response: Response): Promise<string> {
  expect(response.status).toBe(201);
  const body = (await response.json()) as { data: { uuid: string } };
  expect(Object.keys(body.data)).toEqual(['uuid']);
  return body.data.uuid;
}

async function usersWith(email: string) {
  return server.db
    .selectFrom('users')
    .selectAll()
    .where('site_id', '=', board.siteId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .execute();
}

async function applicationOwner(uuid: string): Promise<number | null> {
  const row = await server.db
    .selectFrom('applications')
    .select('user_id')
    .where('uuid', '=', uuid)
    .executeTakeFirstOrThrow();
  return row.user_id;
}

async function mailsTo(email: string) {
  return (await readMailbox(mailDir)).filter((mail) =>
    mail.to.toLowerCase().includes(email.toLowerCase()),
  );
}

function post(path: string, body: unknown) {
  return server.fetch(`/api/candidate/v1${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Site-Host': board.host },
    body: JSON.stringify(body),
  });
}

describe('a guest application with candidate: true', () => {
  it('creates the candidate account, links the application and mails a set-password link', async () => {
    const email = 'Nina.Nieuw@example.com';
    const uuid = await appliedUuid(
      await apply('ontwikkelaar-amsterdam', {
        email,
        salutation: 'miss',
        phone: '0612345678',
        phone_country: 'BE',
        newsletters: [newsletterId, 999_999],
        candidate: true,
      }),
    );

    const [user, ...others] = await usersWith(email);
    expect(others).toEqual([]);
    expect(user).toMatchObject({
      role: 'candidate',
      email,
      salutation: 'miss',
      given_name: 'Nina',
      family_name: 'Nieuw',
      phone: '0612345678',
      phone_country: 'BE',
      newsletters: [newsletterId],
      verified_at: null,
      deleted_at: null,
    });
    expect(await applicationOwner(uuid)).toBe(user?.id);
    // The employer still gets the application (in the job's language: nl).
    expect((await mailsTo('hr@acme.example')).at(-1)?.text).toContain(
      'Nina Nieuw heeft via Test board gesolliciteerd',
    );

    // No password works before the link sets one.
    expect((await post('/login', { email, password: PASSWORD })).status).toBe(400);

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    // The job and the site's default language are Dutch.
    expect(mail?.subject).toBe('Kies een wachtwoord voor je kandidaataccount');
    expect(mail?.text).toContain(
      'Je kandidaataccount op Test board is aangemaakt met je sollicitatie.',
    );
    const link = firstLinkIn(mail?.text ?? '');
    expect(link?.origin).toBe(`https://${board.host}`);
    const token = link?.searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    const reset = await post('/password/reset', {
      token,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(reset.status).toBe(200);
    const login = await post('/login', { email: email.toLowerCase(), password: PASSWORD });
    expect(login.status).toBe(200);
    const { data } = (await login.json()) as { data: { token: string } };
    const you = await server.fetch('/api/candidate/v1/you', {
      headers: { 'X-Site-Host': board.host, Authorization: `Bearer ${data.token}` },
    });
    expect(((await you.json()) as { data: { email: string } }).data.email).toBe(email);
    const [verified] = await usersWith(email);
    expect(verified?.verified_at).not.toBeNull();
  });

  it('words the mail in the job’s language when the site offers it', async () => {
    const email = 'ewan.english@example.com';
    await appliedUuid(await apply('developer-rotterdam', { email, candidate: true }));
    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Choose a password for your candidate account');
    expect(mail?.text).toContain(
      'Your candidate account on Test board has been created with your application.',
    );
    expect(firstLinkIn(mail?.text ?? '')?.pathname).toMatch(/^\/en-US\//);
  });

  it('leaves an email with a candidate account of the site alone, answering as ever', async () => {
    const email = 'bestaand@example.com';
    await insertSignedInUser(server.db, { siteId: board.siteId, role: 'candidate', email });
    const [existing] = await usersWith(email);
    const tokensBefore = await server.db
      .selectFrom('user_tokens')
      .select(['id', 'kind'])
      .where('user_id', '=', existing?.id ?? 0)
      .execute();

    const uuid = await appliedUuid(
      await apply('ontwikkelaar-amsterdam', { email: 'Bestaand@Example.com', candidate: true }),
    );
    expect(await usersWith(email)).toEqual([existing]);
    expect(await applicationOwner(uuid)).toBeNull();
    expect(await mailsTo(email)).toEqual([]);
    const tokensAfter = await server.db
      .selectFrom('user_tokens')
      .select(['id', 'kind'])
      .where('user_id', '=', existing?.id ?? 0)
      .execute();
    expect(tokensAfter).toEqual(tokensBefore);
  });

  it('creates no account when the site offers no candidate accounts', async () => {
    const email = 'no-accounts-here@example.com';
    const setting = await server.db
      .insertInto('site_settings')
      .values({ site_id: board.siteId, key: 'allowCandidate', value: JSON.stringify(false) })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const uuid = await appliedUuid(
        await apply('ontwikkelaar-amsterdam', { email, candidate: true }),
      );
      expect(await usersWith(email)).toEqual([]);
      expect(await applicationOwner(uuid)).toBeNull();
      expect(await mailsTo(email)).toEqual([]);
    } finally {
      await server.db.deleteFrom('site_settings').where('id', '=', setting.id).execute();
    }
  });

  it('logs a failure and keeps the application when the mail cannot be sent', async () => {
    const uuid = await appliedUuid(
      await apply('ontwikkelaar-amsterdam', { email: UNREACHABLE, candidate: true }),
    );
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toContain(
      `The candidate account asked for with application ${uuid} could not be created`,
    );
    expect(String(logged.mock.calls[0]?.[1])).toContain('550 mailbox unavailable');
    logged.mockClear();

    // The application stands; the account too, without a link nobody received.
    const [user] = await usersWith(UNREACHABLE);
    expect(await applicationOwner(uuid)).toBe(user?.id);
    const resets = await server.db
      .selectFrom('user_tokens')
      .select('id')
      .where('user_id', '=', user?.id ?? 0)
      .where('kind', '=', 'reset')
      .execute();
    expect(resets).toEqual([]);
    expect((await mailsTo('hr@acme.example')).some((mail) => mail.text.includes(UNREACHABLE))).toBe(
      true,
    );
  });
});

describe('an application without candidate: true', () => {
  it.each([
    ['left out', {}],
    ['false', { candidate: false }],
  ])('creates no account when the flag is %s', async (_name, flag) => {
    const email = `no-account-${String(Object.keys(flag).length)}@example.com`;
    const uuid = await appliedUuid(await apply('ontwikkelaar-amsterdam', { email, ...flag }));
    expect(await usersWith(email)).toEqual([]);
    expect(await applicationOwner(uuid)).toBeNull();
    expect(await mailsTo(email)).toEqual([]);
  });
});

describe("a signed-in candidate's application (candidate family)", () => {
  it('ignores the flag: the application is theirs and no other account is made', async () => {
    const own = 'signed-in@example.com';
    const accessToken = await insertSignedInUser(server.db, {
      siteId: board.siteId,
      role: 'candidate',
      email: own,
    });
    const [candidate] = await usersWith(own);
    const email = 'applies-as-someone-else@example.com';
    const uuid = await appliedUuid(
      await apply('ontwikkelaar-amsterdam', { email, candidate: true }, accessToken),
    );
    expect(await applicationOwner(uuid)).toBe(candidate?.id);
    expect(await usersWith(email)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
    expect(await mailsTo(own)).toEqual([]);
  });
});
