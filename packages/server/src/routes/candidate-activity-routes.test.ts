import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogEntry } from '../accounts/candidate-logs';
import {
  insertApplication,
  insertContactRequest,
  insertFavourite,
  insertJobAlert,
} from '../testing/insert-candidate-rows';
import { insertTestCandidate, type TestCandidate } from '../testing/insert-test-candidate';
import { callJson, insertTestEmployer, type TestEmployer } from '../testing/insert-test-employer';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';

// `GET /api/candidate/v1/kpi` and `GET /api/candidate/v1/logs` over real HTTP. Kim has a row of
// every kind at known times, one job she applied to and saved deleted since; Ana on the same
// board and Zoe on another site have rows of their own, which Kim's answers must never show.

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.now() - 30 * DAY;
/** `days` after Kim's account was created. */
const at = (days: number) => new Date(T0 + days * DAY);

let server: TestServer;
let board: TestBoard;
let other: TestBoard;
let employer: TestEmployer;
let jobs: Map<string, { id: number; uuid: string; slug: string; title: string }>;
let clientId: number;
let kim: TestCandidate;
let ana: TestCandidate;
let zoe: TestCandidate;
/** Kim's rows' ids by what they are. */
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  board = await seedTestBoard(server.db);
  other = await seedTestBoard(server.db, { name: 'Other board', hosts: ['other.example.com'] });
  employer = await insertTestEmployer(server.db, board);
  const rows = await server.db
    .selectFrom('jobs')
    .select(['id', 'uuid', 'slug', 'title'])
    .where('job_board_id', '=', board.jobBoardId)
    .execute();
  jobs = new Map(rows.map((row) => [row.slug, row]));
  clientId = (
    await server.db
      .insertInto('clients')
      .values({ uuid: randomUUID(), job_board_id: board.jobBoardId, name: 'Recruit BV' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

  kim = await insertTestCandidate(server.db, { siteId: board.siteId });
  await backdateAccount(kim, at(0));
  ids.applied = await apply(kim, 'ontwikkelaar-amsterdam', at(1));
  ids.savedJob = await favourite(kim, { job_id: job('verpleegkundige-utrecht').id }, at(2));
  ids.savedOrg = await favourite(kim, { organisation_id: board.organisationId }, at(3));
  ids.alert = await alert(kim, board.jobBoardId, 'verpleging', at(4));
  ids.asked = await contact(kim, clientId, 'requested', at(5));
  // One request per client and resume: the second is the employer's client's.
  ids.accepted = await contact(kim, employer.clientId, 'accepted', at(6));
  ids.appliedGone = await apply(kim, 'developer-rotterdam', at(7));
  ids.savedGone = await favourite(kim, { job_id: job('developer-rotterdam').id }, at(8));
  // The employer deleted that job since (a soft delete, as DELETE /jobs/{id} does).
  await server.db
    .updateTable('jobs')
    .set({ status: 'deleted' })
    .where('id', '=', job('developer-rotterdam').id)
    .execute();
  // A guest application with Kim's email is not hers.
  await apply({ userId: null, email: kim.email }, 'programator-utrecht', at(9));

  ana = await insertTestCandidate(server.db, { siteId: board.siteId });
  await backdateAccount(ana, at(9));
  await apply(ana, 'ontwikkelaar-amsterdam', at(10));
  await favourite(ana, { job_id: job('ontwikkelaar-amsterdam').id }, at(11));
  await alert(ana, board.jobBoardId, 'ana', at(12));
  await contact(ana, clientId, 'requested', at(13));

  zoe = await insertTestCandidate(server.db, { siteId: other.siteId });
  await alert(zoe, other.jobBoardId, 'zoe', at(14));
}, 60_000);
afterAll(() => server?.close());

/** Sets when the account was created (the column is not written otherwise). */
async function backdateAccount(who: TestCandidate, when: Date): Promise<void> {
  await sql`update users set created_at = ${when} where id = ${who.userId}`.execute(server.db);
}

function job(slug: string) {
  const found = jobs.get(slug);
  if (!found) throw new Error(`No test job ${slug}`);
  return found;
}

const apply = (who: { userId: number | null; email: string }, slug: string, when: Date) =>
  insertApplication(server.db, {
    userId: who.userId,
    email: who.email,
    jobId: job(slug).id,
    jobBoardId: board.jobBoardId,
    at: when,
  });
const favourite = (
  who: TestCandidate,
  target: { job_id: number } | { organisation_id: number },
  when: Date,
) => insertFavourite(server.db, { userId: who.userId, at: when, ...target });
const alert = (who: TestCandidate, jobBoardId: number, search: string, when: Date) =>
  insertJobAlert(server.db, { userId: who.userId, email: who.email, jobBoardId, search, at: when });
const contact = (who: TestCandidate, clientId: number, status: string, when: Date) =>
  insertContactRequest(server.db, { resumeId: who.resumeId, clientId, status, at: when });

const kpi = (token: string | null, host = board.host) =>
  callJson(server, 'GET', '/api/candidate/v1/kpi', { host, token });
const logs = (token: string | null, query = '', host = board.host) =>
  callJson<LogEntry[]>(server, 'GET', `/api/candidate/v1/logs${query}`, { host, token });

/** A seeded job as an entry names it: online, since the seed's jobs are active. */
const jobOf = (slug: string) => {
  const { uuid, title } = job(slug);
  return { uuid, slug, title, online: true };
};

describe('GET /kpi', () => {
  it("counts the candidate's own rows", async () => {
    expect(await kpi(kim.token)).toEqual({
      status: 200,
      body: {
        data: {
          applications: 2,
          favourite_jobs: 2,
          favourite_organisations: 1,
          job_alerts: 1,
          contact_requests: 2,
          contact_requests_waiting: 1,
        },
      },
    });
    expect((await kpi(ana.token)).body.data).toEqual({
      applications: 1,
      favourite_jobs: 1,
      favourite_organisations: 0,
      job_alerts: 1,
      contact_requests: 1,
      contact_requests_waiting: 1,
    });
    expect((await kpi(zoe.token, other.host)).body.data).toMatchObject({
      applications: 0,
      job_alerts: 1,
      contact_requests: 0,
    });
  });

  it('answers 401 without a candidate token of the site', async () => {
    expect((await kpi(null)).status).toBe(401);
    expect((await kpi(employer.token)).status).toBe(401);
    expect((await kpi(kim.token, other.host)).status).toBe(401);
    expect((await kpi(zoe.token)).status).toBe(401);
  });
});

describe('GET /logs', () => {
  const kimsLog = (): LogEntry[] => [
    { id: `favourite-${ids.savedGone}`, type: 'favourite', at: at(8).toISOString(), job: null },
    {
      id: `application-${ids.appliedGone}`,
      type: 'application',
      at: at(7).toISOString(),
      job: null,
    },
    {
      id: `contact_request-${ids.accepted}`,
      type: 'contact_request',
      at: at(6).toISOString(),
      client: { name: 'Acme BV' },
      status: 'accepted',
    },
    {
      id: `contact_request-${ids.asked}`,
      type: 'contact_request',
      at: at(5).toISOString(),
      client: { name: 'Recruit BV' },
      status: 'requested',
    },
    {
      id: `job_alert-${ids.alert}`,
      type: 'job_alert',
      at: at(4).toISOString(),
      alert: { id: ids.alert as number, search: 'verpleging' },
    },
    {
      id: `favourite-${ids.savedOrg}`,
      type: 'favourite',
      at: at(3).toISOString(),
      organisation: { id: board.organisationId, slug: 'acme', name: 'Acme BV' },
    },
    {
      id: `favourite-${ids.savedJob}`,
      type: 'favourite',
      at: at(2).toISOString(),
      job: jobOf('verpleegkundige-utrecht'),
    },
    {
      id: `application-${ids.applied}`,
      type: 'application',
      at: at(1).toISOString(),
      job: jobOf('ontwikkelaar-amsterdam'),
    },
    { id: `account-${kim.userId}`, type: 'account', at: at(0).toISOString() },
  ];

  it('says a paused job is not online, so the page does not link it', async () => {
    const slug = 'ontwikkelaar-amsterdam';
    await server.db
      .updateTable('jobs')
      .set({ status: 'paused' })
      .where('slug', '=', slug)
      .execute();
    try {
      const answer = await logs(kim.token, '?type=application');
      const entries = (answer.body.data ?? []) as { job?: { slug: string; online: boolean } }[];
      expect(entries.find((entry) => entry.job?.slug === slug)?.job?.online).toBe(false);
    } finally {
      await server.db
        .updateTable('jobs')
        .set({ status: 'active' })
        .where('slug', '=', slug)
        .execute();
    }
  });

  it("lists the candidate's activity newest first, a deleted job as null", async () => {
    expect(await logs(kim.token)).toEqual({ status: 200, body: { data: kimsLog(), total: 9 } });
  });

  it('pages with page and limit', async () => {
    const first = await logs(kim.token, '?limit=4');
    expect(first.body).toEqual({ data: kimsLog().slice(0, 4), total: 9 });
    const last = await logs(kim.token, '?limit=4&page=3');
    expect(last.body).toEqual({ data: kimsLog().slice(8), total: 9 });
    expect((await logs(kim.token, '?limit=4&page=4')).body).toEqual({ data: [], total: 9 });
  });

  it('keeps one type with type=', async () => {
    const favourites = await logs(kim.token, '?type=favourite&limit=2');
    expect(favourites.body.total).toBe(3);
    expect(favourites.body.data?.map((entry) => entry.id)).toEqual([
      `favourite-${ids.savedGone}`,
      `favourite-${ids.savedOrg}`,
    ]);
    expect((await logs(kim.token, '?type=')).body.total).toBe(9);
    const account = await logs(kim.token, '?type=account');
    expect(account.body).toEqual({ data: kimsLog().slice(8), total: 1 });
    expect((await logs(zoe.token, '?type=application', other.host)).body).toEqual({
      data: [],
      total: 0,
    });
  });

  it('tells a new account only, and an inactive organisation as null', async () => {
    const lou = await insertTestCandidate(server.db, { siteId: board.siteId });
    const zeros = {
      applications: 0,
      favourite_jobs: 0,
      favourite_organisations: 0,
      job_alerts: 0,
      contact_requests: 0,
      contact_requests_waiting: 0,
    };
    expect((await kpi(lou.token)).body.data).toEqual(zeros);
    const fresh = await logs(lou.token);
    expect(fresh.body.data?.map((entry) => entry.id)).toEqual([`account-${lou.userId}`]);
    const closed = await server.db
      .insertInto('organisations')
      .values({ job_board_id: board.jobBoardId, slug: 'closed', name: 'Closed BV', active: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    const saved = await favourite(lou, { organisation_id: closed.id }, new Date());
    expect((await kpi(lou.token)).body.data).toEqual({ ...zeros, favourite_organisations: 1 });
    expect((await logs(lou.token, '?type=favourite')).body.data).toEqual([
      { id: `favourite-${saved}`, type: 'favourite', at: expect.any(String), organisation: null },
    ]);
  });

  it('never lists another user', async () => {
    const anas = await logs(ana.token);
    expect(anas.body.total).toBe(5);
    expect(anas.body.data?.map((entry) => entry.type)).toEqual([
      'contact_request',
      'job_alert',
      'favourite',
      'application',
      'account',
    ]);
    const zoes = await logs(zoe.token, '', other.host);
    expect(zoes.body.data?.map((entry) => entry.id)).toEqual([
      // Her account is newer than the alert, which is dated back.
      `account-${zoe.userId}`,
      expect.stringMatching(/^job_alert-/),
    ]);
  });

  it.each([
    ['an unknown type', '?type=orders', 'type'],
    ['a repeated type', '?type=account&type=favourite', 'type'],
    ['page zero', '?page=0', 'page'],
    ['a page that is no number', '?page=two', 'page'],
    ['limit zero', '?limit=0', 'limit'],
    ['a limit over 100', '?limit=101', 'limit'],
    ['a fractional limit', '?limit=1.5', 'limit'],
  ])('answers 400 on %s', async (_name, query, field) => {
    const answer = await logs(kim.token, query);
    expect(answer.status).toBe(400);
    expect(typeof answer.body.message).toBe('string');
    expect(answer.body.errors?.[field]).toEqual([expect.any(String)]);
  });

  it('answers 401 without a candidate token of the site', async () => {
    expect((await logs(null)).status).toBe(401);
    expect((await logs(employer.token)).status).toBe(401);
    expect((await logs(kim.token, '', other.host)).status).toBe(401);
  });
});
