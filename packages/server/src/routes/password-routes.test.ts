import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERROR_TEXTS } from '@jobboard/schema';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLinkIn, type ResetRole } from '../accounts/password-reset';
import { CANDIDATE_API, createApp, EMPLOYER_API } from '../app';
import type { AppEnv } from '../app-env';
import { hashToken } from '../auth/opaque-token';
import { hashPassword, verifyPassword } from '../auth/password-hash';
import type { Db } from '../db/database';
import { readMailbox } from '../mail/index';
import { insertBoard, insertSitePages, type SeededBoard } from '../seed/insert-board';
import { insertSignedInUser } from '../testing/insert-signed-in-user';
import { openTestDatabase, type TestDatabase } from '../testing/open-test-database';

const BASE: Record<ResetRole, string> = { candidate: CANDIDATE_API, employer: EMPLOYER_API };
const HOST = 'board.example.com';
const OTHER_HOST = 'other.example.com';
const OLD_PASSWORD = 'old password';
const NEW_PASSWORD = 'a new password';

let database: TestDatabase;
let db: Db;
let dataDir: string;
let app: Hono<AppEnv>;
let board: SeededBoard;
let other: SeededBoard;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.handle.db;
  dataDir = mkdtempSync(join(tmpdir(), 'jobboard-password-'));
  // The real app, which mounts the routes under both account families.
  app = createApp({ db, dataDir });
  board = await insertBoard(db, { name: 'Test board', hosts: [HOST] });
  await insertSitePages(db, board.siteId, {
    settings: [
      { key: 'supportedLanguages', value: ['nl', 'en-US', 'ro'] },
      { key: 'defaultLanguage', value: 'nl' },
    ],
    pages: [
      {
        id: 0,
        key: 'p-password-change',
        path: JSON.stringify({ nl: 'wachtwoord-wijzigen', 'en-US': 'change-password' }),
        settings: [],
        blocks: [],
      },
    ],
  });
  other = await insertBoard(db, { name: 'Other board', hosts: [OTHER_HOST] });
}, 60_000);

afterAll(async () => {
  await database?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

let counter = 0;

/** A user with a password and a live access token, as after a login. */
async function signedInUser(role: ResetRole, siteId = board.siteId) {
  counter += 1;
  const email = `${role}-${counter}@example.com`;
  const accessToken = await insertSignedInUser(db, { siteId, role, email });
  const { id } = await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(OLD_PASSWORD) })
    .where('email', '=', email)
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, email, accessToken };
}

function post(
  role: ResetRole,
  path: string,
  body: unknown,
  headers: Record<string, string> = { 'X-Site-Host': HOST },
  url = `http://localhost${BASE[role]}${path}`,
) {
  return app.request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** The reset link of the newest mail to `email`. */
async function lastLinkTo(email: string): Promise<URL> {
  const mails = (await readMailbox(dataDir)).filter((mail) => mail.to.includes(email));
  const text = mails.at(-1)?.text ?? '';
  const link = firstLinkIn(text);
  if (!link) throw new Error(`No link in the mail to ${email}: ${text}`);
  return link;
}

async function requestLink(role: ResetRole, email: string, headers?: Record<string, string>) {
  const response = await post(role, '/password', { email }, headers);
  expect(response.status).toBe(200);
  return lastLinkTo(email);
}

function tokenOf(link: URL): string {
  const token = link.searchParams.get('token');
  if (!token) throw new Error(`No token in ${link.href}`);
  return token;
}

async function passwordOf(userId: number): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.password_hash ?? '';
}

function reset(role: ResetRole, token: string, headers?: Record<string, string>) {
  return post(
    role,
    '/password/reset',
    { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, token },
    headers,
  );
}

async function expectLinkInvalid(response: Response) {
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    message: ERROR_TEXTS.linkExpiredOrInvalid,
    errors: { token: [ERROR_TEXTS.linkExpiredOrInvalid] },
  });
}

describe('POST /password', () => {
  it.each(['candidate', 'employer'] as const)(
    "mails a %s a one-hour link to the board's password-change page",
    async (role) => {
      const user = await signedInUser(role);
      const response = await post(role, '/password', { email: user.email.toUpperCase() });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: { sent: true } });

      const mails = (await readMailbox(dataDir)).filter((mail) => mail.to.includes(user.email));
      expect(mails).toHaveLength(1);
      // The board's default language, nl.
      expect(mails[0]?.subject).toBe('Stel je wachtwoord opnieuw in');
      expect(mails[0]?.text).toContain('Test board');
      const link = await lastLinkTo(user.email);
      expect(`${link.origin}${link.pathname}`).toBe(`https://${HOST}/wachtwoord-wijzigen`);
      // The change form posts to the employer API only when the link says so.
      expect(Object.fromEntries(link.searchParams)).toEqual(
        role === 'employer' ? { token: tokenOf(link), role } : { token: tokenOf(link) },
      );

      const stored = await db
        .selectFrom('user_tokens')
        .select(['user_id', 'role', 'kind', 'expires_at'])
        .where('token_hash', '=', hashToken(tokenOf(link)))
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ user_id: user.id, role, kind: 'reset' });
      const lifetime = new Date(stored.expires_at).getTime() - Date.now();
      expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
      expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000);
    },
  );

  it.each([
    ['en-US', { 'X-Locale': 'EN-US' }, '/en-US/change-password', 'Reset your password'],
    [
      'ro (no path of its own)',
      { 'X-Locale': 'ro' },
      '/ro/wachtwoord-wijzigen',
      'Resetează-ți parola',
    ],
    [
      'the default nl',
      { 'X-Locale': 'nl' },
      '/wachtwoord-wijzigen',
      'Stel je wachtwoord opnieuw in',
    ],
    [
      'a locale the site lacks',
      { 'X-Locale': 'de' },
      '/wachtwoord-wijzigen',
      'Stel je wachtwoord opnieuw in',
    ],
    [
      'Accept-Language',
      { 'Accept-Language': 'en-GB,en;q=0.8' },
      '/en-US/change-password',
      'Reset your password',
    ],
  ])(
    'links the page in the locale the request names, and writes in it: %s',
    async (_name, locale, path, subject) => {
      const user = await signedInUser('candidate');
      const link = await requestLink('candidate', user.email, { 'X-Site-Host': HOST, ...locale });
      expect(link.pathname).toBe(path);
      const [mail] = (await readMailbox(dataDir)).filter((each) => each.to.includes(user.email));
      expect(mail?.subject).toBe(subject);
    },
  );

  it("uses the catalogue's default path on a board without the page", async () => {
    const user = await signedInUser('candidate', other.siteId);
    const link = await requestLink('candidate', user.email, { 'X-Site-Host': OTHER_HOST });
    expect(`${link.origin}${link.pathname}`).toBe(`https://${OTHER_HOST}/password-change`);
  });

  it('links a development host with its port, keeping the ?host= that picked the board', async () => {
    const user = await signedInUser('candidate');
    const response = await post(
      'candidate',
      '/password',
      { email: user.email },
      {},
      `http://localhost:5173${CANDIDATE_API}/password?host=${HOST}`,
    );
    expect(response.status).toBe(200);
    const link = await lastLinkTo(user.email);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:5173/wachtwoord-wijzigen');
    expect(link.searchParams.get('host')).toBe(HOST);
  });

  it('links the page the SDK asked from: its X-Site-Host has no port, its Origin has', async () => {
    const user = await signedInUser('candidate');
    const link = await requestLink('candidate', user.email, {
      'X-Site-Host': 'demo.localhost',
      Origin: 'http://demo.localhost:8095',
    });
    expect(`${link.origin}${link.pathname}`).toBe('http://demo.localhost:8095/wachtwoord-wijzigen');
    // An origin on another host name is not the board's page: the named host is kept.
    const other = await requestLink('candidate', user.email, {
      'X-Site-Host': 'demo.localhost',
      Origin: 'http://elsewhere.localhost:9000',
    });
    expect(other.origin).toBe('http://demo.localhost');
  });

  it('keeps only the newest link working', async () => {
    const user = await signedInUser('candidate');
    const first = tokenOf(await requestLink('candidate', user.email));
    const second = tokenOf(await requestLink('candidate', user.email));
    await expectLinkInvalid(await reset('candidate', first));
    expect((await reset('candidate', second)).status).toBe(200);
  });

  it.each([
    ['an unknown address', async () => 'nobody@example.com'],
    ["an account of the other role's", async () => (await signedInUser('employer')).email],
    [
      "an account of another board's",
      async () => (await signedInUser('candidate', other.siteId)).email,
    ],
    [
      'a deleted account',
      async () => {
        const user = await signedInUser('candidate');
        await db
          .updateTable('users')
          .set({ deleted_at: new Date() })
          .where('id', '=', user.id)
          .execute();
        return user.email;
      },
    ],
  ])('answers 400 with the spec text for %s and sends nothing', async (_name, email) => {
    const address = await email();
    const response = await post('candidate', '/password', { email: address });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: ERROR_TEXTS.noAccountWithEmail,
      errors: { email: [ERROR_TEXTS.noAccountWithEmail] },
    });
    const mails = await readMailbox(dataDir);
    expect(mails.filter((mail) => mail.to.includes(address))).toHaveLength(0);
  });

  it.each([{}, { email: 'not an email' }])(
    'answers 400 with a field error for %j',
    async (body) => {
      const response = await post('candidate', '/password', body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { errors: Record<string, string[]> };
      expect(answer.errors.email?.[0]).toMatch(/email/);
    },
  );
});

describe('POST /password/reset', () => {
  it.each(['candidate', 'employer'] as const)(
    "sets a %s's password once and logs their sessions out",
    async (role) => {
      const user = await signedInUser(role);
      const session = () =>
        app.request(`http://localhost${CANDIDATE_API}/jobs`, {
          headers: { 'X-Site-Host': HOST, Authorization: `Bearer ${user.accessToken}` },
        });
      if (role === 'candidate') expect((await session()).status).toBe(200);
      const token = tokenOf(await requestLink(role, user.email));

      const response = await reset(role, token);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: null });
      expect(await verifyPassword(NEW_PASSWORD, await passwordOf(user.id))).toBe(true);
      expect(await verifyPassword(OLD_PASSWORD, await passwordOf(user.id))).toBe(false);
      const tokens = await db
        .selectFrom('user_tokens')
        .select('kind')
        .where('user_id', '=', user.id)
        .execute();
      expect(tokens).toEqual([]);
      if (role === 'candidate') expect((await session()).status).toBe(401);

      await expectLinkInvalid(await reset(role, token));
    },
  );

  it('refuses an expired link', async () => {
    const user = await signedInUser('candidate');
    const token = tokenOf(await requestLink('candidate', user.email));
    await db
      .updateTable('user_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(token))
      .execute();
    await expectLinkInvalid(await reset('candidate', token));
    expect(await verifyPassword(OLD_PASSWORD, await passwordOf(user.id))).toBe(true);
  });

  it("refuses another role's link, another board's link, an access token and nonsense", async () => {
    const user = await signedInUser('candidate');
    const token = tokenOf(await requestLink('candidate', user.email));
    await expectLinkInvalid(await reset('employer', token));
    await expectLinkInvalid(await reset('candidate', token, { 'X-Site-Host': OTHER_HOST }));
    await expectLinkInvalid(await reset('candidate', user.accessToken));
    await expectLinkInvalid(await reset('candidate', 'not-a-token'));
    expect(await verifyPassword(OLD_PASSWORD, await passwordOf(user.id))).toBe(true);
    // None of those used the link up.
    expect((await reset('candidate', token)).status).toBe(200);
  });

  it.each([
    [
      'a short password',
      { password: 'short', password_confirmation: 'short' },
      { password: ['The password must be at least 8 characters.'] },
    ],
    [
      'a repeat that does not match',
      { password: NEW_PASSWORD, password_confirmation: `${NEW_PASSWORD}!` },
      { password_confirmation: ['The password confirmation does not match.'] },
    ],
    [
      'both',
      { password: 'short', password_confirmation: 'other' },
      {
        password: ['The password must be at least 8 characters.'],
        password_confirmation: ['The password confirmation does not match.'],
      },
    ],
  ])('answers 400 with field errors for %s and keeps the link', async (_name, fields, errors) => {
    const user = await signedInUser('candidate');
    const token = tokenOf(await requestLink('candidate', user.email));
    const response = await post('candidate', '/password/reset', { ...fields, token });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { message: string; errors: unknown };
    expect(answer.errors).toEqual(errors);
    expect(answer.message).toBe(Object.values(errors)[0]?.[0]);
    expect(await verifyPassword(OLD_PASSWORD, await passwordOf(user.id))).toBe(true);
    expect((await reset('candidate', token)).status).toBe(200);
  });

  it('answers 400 with a field error without a token', async () => {
    const response = await post('candidate', '/password/reset', {
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      token: ['The token field is required.'],
    });
  });
});
