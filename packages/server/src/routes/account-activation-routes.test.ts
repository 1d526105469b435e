import { ERROR_TEXTS } from '@jobboard/schema';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  issueVerifyToken,
  VERIFY_TOKEN_QUERY,
  VERIFY_TOKEN_TTL_MS,
} from '../accounts/account-activation';
import { firstLinkIn } from '../accounts/password-reset';
import { hashToken } from '../auth/opaque-token';
import { readMailbox } from '../mail/index';
import { insertSitePages } from '../seed/insert-board';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';

type Family = 'candidate' | 'employer';

let server: TestServer;
let board: TestBoard;
let other: TestBoard;

beforeAll(async () => {
  server = await startTestServer();
  board = await seedTestBoard(server.db);
  await insertSitePages(server.db, board.siteId, {
    settings: [
      { key: 'supportedLanguages', value: ['nl', 'en-US', 'ro'] },
      { key: 'defaultLanguage', value: 'nl' },
    ],
    pages: [
      {
        id: 0,
        key: 'p-account',
        path: JSON.stringify({ nl: 'mijn-account', 'en-US': 'my-account' }),
        settings: [],
        blocks: [],
      },
    ],
  });
  other = await seedTestBoard(server.db, { name: 'Other board', hosts: ['other.example.com'] });
}, 60_000);
afterAll(() => server?.close());

let counter = 0;
const uniqueEmail = (name: string) => `${name}-${++counter}@example.com`;

/** A registration payload of spec §3; an employer's brings its company. */
function registration(family: Family, email: string) {
  const person = {
    given_name: 'Kim',
    family_name: 'de Vries',
    email,
    password: 'correct horse',
    password_confirmation: 'correct horse',
  };
  if (family === 'candidate') return person;
  return {
    ...person,
    name: 'Example BV',
    addresses: [
      { address_line_1: 'Damrak 1', city: 'Amsterdam', postal_code: '1012 LG', country_code: 'NL' },
    ],
    phones: [{ country_code: 'NL', phone: '+31 20 123 4567' }],
  };
}

async function post(
  family: Family,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  target: TestServer = server,
) {
  const response = await target.fetch(`/api/${family}/v1/${path}`, {
    method: 'POST',
    headers: { 'X-Site-Host': board.host, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Registers an account and answers its id and the activation mail (with its link). */
async function register(
  family: Family,
  headers: Record<string, string> = {},
): Promise<{ id: number; email: string; subject: string; text: string; link: URL }> {
  const email = uniqueEmail(family);
  const answer = await post(family, 'register', registration(family, email), headers);
  expect(answer.status).toBe(201);
  const user = await server.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  // Mailed after the answer.
  const mails = await vi.waitFor(async () => {
    const sent = (await readMailbox(server.dataDir)).filter((mail) => mail.to.includes(email));
    expect(sent).toHaveLength(1);
    return sent;
  });
  const [mail] = mails;
  const link = firstLinkIn(mail?.text ?? '');
  if (!mail || !link) throw new Error(`No activation link mailed to ${email}`);
  return { id: user.id, email, subject: mail.subject, text: mail.text, link };
}

function tokenOf(link: URL): string {
  const token = link.searchParams.get(VERIFY_TOKEN_QUERY);
  if (!token) throw new Error(`No token in ${link.href}`);
  return token;
}

const verify = (family: Family, token: unknown, host = board.host) =>
  post(family, 'verify', { token }, { 'X-Site-Host': host });

async function verifiedAt(userId: number): Promise<Date | null> {
  const row = await server.db
    .selectFrom('users')
    .select('verified_at')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.verified_at === null ? null : new Date(row.verified_at);
}

const activationFailed = {
  status: 400,
  body: {
    message: ERROR_TEXTS.accountActivationFailed,
    errors: { token: [ERROR_TEXTS.accountActivationFailed] },
  },
};

describe('POST /register mails an activation link', () => {
  it.each(['candidate', 'employer'] as const)(
    "links a %s to the board's account page with its role first in the query and a 7-day token",
    async (family) => {
      const account = await register(family);
      // The board's default language, nl.
      expect(account.subject).toBe('Activeer je account');
      expect(account.text).toContain('Welkom bij Test board!');
      expect(`${account.link.origin}${account.link.pathname}`).toBe(
        `https://${board.host}/mijn-account`,
      );
      // The role is the key the login redirect keeps (the first), so the login form opens on
      // the role's tab; the remembered path brings the token back after login.
      expect([...account.link.searchParams.keys()]).toEqual(['role', VERIFY_TOKEN_QUERY]);
      expect(account.link.searchParams.get('role')).toBe(family);

      const stored = await server.db
        .selectFrom('user_tokens')
        .select(['user_id', 'role', 'kind', 'expires_at'])
        .where('token_hash', '=', hashToken(tokenOf(account.link)))
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ user_id: account.id, role: family, kind: 'verify' });
      const lifetime = new Date(stored.expires_at).getTime() - Date.now();
      expect(lifetime).toBeGreaterThan(VERIFY_TOKEN_TTL_MS - 60_000);
      expect(lifetime).toBeLessThanOrEqual(VERIFY_TOKEN_TTL_MS);
      expect(VERIFY_TOKEN_TTL_MS).toBe(7 * 24 * 60 * 60 * 1000);
    },
  );

  it.each([
    ['en-US', { 'X-Locale': 'en-US' }, '/en-US/my-account', 'Activate your account'],
    ['ro (no path of its own)', { 'X-Locale': 'ro' }, '/ro/mijn-account', 'Activează-ți contul'],
    [
      'Accept-Language',
      { 'Accept-Language': 'en-GB' },
      '/en-US/my-account',
      'Activate your account',
    ],
    ['a locale the site lacks', { 'X-Locale': 'de' }, '/mijn-account', 'Activeer je account'],
  ])(
    'writes in the locale the request names and links the page in it: %s',
    async (_name, headers, path, subject) => {
      const account = await register('candidate', headers);
      expect(account.link.pathname).toBe(path);
      expect(account.subject).toBe(subject);
    },
  );

  it('does not hold up logging in: an unverified account logs in', async () => {
    const account = await register('candidate');
    const login = await post('candidate', 'login', {
      email: account.email,
      password: 'correct horse',
    });
    expect(login.status).toBe(200);
    expect(await verifiedAt(account.id)).toBeNull();
  });

  it('answers the registration without waiting for a slow mail server', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = await startTestServer({
      mailer: { send: () => held, close: () => undefined },
    });
    try {
      const slowBoard = await seedTestBoard(slow.db);
      const email = uniqueEmail('slow');
      const answer = await post(
        'candidate',
        'register',
        registration('candidate', email),
        { 'X-Site-Host': slowBoard.host },
        slow,
      );
      // Before the fix the answer waited for the mail, which never came.
      expect(answer.status).toBe(201);
    } finally {
      release();
      await slow.close();
    }
  }, 60_000);

  it('still registers when the mail cannot be sent, and no token of it is left', async () => {
    const failing = await startTestServer({
      mailer: {
        send: async () => {
          throw new Error('The mail server is down');
        },
        close: () => undefined,
      },
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const failingBoard = await seedTestBoard(failing.db);
      const email = uniqueEmail('unmailed');
      const answer = await post(
        'candidate',
        'register',
        registration('candidate', email),
        { 'X-Site-Host': failingBoard.host },
        failing,
      );
      expect(answer.status).toBe(201);
      expect(answer.body.data).toMatchObject({ email });
      await vi.waitFor(() => expect(logged).toHaveBeenCalled());
      expect(logged).toHaveBeenCalledWith(
        'The activation mail of account %d could not be sent:',
        expect.any(Number),
        expect.any(Error),
      );
      const tokens = await failing.db
        .selectFrom('user_tokens')
        .select('kind')
        .where('kind', '=', 'verify')
        .execute();
      expect(tokens).toEqual([]);
    } finally {
      logged.mockRestore();
      await failing.close();
    }
  }, 60_000);
});

describe('POST /verify', () => {
  it.each(['candidate', 'employer'] as const)(
    "activates the %s's account without a login, once",
    async (family) => {
      const account = await register(family);
      const token = tokenOf(account.link);
      expect(await verifiedAt(account.id)).toBeNull();

      expect(await verify(family, token)).toEqual({ status: 200, body: { data: null } });
      const verified = await verifiedAt(account.id);
      expect(verified?.getTime()).toBeGreaterThan(Date.now() - 60_000);
      // Kept, marked used: a used link is told from an unknown token.
      const kept = await server.db
        .selectFrom('user_tokens')
        .select('last_used_at')
        .where('user_id', '=', account.id)
        .where('kind', '=', 'verify')
        .execute();
      expect(kept).toHaveLength(1);
      expect(kept[0]?.last_used_at).not.toBeNull();

      // Opened again: the account is active, so the answer is the first one's; nothing changes.
      expect(await verify(family, token)).toEqual({ status: 200, body: { data: null } });
      expect(await verifiedAt(account.id)).toEqual(verified);
    },
  );

  it('answers a used link as activated after the link’s week too', async () => {
    const account = await register('candidate');
    const token = tokenOf(account.link);
    expect((await verify('candidate', token)).status).toBe(200);
    await server.db
      .updateTable('user_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect(await verify('candidate', token)).toEqual({ status: 200, body: { data: null } });
  });

  it('answers an expired link of an account verified otherwise (a password reset) as activated', async () => {
    const account = await register('candidate');
    const token = tokenOf(account.link);
    await server.db
      .updateTable('user_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(token))
      .execute();
    await server.db
      .updateTable('users')
      .set({ verified_at: new Date() })
      .where('id', '=', account.id)
      .execute();
    expect(await verify('candidate', token)).toEqual({ status: 200, body: { data: null } });
  });

  it("refuses a used link on another site's host, on the other family and once the account is gone", async () => {
    const account = await register('employer');
    const token = tokenOf(account.link);
    expect((await verify('employer', token)).status).toBe(200);
    expect(await verify('employer', token, other.host)).toEqual(activationFailed);
    expect(await verify('candidate', token)).toEqual(activationFailed);
    await server.db
      .updateTable('users')
      .set({ deleted_at: new Date() })
      .where('id', '=', account.id)
      .execute();
    expect(await verify('employer', token)).toEqual(activationFailed);
  });

  it('refuses a used link once the account changed its address', async () => {
    const account = await register('candidate');
    const token = tokenOf(account.link);
    expect((await verify('candidate', token)).status).toBe(200);
    const login = await post('candidate', 'login', {
      email: account.email,
      password: 'correct horse',
    });
    const access = String((login.body.data as { token?: string }).token);
    const moved = await server.fetch('/api/candidate/v1/profile', {
      method: 'PUT',
      headers: {
        'X-Site-Host': board.host,
        'Content-Type': 'application/json',
        Authorization: `Bearer ${access}`,
      },
      body: JSON.stringify({ given_name: 'Kim', family_name: 'de Vries', email: uniqueEmail('m') }),
    });
    expect(moved.status).toBe(200);
    // The link vouched for the old address; the new one is not activated.
    expect(await verify('candidate', token)).toEqual(activationFailed);
    expect(await verifiedAt(account.id)).toBeNull();
  });

  it('refuses an unknown, empty or missing token', async () => {
    expect(await verify('candidate', 'not-a-token')).toEqual(activationFailed);
    expect(await verify('candidate', '')).toEqual(activationFailed);
    const missing = await post('candidate', 'verify', {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toHaveProperty('token');
  });

  it('refuses an expired token', async () => {
    const account = await register('candidate');
    const token = tokenOf(account.link);
    await server.db
      .updateTable('user_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect(await verify('candidate', token)).toEqual(activationFailed);
    expect(await verifiedAt(account.id)).toBeNull();
  });

  it("refuses a token on another site's host and on the other family", async () => {
    const account = await register('employer');
    const token = tokenOf(account.link);
    expect(await verify('employer', token, other.host)).toEqual(activationFailed);
    expect(await verify('candidate', token)).toEqual(activationFailed);
    expect(await verifiedAt(account.id)).toBeNull();
    expect((await verify('employer', token)).status).toBe(200);
  });

  it('keeps only the newest link working', async () => {
    const account = await register('candidate');
    const first = tokenOf(account.link);
    const second = await issueVerifyToken(server.db, account.id, 'candidate');
    expect(await verify('candidate', first)).toEqual(activationFailed);
    expect((await verify('candidate', second)).status).toBe(200);
  });

  it('stops the link working once the account changes its email address', async () => {
    const account = await register('candidate');
    const token = tokenOf(account.link);
    const login = await post('candidate', 'login', {
      email: account.email,
      password: 'correct horse',
    });
    const access = String((login.body.data as { token?: string }).token);
    const putProfile = (email: string) =>
      server.fetch('/api/candidate/v1/profile', {
        method: 'PUT',
        headers: {
          'X-Site-Host': board.host,
          'Content-Type': 'application/json',
          Authorization: `Bearer ${access}`,
        },
        body: JSON.stringify({ given_name: 'Kim', family_name: 'de Vries', email }),
      });
    // The same address in other letters is still the address the link went to.
    expect((await putProfile(account.email.toUpperCase())).status).toBe(200);
    const kept = await server.db
      .selectFrom('user_tokens')
      .select('id')
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect(kept).toHaveLength(1);

    const moved = uniqueEmail('moved');
    expect((await putProfile(moved)).status).toBe(200);
    expect(await verify('candidate', token)).toEqual(activationFailed);
    expect(await verifiedAt(account.id)).toBeNull();

    // The new address is mailed a link of its own, which activates the account.
    const [mail] = await vi.waitFor(async () => {
      const sent = (await readMailbox(server.dataDir)).filter((each) => each.to.includes(moved));
      expect(sent).toHaveLength(1);
      return sent;
    });
    // A mail of its own that says the address changed, not the registration's welcome.
    expect(mail?.subject).toBe('Bevestig je nieuwe e-mailadres');
    expect(mail?.text).toContain('Het e-mailadres van je account bij Test board is gewijzigd.');
    expect(mail?.text).not.toContain('Welkom');
    expect(account.subject).toBe('Activeer je account');
    expect(account.text).toContain('Welkom bij Test board!');
    const link = firstLinkIn(mail?.text ?? '');
    expect(link?.searchParams.get('role')).toBe('candidate');
    const stored = await server.db
      .selectFrom('user_tokens')
      .select(['kind', 'expires_at'])
      .where('token_hash', '=', hashToken(tokenOf(link as URL)))
      .executeTakeFirstOrThrow();
    expect(stored.kind).toBe('verify');
    expect(new Date(stored.expires_at).getTime() - Date.now()).toBeGreaterThan(
      VERIFY_TOKEN_TTL_MS - 60_000,
    );
    expect((await verify('candidate', tokenOf(link as URL))).status).toBe(200);
    expect(await verifiedAt(account.id)).not.toBeNull();
  });
});
