import type { ClientUser, User } from '@jobboard/schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstLinkIn } from '../accounts/password-reset';
import type { MailMessage } from '../mail/index';
import { insertSignedInUser } from '../testing/insert-signed-in-user';
import { callJson, insertTestEmployer, type TestEmployer } from '../testing/insert-test-employer';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';

// The users of the employer's company over real HTTP: the list, invitations of an existing
// employer account and of a new address (with its mail and set-password link), removal and its
// rules, and the invitation's rate limits.

let server: TestServer;
let board: TestBoard;
let acme: TestEmployer;
let candidate: string;
const sent: MailMessage[] = [];

beforeAll(async () => {
  server = await startTestServer({
    mailer: {
      send: async (message) => {
        sent.push(message);
      },
      close: () => {},
    },
  });
  board = await seedTestBoard(server.db);
  candidate = await insertSignedInUser(server.db, { siteId: board.siteId, role: 'candidate' });
}, 60_000);
afterAll(() => server?.close());
beforeEach(async () => {
  acme = await newEmployer('Acme BV');
});

const call = <T = Record<string, unknown>>(
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
  on: TestServer = server,
  host = board.host,
) => callJson<T>(on, method, `/api/employer/v1/${path}`, { host, token, body });

const newEmployer = (name: string, clientId?: number) =>
  insertTestEmployer(server.db, {
    siteId: board.siteId,
    jobBoardId: board.jobBoardId,
    name,
    ...(clientId === undefined ? {} : { clientId }),
  });

async function emailOf(userId: number): Promise<string> {
  const row = await server.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.email;
}

async function usersOf(employer: TestEmployer): Promise<ClientUser[]> {
  const answer = await call<ClientUser[]>(employer.token, 'GET', 'client/users');
  expect(answer.status).toBe(200);
  // A list answers its total, as every list of the API.
  expect(answer.body).toMatchObject({ total: (answer.body.data as ClientUser[]).length });
  return answer.body.data as ClientUser[];
}

const lastMailTo = (email: string) => sent.filter((mail) => mail.to === email).at(-1);

describe('who may call', () => {
  it('refuses the calls without an employer token, and without a current client', async () => {
    const clientless = await insertSignedInUser(server.db, {
      siteId: board.siteId,
      role: 'employer',
    });
    const calls: [string, string, unknown?][] = [
      ['GET', 'client/users'],
      ['POST', 'client/users', { email: 'someone@example.com' }],
      ['DELETE', 'client/users/1'],
    ];
    for (const [method, path, body] of calls) {
      expect((await call(null, method, path, body)).status).toBe(401);
      expect((await call(candidate, method, path, body)).status).toBe(401);
      expect(await call(clientless, method, path, body)).toEqual({
        status: 403,
        body: { message: 'Employer account required' },
      });
    }
  });
});

describe('GET /client/users', () => {
  it('lists the users of the current company, in the order they joined', async () => {
    const colleague = await newEmployer('ignored', acme.clientId);
    await server.db
      .updateTable('users')
      .set({ given_name: 'Cora', family_name: 'Colleague' })
      .where('id', '=', colleague.userId)
      .execute();
    const users = await usersOf(colleague);
    expect(users).toEqual([
      {
        id: expect.any(Number),
        uuid: expect.any(String),
        given_name: '',
        family_name: '',
        email: await emailOf(acme.userId),
        owner: true,
      },
      {
        id: expect.any(Number),
        uuid: expect.any(String),
        given_name: 'Cora',
        family_name: 'Colleague',
        email: await emailOf(colleague.userId),
        owner: false,
      },
    ]);
  });
});

describe('POST /client/users', () => {
  it('adds an employer account of the site at once, keeps its current company, and mails it', async () => {
    const globex = await newEmployer('Globex');
    const email = await emailOf(globex.userId);
    const answer = await call(acme.token, 'POST', 'client/users', { email: email.toUpperCase() });
    expect(answer).toEqual({
      status: 201,
      body: {
        data: {
          id: expect.any(Number),
          uuid: expect.any(String),
          given_name: '',
          family_name: '',
          email,
          owner: false,
        },
      },
    });
    expect((await usersOf(acme)).map((user) => user.email)).toContain(email);
    const you = (await call<User>(globex.token, 'GET', 'you')).body.data as User;
    expect(you.clients?.map(({ name, current }) => ({ name, current }))).toEqual([
      { name: 'Acme BV', current: false },
      { name: 'Globex', current: true },
    ]);
    const mail = lastMailTo(email);
    expect(mail?.subject).toBe('Je bent toegevoegd aan Acme BV');
    const link = firstLinkIn(mail?.text ?? '');
    expect(link?.searchParams.get('tab')).toBe('client');

    const again = await call(acme.token, 'POST', 'client/users', { email });
    expect(again).toEqual({
      status: 400,
      body: {
        message: 'This person is already a user of this company.',
        errors: { email: ['This person is already a user of this company.'] },
      },
    });
  });

  it('makes a new address an employer account whose mailed link sets its password', async () => {
    const email = `new-${Date.now()}@example.com`;
    const answer = await call(acme.token, 'POST', 'client/users', {
      email: ` ${email} `,
      given_name: ' Nina ',
      family_name: 'Nieuw',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data).toMatchObject({ given_name: 'Nina', family_name: 'Nieuw', email });
    const row = await server.db
      .selectFrom('users')
      .select(['role', 'password_hash', 'verified_at'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ role: 'employer', password_hash: null, verified_at: null });

    const mail = lastMailTo(email);
    expect(mail?.subject).toBe('Je bent uitgenodigd voor Acme BV');
    expect(mail?.text).toContain('7 dagen');
    const link = firstLinkIn(mail?.text ?? '');
    expect(link?.searchParams.get('role')).toBe('employer');
    const token = link?.searchParams.get('token');
    // No login until the link sets a password.
    const refused = await call(null, 'POST', 'login', { email, password: 'a new password' });
    expect(refused.status).toBe(400);
    const reset = await call(null, 'POST', 'password/reset', {
      token,
      password: 'a new password',
      password_confirmation: 'a new password',
    });
    expect(reset.status).toBe(200);
    const login = await call<{ token: string }>(null, 'POST', 'login', {
      email,
      password: 'a new password',
    });
    expect(login.status).toBe(200);
    const client = await call(login.body.data?.token ?? '', 'GET', 'client');
    expect(client.body.data).toMatchObject({ name: 'Acme BV' });
  });

  it('refuses a body without a valid email, and mails no one', async () => {
    const before = sent.length;
    for (const body of [{}, { email: 'nope' }, { email: 'a@b.nl', given_name: 'Line\nbreak' }]) {
      const answer = await call(acme.token, 'POST', 'client/users', body);
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.errors ?? {})).toHaveLength(1);
    }
    expect(sent.length).toBe(before);
  });
});

describe('DELETE /client/users/{id}', () => {
  it('removes another user; the removed one acts for their own company again', async () => {
    const globex = await newEmployer('Globex');
    const added = await call<ClientUser>(acme.token, 'POST', 'client/users', {
      email: await emailOf(globex.userId),
    });
    const globexMembership = (await call<User>(globex.token, 'GET', 'you')).body.data?.clients;
    const acmeMembership = globexMembership?.find((entry) => entry.name === 'Acme BV');
    expect((await call(globex.token, 'PUT', `users/${acmeMembership?.id}/switch`)).status).toBe(
      200,
    );

    const removed = await call(acme.token, 'DELETE', `client/users/${added.body.data?.id}`);
    expect(removed).toEqual({ status: 200, body: { data: null } });
    expect((await usersOf(acme)).map((user) => user.owner)).toEqual([true]);
    expect((await call(globex.token, 'GET', 'client')).body.data).toMatchObject({
      name: 'Globex',
    });
  });

  it('refuses the caller’s own membership, and another company’s or an unknown id', async () => {
    const [own] = await usersOf(acme);
    expect(await call(acme.token, 'DELETE', `client/users/${own?.id}`)).toEqual({
      status: 400,
      body: { message: 'You cannot remove yourself from the company.' },
    });
    const rival = await newEmployer('Rival BV');
    const [rivalOwn] = await usersOf(rival);
    for (const id of [rivalOwn?.id, 99_999_999, 'x', '99999999999']) {
      expect(await call(acme.token, 'DELETE', `client/users/${id}`)).toEqual({
        status: 404,
        body: { message: 'User not found' },
      });
    }
    expect(await usersOf(rival)).toHaveLength(1);
    expect(await usersOf(acme)).toHaveLength(1);
  });

  it('refuses to remove the owner, also to an invited user', async () => {
    const globex = await newEmployer('Globex');
    await call(acme.token, 'POST', 'client/users', { email: await emailOf(globex.userId) });
    const memberships = (await call<User>(globex.token, 'GET', 'you')).body.data?.clients;
    const acmeMembership = memberships?.find((entry) => entry.name === 'Acme BV');
    expect((await call(globex.token, 'PUT', `users/${acmeMembership?.id}/switch`)).status).toBe(
      200,
    );
    const [owner] = await usersOf(globex);
    expect(owner?.owner).toBe(true);
    expect(await call(globex.token, 'DELETE', `client/users/${owner?.id}`)).toEqual({
      status: 403,
      body: { message: 'The owner of the company cannot be removed.' },
    });
    expect((await usersOf(acme)).map((user) => user.owner)).toEqual([true, false]);
  });

  it('withdraws the set-password link of an invited account left without a company', async () => {
    const email = `withdrawn-${Date.now()}@example.com`;
    const added = await call<ClientUser>(acme.token, 'POST', 'client/users', { email });
    const token = firstLinkIn(lastMailTo(email)?.text ?? '')?.searchParams.get('token');
    expect((await call(acme.token, 'DELETE', `client/users/${added.body.data?.id}`)).status).toBe(
      200,
    );
    const reset = await call(null, 'POST', 'password/reset', {
      token,
      password: 'a new password',
      password_confirmation: 'a new password',
    });
    expect(reset.status).toBe(400);
  });
});

describe('a failing mail and the rate limits', () => {
  it('undoes a new address’s account when its mail fails; an existing account stays added', async () => {
    const local = await startTestServer({
      mailer: { send: () => Promise.reject(new Error('SMTP down')), close: () => {} },
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const site = await seedTestBoard(local.db);
      const seat = { siteId: site.siteId, jobBoardId: site.jobBoardId };
      const owner = await insertTestEmployer(local.db, seat);
      const other = await insertTestEmployer(local.db, { ...seat, name: 'Other BV' });
      const email = 'never-reached@example.com';
      const failed = await call(owner.token, 'POST', 'client/users', { email }, local, site.host);
      expect(failed.status).toBe(500);
      const left = await local.db.selectFrom('users').select('id').where('email', '=', email);
      expect(await left.execute()).toEqual([]);

      const otherEmail = (
        await local.db
          .selectFrom('users')
          .select('email')
          .where('id', '=', other.userId)
          .executeTakeFirstOrThrow()
      ).email;
      const added = await call(
        owner.token,
        'POST',
        'client/users',
        { email: otherEmail },
        local,
        site.host,
      );
      expect(added.status).toBe(201);
      expect(logged).toHaveBeenCalledWith(
        'The mail to a user added to client %d could not be sent:',
        owner.clientId,
        expect.any(Error),
      );
    } finally {
      logged.mockRestore();
      await local.close();
    }
  });

  it('limits invitations per address, and per invited email those that were made', async () => {
    const local = await startTestServer({
      mailer: { send: async () => {}, close: () => {} },
      rateLimits: { clientInvites: { limit: 2 }, clientInviteRecipient: { limit: 1 } },
    });
    try {
      const site = await seedTestBoard(local.db);
      const owner = await insertTestEmployer(local.db, site);
      const invite = (email: string) =>
        call<ClientUser>(owner.token, 'POST', 'client/users', { email }, local, site.host);
      const first = await invite('once@example.com');
      expect(first.status).toBe(201);
      const removed = await call(
        owner.token,
        'DELETE',
        `client/users/${first.body.data?.id}`,
        undefined,
        local,
        site.host,
      );
      expect(removed.status).toBe(200);
      // That address was mailed once this hour: a second invitation is refused.
      expect((await invite('once@example.com')).status).toBe(429);
      expect((await invite('other@example.com')).status).toBe(201);
      const limited = await invite('third@example.com');
      expect(limited.status).toBe(429);
      expect(limited.body.message).toMatch(/minutes?/);
    } finally {
      await local.close();
    }
  });
});
