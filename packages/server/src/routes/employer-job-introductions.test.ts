import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLinkIn } from '../accounts/password-reset';
import {
  INTRODUCTION_EXISTS,
  INTRODUCTION_JOB_NOT_ONLINE,
  INTRODUCTION_NOT_ACCEPTED,
} from '../employer-jobs/job-introductions';
import type { MailMessage } from '../mail/index';
import { createContactToken } from '../resumes/contact-requests';
import { insertJobs, type JobSeed } from '../seed/insert-job';
import { insertClientJobs } from '../testing/insert-client-jobs';
import { insertTestCandidate, type TestCandidate } from '../testing/insert-test-candidate';
import { callJson, insertTestEmployer, type TestEmployer } from '../testing/insert-test-employer';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';

// `POST /api/employer/v1/jobs/{id}/introduce-candidate`: an employer introduces a candidate who
// accepted the client's contact request to one of the client's online jobs, and the candidate
// is mailed the job's link and the employer's message.

const DAY = 24 * 60 * 60 * 1000;

interface Introduced {
  job_id: number;
  resume_id: string;
  created_at: string;
}

let server: TestServer;
let board: TestBoard;
let other: TestBoard;
let acme: TestEmployer;
let globex: TestEmployer;
/** Accepted acme's contact request. */
let anna: TestCandidate;
/** Accepted too: introduced with an empty message. */
let bram: TestCandidate;
/** Acme's request is still `requested`. */
let cleo: TestCandidate;
/** Declined acme's request. */
let dirk: TestCandidate;
/** Never contacted by acme (globex's request accepted). */
let eva: TestCandidate;
/** A candidate of another site with an accepted row of acme's client. */
let elsewhere: TestCandidate;
/** Job ids by name. */
const jobs: Record<string, number> = {};
const sent: MailMessage[] = [];
const slugs: Record<string, string> = {};

async function insertContact(candidate: TestCandidate, clientId: number, status: string) {
  await server.db
    .insertInto('resume_contacts')
    .values({
      resume_id: candidate.resumeId,
      client_id: clientId,
      introduction: 'Hallo',
      status,
      token: createContactToken(),
    })
    .execute();
}

/** Jobs of a client by name, with their ids in `jobs` and slugs in `slugs`. */
async function insertNamedJobs(clientId: number, seeds: Record<string, Partial<JobSeed>>) {
  const created = await insertClientJobs(
    server.db,
    board.jobBoardId,
    clientId,
    seeds,
    `introduce-${randomUUID().slice(0, 8)}`,
  );
  for (const [name, job] of Object.entries(created)) {
    jobs[name] = job.id;
    slugs[name] = job.slug;
  }
}

const introduce = (id: number | string, body: unknown, token: string | null = acme.token) =>
  callJson<Introduced>(server, 'POST', `/api/employer/v1/jobs/${id}/introduce-candidate`, {
    host: board.host,
    token,
    body,
  });

const introductionCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('job_introductions')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  // More introductions than one address may send in an hour: the limit is tested on its own.
  // The mails as sent, their HTML included (the mailbox's reader keeps only the text).
  server = await startTestServer({
    rateLimits: { jobIntroductions: { limit: 1000 } },
    mailer: {
      send: async (message) => {
        sent.push(message);
      },
      close: () => {},
    },
  });
  board = await seedTestBoard(server.db);
  other = await seedTestBoard(server.db, { name: 'Other board', hosts: ['other.example.com'] });
  acme = await insertTestEmployer(server.db, { ...board, name: 'Acme <Recruiting>' });
  globex = await insertTestEmployer(server.db, { ...board, name: 'Globex' });
  anna = await insertTestCandidate(server.db, {
    siteId: board.siteId,
    email: 'anna-introduced@example.com',
  });
  bram = await insertTestCandidate(server.db, { siteId: board.siteId });
  cleo = await insertTestCandidate(server.db, { siteId: board.siteId });
  dirk = await insertTestCandidate(server.db, { siteId: board.siteId });
  eva = await insertTestCandidate(server.db, { siteId: board.siteId });
  elsewhere = await insertTestCandidate(server.db, { siteId: other.siteId });
  await insertContact(anna, acme.clientId, 'accepted');
  await insertContact(bram, acme.clientId, 'accepted');
  await insertContact(cleo, acme.clientId, 'requested');
  await insertContact(dirk, acme.clientId, 'declined');
  await insertContact(eva, globex.clientId, 'accepted');
  await insertContact(elsewhere, acme.clientId, 'accepted');
  await insertNamedJobs(acme.clientId, {
    online: { title: 'Zeppelinpiloot <Utrecht>' },
    second: {},
    limited: {},
    draft: { status: 'draft', from_at: null, till_at: null },
    paused: { status: 'paused' },
    future: { from_at: new Date(Date.now() + 2 * DAY) },
    ended: { till_at: new Date(Date.now() - DAY) },
  });
  await insertNamedJobs(globex.clientId, { globex: {} });
}, 60_000);
afterAll(() => server?.close());

describe('POST /jobs/{id}/introduce-candidate: access', () => {
  it('answers 401 without a token and for a candidate', async () => {
    const body = { resume_id: anna.uuid };
    expect((await introduce(jobs.online as number, body, null)).status).toBe(401);
    expect((await introduce(jobs.online as number, body, anna.token)).status).toBe(401);
  });

  it("answers 404 for another client's job and an unknown one", async () => {
    for (const id of [jobs.globex as number, 999_999, 'nope']) {
      const answer = await introduce(id, { resume_id: anna.uuid });
      expect(answer, String(id)).toEqual({ status: 404, body: { message: 'Job not found' } });
    }
    expect(await introductionCount()).toBe(0);
  });
});

describe('POST /jobs/{id}/introduce-candidate: the body', () => {
  it.each([
    ['no resume_id', {}, 'resume_id'],
    ['an empty resume_id', { resume_id: '  ' }, 'resume_id'],
    ['a resume_id that is not a text', { resume_id: 5 }, 'resume_id'],
    ['a message that is not a text', { resume_id: 'x', message: ['a'] }, 'message'],
    ['an unknown field', { resume_id: 'x', introduction: 'Hallo' }, 'introduction'],
  ])('refuses %s with a field error', async (_, body, field) => {
    const answer = await introduce(jobs.online as number, body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toEqual(expect.any(String));
    expect(Object.keys(answer.body.errors ?? {})).toEqual([field]);
  });

  it('refuses a message of more than 2000 characters (after trimming)', async () => {
    const answer = await introduce(jobs.online as number, {
      resume_id: anna.uuid,
      message: 'x'.repeat(2001),
    });
    expect(answer).toEqual({
      status: 400,
      body: {
        message: 'The message may be at most 2000 characters.',
        errors: { message: ['The message may be at most 2000 characters.'] },
      },
    });
    expect(await introductionCount()).toBe(0);
  });

  it('refuses a body that is not a JSON object', async () => {
    expect((await introduce(jobs.online as number, [anna.uuid])).status).toBe(400);
  });
});

describe('POST /jobs/{id}/introduce-candidate: the rules', () => {
  it.each(['draft', 'paused', 'future', 'ended'])('refuses a %s job on `job`', async (name) => {
    const answer = await introduce(jobs[name] as number, { resume_id: anna.uuid });
    expect(answer).toEqual({
      status: 400,
      body: {
        message: INTRODUCTION_JOB_NOT_ONLINE,
        errors: { job: [INTRODUCTION_JOB_NOT_ONLINE] },
      },
    });
  });

  it('refuses a resume without an accepted request of the client, alike for an unknown one', async () => {
    const refusal = {
      status: 400,
      body: {
        message: INTRODUCTION_NOT_ACCEPTED,
        errors: { resume_id: [INTRODUCTION_NOT_ACCEPTED] },
      },
    };
    const cases = {
      requested: cleo.uuid,
      declined: dirk.uuid,
      'never contacted': eva.uuid,
      'of another site': elsewhere.uuid,
      unknown: randomUUID(),
      'not a uuid': 'nope',
    };
    for (const [name, uuid] of Object.entries(cases)) {
      expect(await introduce(jobs.online as number, { resume_id: uuid }), name).toEqual(refusal);
    }
    expect(await introductionCount()).toBe(0);
  });

  it('introduces once: 201 with the row stored and the candidate mailed, then 409', async () => {
    const before = sent.length;
    const message = '  Hallo Anna,\n<b>deze</b> past bij "jou" & mij.  ';
    const answer = await introduce(jobs.online as number, {
      resume_id: anna.uuid.toUpperCase(),
      message,
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      data: {
        job_id: jobs.online,
        resume_id: anna.uuid,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      },
    });
    const rows = await server.db.selectFrom('job_introductions').selectAll().execute();
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        job_id: jobs.online,
        resume_id: anna.resumeId,
        client_id: acme.clientId,
        user_id: acme.userId,
        message: message.trim(),
        created_at: expect.any(Date),
      },
    ]);
    expect(new Date(rows[0]?.created_at as Date).toISOString()).toBe(answer.body.data?.created_at);

    // The mail goes out after the answer, in the board's default language (nl).
    await expect.poll(() => sent.length).toBe(before + 1);
    const [mail] = sent.slice(before);
    expect(mail?.to).toBe('anna-introduced@example.com');
    expect(mail?.fromName).toBe('Test board');
    expect(mail?.subject).toBe('Acme <Recruiting> denkt dat Zeppelinpiloot <Utrecht> bij je past');
    expect(mail?.text).toContain(message.trim());
    const link = firstLinkIn(mail?.text ?? '');
    expect(link?.href).toBe(`https://${board.host}/vacature/${slugs.online}`);
    expect(mail?.html).toContain(
      'Hallo Anna,<br>&lt;b&gt;deze&lt;/b&gt; past bij &quot;jou&quot; &amp; mij.',
    );
    expect(mail?.html).not.toContain('<b>deze');
    expect(mail?.html).toContain(`<a href="https://${board.host}/vacature/${slugs.online}">`);

    // The same candidate to the same job again: 409, nothing stored, no mail.
    const again = await introduce(jobs.online as number, { resume_id: anna.uuid });
    expect(again).toEqual({ status: 409, body: { message: INTRODUCTION_EXISTS } });
    expect(await introductionCount()).toBe(1);
    expect(sent.length).toBe(before + 1);

    // Another job of the client is a new introduction. Its mail is awaited: one arriving in the
    // next test would be counted as that test's.
    expect((await introduce(jobs.second as number, { resume_id: anna.uuid })).status).toBe(201);
    expect(await introductionCount()).toBe(2);
    await expect.poll(() => sent.length).toBe(before + 2);
  });

  it('stores an empty message as none, and takes the job by uuid', async () => {
    const job = await server.db
      .selectFrom('jobs')
      .select('uuid')
      .where('id', '=', jobs.online as number)
      .executeTakeFirstOrThrow();
    const before = sent.length;
    const answer = await introduce(job.uuid, { resume_id: bram.uuid, message: '   ' });
    expect(answer.status).toBe(201);
    const row = await server.db
      .selectFrom('job_introductions')
      .select('message')
      .where('resume_id', '=', bram.resumeId)
      .executeTakeFirstOrThrow();
    expect(row.message).toBeNull();
    await expect.poll(() => sent.length).toBe(before + 1);
    const [mail] = sent.slice(before);
    expect(mail?.to).toBe(bram.email);
    expect(mail?.html).not.toContain('<blockquote>');
  });

  it('stores one introduction of two calls at once, and mails once', async () => {
    const before = sent.length;
    const answers = await Promise.all([
      introduce(jobs.limited as number, { resume_id: bram.uuid }),
      introduce(jobs.limited as number, { resume_id: bram.uuid }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    await expect.poll(() => sent.length).toBe(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent.length).toBe(before + 1);
  });
});

describe('POST /jobs/{id}/introduce-candidate: a failing mail and the rate limit', () => {
  it('stores the introduction although the mail fails, and limits calls per address', async () => {
    const local = await startTestServer({
      mailer: { send: () => Promise.reject(new Error('SMTP down')), close: () => {} },
      rateLimits: { jobIntroductions: { limit: 1 } },
    });
    try {
      const site = await seedTestBoard(local.db);
      const employer = await insertTestEmployer(local.db, site);
      const candidate = await insertTestCandidate(local.db, { siteId: site.siteId });
      await local.db
        .insertInto('resume_contacts')
        .values({
          resume_id: candidate.resumeId,
          client_id: employer.clientId,
          status: 'accepted',
          token: createContactToken(),
        })
        .execute();
      const [jobId] = await insertJobs(local.db, site.jobBoardId, [
        {
          status: 'active',
          slug: 'limited-job',
          title: 'Tester',
          client_id: employer.clientId,
          organisation_name: 'Acme BV',
          from_at: new Date(Date.now() - DAY),
          segment_ids: [],
        },
      ]);
      const post = (token: string | null, body: unknown = { resume_id: candidate.uuid }) =>
        callJson(local, 'POST', `/api/employer/v1/jobs/${jobId}/introduce-candidate`, {
          host: site.host,
          token,
          body,
        });
      // Counted after the token check: calls without one use none of the limit.
      expect((await post(null)).status).toBe(401);
      expect((await post(employer.token)).status).toBe(201);
      const stored = await local.db.selectFrom('job_introductions').select('job_id').execute();
      expect(stored).toEqual([{ job_id: jobId }]);
      const limited = await post(employer.token);
      expect(limited.status).toBe(429);
    } finally {
      await local.close();
    }
  });
});
