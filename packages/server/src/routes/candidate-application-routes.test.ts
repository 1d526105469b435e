import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSignedInUser } from '../testing/insert-signed-in-user';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { pdfFile } from '../uploads/testing/sample-files';

// A candidate's applications (GET /api/candidate/v1/applications) over real HTTP. The
// applications are sent through the real apply calls, by two candidates and a guest, so that
// the list is seen to hold the candidate's own only.

interface ApplicationAnswer {
  uuid: string;
  created_at: string;
  status: string;
  job: {
    uuid: string;
    slug: string;
    title: string;
    organisation_name: string | null;
    status: string;
  };
}

interface Answer {
  status: number;
  text: string;
  body: {
    data?: ApplicationAnswer[];
    total?: number;
    page?: number;
    limit?: number;
    message?: string;
    errors?: Record<string, string[]>;
  } | null;
}

interface Candidate {
  token: string;
  email: string;
}

let server: TestServer;
let board: TestBoard;
let other: TestBoard;
let jobs: Map<string, { id: number; uuid: string }>;
/** Applied to three jobs, in the order of {@link KIM_JOBS}. */
let kim: Candidate;
let kimApplications: string[];
/** Applied to one of Kim's jobs. */
let ana: Candidate;
let anaApplication: string;
/** Applied to jobs that were paused, expired and deleted after. */
let lou: Candidate;

const KIM_JOBS = ['developer-rotterdam', 'verpleegkundige-utrecht', 'ontwikkelaar-amsterdam'];
const LOU_JOBS = ['programator-utrecht', 'ontwikkelaar-zonder-org', 'ontwikkelaar-amsterdam'];
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  server = await startTestServer();
  board = await seedTestBoard(server.db);
  other = await seedTestBoard(server.db, { name: 'Other board', hosts: ['other.example.com'] });
  const rows = await server.db
    .selectFrom('jobs')
    .select(['id', 'uuid', 'slug'])
    .where('job_board_id', '=', board.jobBoardId)
    .execute();
  jobs = new Map(rows.map((row) => [row.slug, row]));

  kim = await signIn();
  ana = await signIn();
  lou = await signIn();
  kimApplications = [];
  for (const slug of KIM_JOBS) kimApplications.push(await apply(kim, slug));
  anaApplication = await apply(ana, 'ontwikkelaar-amsterdam');
  // A guest with Kim's email, to a job Kim did not apply to: not Kim's (no user_id).
  await apply({ token: undefined, email: kim.email }, 'programator-utrecht');
  for (const slug of LOU_JOBS) await apply(lou, slug);
}, 60_000);
afterAll(() => server?.close());

async function signIn(role: 'candidate' | 'employer' = 'candidate'): Promise<Candidate> {
  const email = `${role}-${randomUUID()}@example.com`;
  return {
    token: await insertSignedInUser(server.db, { siteId: board.siteId, role, email }),
    email,
  };
}

async function call(
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string | undefined; body?: FormData | object; family?: string } = {},
): Promise<Answer> {
  const { token, body, family = 'candidate' } = options;
  const response = await server.fetch(`/api/${family}/v1/${path}`, {
    method,
    headers: {
      'X-Site-Host': board.host,
      ...(body === undefined || body instanceof FormData
        ? {}
        : { 'Content-Type': 'application/json' }),
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
    },
    ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, text, body: text === '' ? null : JSON.parse(text) };
}

/** The answer's `data`, as the step expects it to be. */
function dataOf<T>(answer: Answer): T {
  return answer.body?.data as unknown as T;
}

const list = (token: string | undefined, query = '') =>
  call('GET', `applications${query}`, { token });

function jobOf(slug: string): { id: number; uuid: string } {
  const job = jobs.get(slug);
  if (!job) throw new Error(`The test board lacks the job ${slug}.`);
  return job;
}

/**
 * Applies to a job through the real calls, as the candidate (or, without a token, as a guest
 * through the public family): uploads a CV and a motivation, then sends the application.
 */
async function apply(applicant: { token: string | undefined; email: string }, slug: string) {
  const job = jobOf(slug);
  const { token, email } = applicant;
  const family = token === undefined ? 'public' : 'candidate';
  const upload = async (name: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdfFile())]), name);
    form.append('name', name);
    const answer = await call('POST', `jobs/${job.id}/apply/file-upload`, {
      token,
      body: form,
      family,
    });
    expect(answer.status, `upload: ${answer.text}`).toBe(201);
    return dataOf<{ token: string }>(answer).token;
  };
  const answer = await call('POST', `jobs/${job.uuid}/apply`, {
    token,
    family,
    body: {
      email,
      given_name: 'Kandi',
      family_name: 'Daat',
      job_board_id: board.jobBoardId,
      cv: await upload('cv.pdf'),
      motivation: await upload('motivation.pdf'),
    },
  });
  expect(answer.status, `apply to ${slug}: ${answer.text}`).toBe(201);
  return dataOf<{ uuid: string }>(answer).uuid;
}

describe("a candidate's applications (GET /api/candidate/v1/applications)", () => {
  it('lists the applications newest first, with their jobs', async () => {
    const answer = await list(kim.token);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({
      data: [...KIM_JOBS].reverse().map((slug, index) => ({
        uuid: kimApplications[KIM_JOBS.length - 1 - index],
        created_at: expect.any(String),
        status: 'new',
        job: {
          uuid: jobOf(slug).uuid,
          slug,
          title: {
            'ontwikkelaar-amsterdam': 'Software ontwikkelaar',
            'verpleegkundige-utrecht': 'Verpleegkundige',
            'developer-rotterdam': 'Backend developer',
          }[slug],
          organisation_name: 'Acme BV',
          status: 'active',
        },
      })),
      total: 3,
      page: 1,
      limit: 10,
    });
    const times = (answer.body?.data ?? []).map((application) => application.created_at);
    for (const time of times) expect(new Date(time).toISOString()).toBe(time);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('narrows to one job with match[job_uuid]', async () => {
    const [, middle] = KIM_JOBS;
    if (middle === undefined) throw new Error('Kim applied to three jobs.');
    const answer = await list(kim.token, `?match[job_uuid]=${jobOf(middle).uuid}`);
    expect(answer.status, answer.text).toBe(200);
    expect(
      answer.body?.data?.map((application) => [application.uuid, application.job.slug]),
    ).toEqual([[kimApplications[1], middle]]);
    expect(answer.body).toMatchObject({ total: 1, page: 1, limit: 10 });
    // Encoded brackets and an upper-case uuid are the same filter; an empty one filters nothing.
    const upper = await list(kim.token, `?match%5Bjob_uuid%5D=${jobOf(middle).uuid.toUpperCase()}`);
    expect(upper.body?.data?.map((application) => application.uuid)).toEqual([kimApplications[1]]);
    expect((await list(kim.token, '?match[job_uuid]=')).body?.total).toBe(3);
  });

  it('answers an empty list for a job the candidate did not apply to', async () => {
    // A job only others (and a guest with Kim's email) applied to, an unknown uuid, no uuid.
    for (const uuid of [jobOf('programator-utrecht').uuid, randomUUID(), 'not-a-uuid']) {
      const answer = await list(kim.token, `?match[job_uuid]=${uuid}`);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body).toEqual({ data: [], total: 0, page: 1, limit: 10 });
    }
    const twice = await list(kim.token, `?match[job_uuid]=a&match[job_uuid]=b`);
    expect(twice.status, twice.text).toBe(400);
    expect(twice.body?.errors?.['match[job_uuid]']).toEqual([expect.any(String)]);
  });

  it('pages with page and limit, a page past the end being empty', async () => {
    const first = await list(kim.token, '?page=1&limit=2');
    expect(first.status, first.text).toBe(200);
    expect(first.body?.data?.map((application) => application.uuid)).toEqual([
      kimApplications[2],
      kimApplications[1],
    ]);
    expect(first.body).toMatchObject({ total: 3, page: 1, limit: 2 });
    const second = await list(kim.token, '?page=2&limit=2');
    expect(second.body?.data?.map((application) => application.uuid)).toEqual([kimApplications[0]]);
    expect(second.body).toMatchObject({ total: 3, page: 2, limit: 2 });
    const past = await list(kim.token, '?page=3&limit=2');
    expect(past.status).toBe(200);
    expect(past.body).toEqual({ data: [], total: 3, page: 3, limit: 2 });
  });

  it("holds neither another candidate's nor a guest's applications", async () => {
    const kims = (await list(kim.token)).body?.data?.map((application) => application.uuid);
    expect(kims).toHaveLength(3);
    expect(kims).not.toContain(anaApplication);
    const guest = await server.db
      .selectFrom('applications')
      .select('uuid')
      .where('user_id', 'is', null)
      .executeTakeFirstOrThrow();
    expect(kims).not.toContain(guest.uuid);
    const anas = await list(ana.token);
    expect(anas.body?.data?.map((application) => application.uuid)).toEqual([anaApplication]);
    expect(anas.body?.total).toBe(1);
  });

  it("holds the candidate's applications on the request's board only", async () => {
    // Boards of one site share its accounts; an application on another board is that board's.
    const user = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', kim.email)
      .executeTakeFirstOrThrow();
    const [otherJob] = other.jobIds;
    if (otherJob === undefined) throw new Error('The other board lacks its jobs.');
    await server.db
      .insertInto('applications')
      .values({
        uuid: randomUUID(),
        job_id: otherJob,
        job_board_id: other.jobBoardId,
        user_id: user.id,
        email: kim.email,
        given_name: 'Kandi',
        family_name: 'Daat',
        cv_token: null,
        motivation_token: 'elsewhere',
        newsletters: '[]',
      })
      .execute();
    const answer = await list(kim.token);
    expect(answer.body?.total).toBe(3);
    expect(answer.body?.data?.map((application) => application.uuid).sort()).toEqual(
      [...kimApplications].sort(),
    );
  });

  it('shows the job as it reads now: paused, expired or deleted', async () => {
    const before = await list(lou.token);
    expect(before.body?.data?.map((application) => application.job.status)).toEqual([
      'active',
      'active',
      'active',
    ]);
    await server.db
      .updateTable('jobs')
      .set({ till_at: new Date(Date.now() - DAY) })
      .where('id', '=', jobOf('programator-utrecht').id)
      .execute();
    await server.db
      .updateTable('jobs')
      .set({ status: 'paused' })
      .where('id', '=', jobOf('ontwikkelaar-zonder-org').id)
      .execute();
    await server.db
      .updateTable('jobs')
      .set({ status: 'deleted' })
      .where('id', '=', jobOf('ontwikkelaar-amsterdam').id)
      .execute();
    const after = await list(lou.token);
    expect(after.status, after.text).toBe(200);
    expect(
      after.body?.data?.map(({ job }) => [job.slug, job.status, job.organisation_name]),
    ).toEqual([
      ['ontwikkelaar-amsterdam', 'deleted', 'Acme BV'],
      ['ontwikkelaar-zonder-org', 'paused', null],
      // Stored `active`; its `till` passed, so every read says expired.
      ['programator-utrecht', 'expired', 'Acme BV'],
    ]);
    expect(after.body?.total).toBe(3);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=51', 'limit'],
    ['limit=x', 'limit'],
    ['limit=1.5', 'limit'],
    ['page=0', 'page'],
    ['page=x', 'page'],
    ['page=10001', 'page'],
  ])('answers 400 on %s', async (query, field) => {
    const answer = await list(kim.token, `?${query}`);
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body?.message).toEqual(expect.any(String));
    expect(answer.body?.errors?.[field]).toEqual([expect.any(String)]);
  });

  it('takes the largest limit, 50', async () => {
    const answer = await list(kim.token, '?limit=50');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ total: 3, page: 1, limit: 50 });
  });

  it('answers 401 without a candidate token of the site', async () => {
    const employer = await signIn('employer');
    const otherSite = await insertSignedInUser(server.db, {
      siteId: other.siteId,
      role: 'candidate',
    });
    for (const token of [undefined, 'not-a-token', employer.token, otherSite]) {
      const answer = await list(token);
      expect(answer.status, answer.text).toBe(401);
      expect(answer.body?.data).toBeUndefined();
    }
    // The employer family's list is the employer's applicants, never a candidate's: this
    // employer has no client, so it answers the employer calls' 400.
    const employers = await call('GET', 'applications', {
      token: employer.token,
      family: 'employer',
    });
    expect(employers.status).toBe(400);
    expect(employers.body?.data).toBeUndefined();
  });
});
