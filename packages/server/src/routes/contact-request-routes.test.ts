import { randomUUID } from 'node:crypto';
import { ERROR_TEXTS } from '@jobboard/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../auth/opaque-token';
import { createContactToken } from '../resumes/contact-requests';
import { insertSignedInUser } from '../testing/insert-signed-in-user';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';

// Contact requests over real HTTP: the candidate's list (`GET /resume/clients`) and the public
// links mailed to the candidate (`GET /candidates/status/{token}`, `/approve`, `/decline`).

interface ContactAnswer {
  id: number;
  status: string;
  introduction: string | null;
  created_at: string;
  token?: string;
  client: { name: string };
}
interface Answer {
  status: number;
  body: {
    data?: ContactAnswer & ContactAnswer[];
    total?: number;
    message?: string;
  } | null;
}

let server: TestServer;
let board: TestBoard;
let other: TestBoard;

/** A candidate with a resume and contact requests, as an employer's order would leave them. */
interface Candidate {
  token: string;
  userId: number;
  resumeId: number;
}

let anna: Candidate;
let bram: Candidate;
/** A candidate of the other site. */
let cleo: Candidate;
let acme: number;
let globex: number;
let annaOld: string;
let annaNew: string;
let bramToken: string;
let cleoToken: string;

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  server = await startTestServer();
  board = await seedTestBoard(server.db);
  other = await seedTestBoard(server.db, { name: 'Other board', hosts: ['other.example.com'] });
  acme = await insertClient(board, 'Acme Recruiting');
  globex = await insertClient(board, 'Globex');
  const initech = await insertClient(other, 'Initech');
  anna = await insertCandidate(board);
  bram = await insertCandidate(board);
  cleo = await insertCandidate(other);
  annaOld = await insertRequest(anna, acme, 'Hallo Anna, wij zoeken iemand.', 3);
  annaNew = await insertRequest(anna, globex, null, 1);
  bramToken = await insertRequest(bram, acme, 'Hallo Bram.', 2);
  cleoToken = await insertRequest(cleo, initech, 'Hello Cleo.', 2);
}, 60_000);
afterAll(() => server?.close());

async function insertClient(at: TestBoard, name: string): Promise<number> {
  const client = await server.db
    .insertInto('clients')
    .values({ uuid: randomUUID(), job_board_id: at.jobBoardId, name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return client.id;
}

async function insertCandidate(at: TestBoard): Promise<Candidate> {
  const token = await insertSignedInUser(server.db, { siteId: at.siteId, role: 'candidate' });
  const user = await server.db
    .selectFrom('user_tokens')
    .select('user_id')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirstOrThrow();
  const resume = await server.db
    .insertInto('resumes')
    .values({
      uuid: randomUUID(),
      user_id: user.user_id,
      education: '[]',
      employer_history: '[]',
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, userId: user.user_id, resumeId: resume.id };
}

async function insertRequest(
  candidate: Candidate,
  clientId: number,
  introduction: string | null,
  daysAgo: number,
): Promise<string> {
  const token = createContactToken();
  await server.db
    .insertInto('resume_contacts')
    .values({
      resume_id: candidate.resumeId,
      client_id: clientId,
      introduction,
      token,
      created_at: new Date(Date.now() - daysAgo * DAY),
    })
    .execute();
  return token;
}

async function call(path: string, token?: string, host = board.host): Promise<Answer> {
  const response = await server.fetch(path, {
    headers: {
      'X-Site-Host': host,
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
    },
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : JSON.parse(text) };
}

const listOwn = (token: string, query = '') =>
  call(`/api/candidate/v1/resume/clients${query}`, token);
const status = (token: string, action = '', host = board.host) =>
  call(`/api/public/v1/candidates/status/${token}${action}`, undefined, host);

const storedStatus = async (token: string) =>
  (
    await server.db
      .selectFrom('resume_contacts')
      .select('status')
      .where('token', '=', token)
      .executeTakeFirstOrThrow()
  ).status;

describe('GET /resume/clients', () => {
  it('lists the requests for the candidate’s resume, newest first, with client names', async () => {
    const answer = await listOwn(anna.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: [
        {
          id: expect.any(Number),
          status: 'requested',
          introduction: null,
          created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          token: annaNew,
          client: { name: 'Globex' },
        },
        {
          id: expect.any(Number),
          status: 'requested',
          introduction: 'Hallo Anna, wij zoeken iemand.',
          created_at: expect.any(String),
          token: annaOld,
          client: { name: 'Acme Recruiting' },
        },
      ],
      total: 2,
    });
    const [newer, older] = answer.body?.data ?? [];
    expect(Date.parse(newer?.created_at ?? '')).toBeGreaterThan(
      Date.parse(older?.created_at ?? ''),
    );
  });

  it('pages with `page` and `limit`, the total counting them all', async () => {
    const answer = await listOwn(anna.token, '?page=2&limit=1');
    expect(answer.body?.total).toBe(2);
    expect(answer.body?.data?.map((item) => item.token)).toEqual([annaOld]);
  });

  it('shows each candidate only their own requests', async () => {
    const answer = await listOwn(bram.token);
    expect(answer.body?.total).toBe(1);
    expect(answer.body?.data?.map((item) => item.token)).toEqual([bramToken]);
  });

  it('lists nothing for a candidate without a resume', async () => {
    const token = await insertSignedInUser(server.db, { siteId: board.siteId, role: 'candidate' });
    expect(await listOwn(token)).toEqual({ status: 200, body: { data: [], total: 0 } });
  });

  it('refuses an employer token and no token (401)', async () => {
    const employer = await insertSignedInUser(server.db, {
      siteId: board.siteId,
      role: 'employer',
    });
    expect((await listOwn(employer)).status).toBe(401);
    expect((await call('/api/candidate/v1/resume/clients')).status).toBe(401);
  });
});

describe('the contact request link (public)', () => {
  it('reads a request by its token, without a login and without echoing the token', async () => {
    const answer = await status(bramToken);
    expect(answer).toEqual({
      status: 200,
      body: {
        data: {
          id: expect.any(Number),
          status: 'requested',
          introduction: 'Hallo Bram.',
          created_at: expect.any(String),
          client: { name: 'Acme Recruiting' },
        },
      },
    });
  });

  it('answers a HEAD of a link with 405 and changes nothing; answers are not cached', async () => {
    const before = await storedStatus(bramToken);
    for (const action of ['/approve', '/decline']) {
      const response = await server.fetch(
        `/api/public/v1/candidates/status/${bramToken}${action}`,
        {
          method: 'HEAD',
          headers: { 'X-Site-Host': board.host },
        },
      );
      expect(response.status).toBe(405);
      expect(response.headers.get('Allow')).toBe('GET');
    }
    expect(await storedStatus(bramToken)).toBe(before);
    const read = await server.fetch(`/api/public/v1/candidates/status/${bramToken}`, {
      headers: { 'X-Site-Host': board.host },
    });
    expect(read.headers.get('Cache-Control')).toBe('no-store');
  });

  it('accepts (the approve link) once: later answers are refused and change nothing', async () => {
    const approved = await status(bramToken, '/approve');
    expect(approved.status).toBe(200);
    expect(approved.body?.data).toMatchObject({
      status: 'accepted',
      introduction: 'Hallo Bram.',
      client: { name: 'Acme Recruiting' },
    });
    expect(approved.body?.data).not.toHaveProperty('token');
    expect(await storedStatus(bramToken)).toBe('accepted');
    expect((await status(bramToken)).body?.data?.status).toBe('accepted');

    // The link has done its work: accepting again or declining now answer the spec's text.
    for (const action of ['/approve', '/decline']) {
      const again = await server.fetch(`/api/public/v1/candidates/status/${bramToken}${action}`, {
        headers: { 'X-Site-Host': board.host },
      });
      expect(again.status, action).toBe(400);
      expect(again.headers.get('Cache-Control')).toBe('no-store');
      expect(await again.json()).toEqual({ message: ERROR_TEXTS.linkExpiredOrInvalid });
    }
    expect(await storedStatus(bramToken)).toBe('accepted');
    // The read still tells the answer, and so does the candidate's own list.
    expect(await status(bramToken)).toMatchObject({
      status: 200,
      body: { data: { status: 'accepted' } },
    });
    expect((await listOwn(bram.token)).body?.data?.[0]?.status).toBe('accepted');
    // The other requests are untouched.
    expect(await storedStatus(annaOld)).toBe('requested');
  });

  it('declines (the decline link) once: a later approve is refused and changes nothing', async () => {
    const token = await insertRequest(await insertCandidate(board), globex, 'Nog een vraag.', 0);
    const declined = await status(token, '/decline');
    expect(declined).toMatchObject({ status: 200, body: { data: { status: 'declined' } } });
    expect(await storedStatus(token)).toBe('declined');
    for (const action of ['/approve', '/decline']) {
      expect(await status(token, action), action).toEqual({
        status: 400,
        body: { message: ERROR_TEXTS.linkExpiredOrInvalid },
      });
    }
    expect(await storedStatus(token)).toBe('declined');
    expect((await status(token)).body?.data?.status).toBe('declined');
  });

  it('takes one answer of an approve and a decline sent at once', async () => {
    const token = await insertRequest(await insertCandidate(board), globex, null, 0);
    const [approve, decline] = await Promise.all([
      status(token, '/approve'),
      status(token, '/decline'),
    ]);
    expect([approve.status, decline.status].sort()).toEqual([200, 400]);
    const winner = approve.status === 200 ? 'accepted' : 'declined';
    expect(await storedStatus(token)).toBe(winner);
  });

  it.each([
    ['an unknown token', () => createContactToken()],
    ['a malformed token', () => 'short'],
    ['a token with characters no token has', () => `${'a'.repeat(30)}.x`],
  ])('answers 404 for %s, on every action', async (_name, token) => {
    for (const action of ['', '/approve', '/decline']) {
      expect(await status(token(), action), action).toEqual({
        status: 404,
        body: { message: 'Contact request not found' },
      });
    }
  });

  it('answers 404 for another site’s token, and changes nothing', async () => {
    for (const action of ['', '/approve', '/decline']) {
      expect((await status(cleoToken, action)).status, action).toBe(404);
    }
    expect(await storedStatus(cleoToken)).toBe('requested');
    // On its own site's host it works.
    const own = await status(cleoToken, '', other.host);
    expect(own.status).toBe(200);
    expect(own.body?.data?.client).toEqual({ name: 'Initech' });
  });

  it('answers 404 once the candidate’s account is deleted', async () => {
    const dana = await insertCandidate(board);
    const token = await insertRequest(dana, acme, 'Hi Dana.', 1);
    expect((await status(token)).status).toBe(200);
    await server.db
      .updateTable('users')
      .set({ deleted_at: new Date() })
      .where('id', '=', dana.userId)
      .execute();
    expect((await status(token, '/approve')).status).toBe(404);
    expect(await storedStatus(token)).toBe('requested');
  });

  it('is not a route of the candidate family', async () => {
    expect((await call(`/api/candidate/v1/candidates/status/${annaOld}`, anna.token)).status).toBe(
      404,
    );
  });
});
