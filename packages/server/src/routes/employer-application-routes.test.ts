import { randomUUID } from 'node:crypto';
import { ERROR_TEXTS } from '@jobboard/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJobs } from '../seed/insert-job';
import { insertSignedInUser } from '../testing/insert-signed-in-user';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { docFile, pdfFile } from '../uploads/testing/sample-files';

// The employer's applicants (GET /api/employer/v1/applications) and their files
// (GET /api/employer/v1/files/download/{token}) over real HTTP. The applications are sent through
// the real upload and apply calls, to two jobs of one employer and one job of a rival employer of
// the same board, so the list and the download are seen to hold the employer's own only.

interface FileAnswer {
  token: string;
  name: string;
  type: string;
  size: number;
}

interface ApplicationAnswer {
  uuid: string;
  created_at: string;
  status: string;
  salutation: string | null;
  given_name: string;
  family_name: string;
  email: string;
  phone: string | null;
  phone_country: string;
  motivation_text: string | null;
  cv: FileAnswer | null;
  motivation: FileAnswer | null;
  job: { uuid: string; slug: string; title: string; status: string };
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

interface Employer {
  token: string;
  clientId: number;
}

interface TestJob {
  id: number;
  uuid: string;
  slug: string;
  title: string;
}

/** What one application sent, to compare the list and the downloads with. */
interface Sent {
  uuid: string;
  cv?: { token: string; bytes: Uint8Array };
  motivation: { token: string; bytes: Uint8Array };
}

const DAY = 24 * 60 * 60 * 1000;
const OTHER_HOST = 'elsewhere.example.com';

let server: TestServer;
let board: TestBoard;
let other: TestBoard;
let employer: Employer;
let rival: Employer;
let jobOne: TestJob;
let jobTwo: TestJob;
let rivalJob: TestJob;
let candidateToken: string;
/** To job one, with a CV and a motivation and every detail. */
let first: Sent;
/** To job two by a guest, with a motivation (a DOC) and no CV. */
let second: Sent;
/** To job one by a signed-in candidate, with a CV and a motivation. */
let third: Sent;
/** To the rival's job. */
let rivals: Sent;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
  board = await seedTestBoard(server.db);
  other = await seedTestBoard(server.db, { name: 'Elsewhere', hosts: [OTHER_HOST] });
  employer = await signInEmployer();
  rival = await signInEmployer();
  const jobs = await insertClientJobs(employer, ['Applicant developer', 'Applicant tester']);
  const rivalJobs = await insertClientJobs(rival, ['Rival developer']);
  if (!jobs[0] || !jobs[1] || !rivalJobs[0]) throw new Error('The test jobs were not inserted.');
  [jobOne, jobTwo, rivalJob] = [jobs[0], jobs[1], rivalJobs[0]];
  candidateToken = await insertSignedInUser(server.db, {
    siteId: board.siteId,
    role: 'candidate',
    email: 'kandi@example.com',
  });

  first = await apply(jobOne, {
    email: 'noor@example.com',
    salutation: 'miss',
    given_name: 'Noor',
    family_name: 'de Vries',
    phone: '+31612345678',
    phone_country: 'NL',
    motivation_text: 'I would love to build this.',
    cv: { name: 'CV Noor é.pdf', bytes: pdfFile() },
    motivation: { name: 'motivatie.pdf', bytes: pdfFile() },
  });
  second = await apply(jobTwo, {
    email: 'guest@example.com',
    given_name: 'Gast',
    family_name: 'Sollicitant',
    motivation: { name: 'letter.doc', bytes: docFile() },
  });
  third = await apply(
    jobOne,
    {
      email: 'kandi@example.com',
      given_name: 'Kandi',
      family_name: 'Daat',
      cv: { name: 'kandi.pdf', bytes: pdfFile() },
      motivation: { name: 'kandi-motivatie.pdf', bytes: pdfFile() },
    },
    candidateToken,
  );
  rivals = await apply(rivalJob, {
    email: 'noor@example.com',
    given_name: 'Noor',
    family_name: 'de Vries',
    cv: { name: 'cv-rival.pdf', bytes: pdfFile() },
    motivation: { name: 'motivation-rival.pdf', bytes: pdfFile() },
  });
}, 60_000);
afterAll(() => server?.close());

/** A signed-in employer of the test board whose current client has no jobs yet. */
async function signInEmployer(options: { client?: boolean } = {}): Promise<Employer> {
  const email = `applicants-employer-${++counter}@example.com`;
  const token = await insertSignedInUser(server.db, {
    siteId: board.siteId,
    role: 'employer',
    email,
  });
  if (options.client === false) return { token, clientId: 0 };
  const user = await server.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const client = await server.db
    .insertInto('clients')
    .values({
      uuid: randomUUID(),
      job_board_id: board.jobBoardId,
      name: `Client ${counter}`,
      email,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await server.db
    .insertInto('client_users')
    .values({ client_id: client.id, user_id: user.id, is_owner: true, is_current: true })
    .execute();
  return { token, clientId: client.id };
}

/** Public (active, started) jobs of the employer's client on the test board. */
async function insertClientJobs(owner: Employer, titles: string[]): Promise<TestJob[]> {
  const seeds = titles.map((title, index) => ({
    slug: `${title.toLowerCase().replace(/\s+/g, '-')}-${owner.clientId}-${index}`,
    title,
    status: 'active',
    from_at: new Date(Date.now() - DAY),
    client_id: owner.clientId,
  }));
  const ids = await insertJobs(server.db, board.jobBoardId, seeds);
  const rows = await server.db
    .selectFrom('jobs')
    .select(['id', 'uuid', 'slug', 'title'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  return rows;
}

async function call(
  family: 'public' | 'candidate' | 'employer',
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string | undefined; body?: FormData | object; host?: string } = {},
): Promise<Response> {
  const { token, body } = options;
  return server.fetch(`/api/${family}/v1/${path}`, {
    method,
    headers: {
      'X-Site-Host': options.host ?? board.host,
      ...(body === undefined || body instanceof FormData
        ? {}
        : { 'Content-Type': 'application/json' }),
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
    },
    ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
  });
}

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  return { status: response.status, text, body: text === '' ? null : JSON.parse(text) };
}

/** The employer's list; `token` null sends none. */
const list = async (query = '', token: string | null = employer.token) =>
  answerOf(await call('employer', 'GET', `applications${query}`, { token: token ?? undefined }));

/** A file download; `as` null sends no token. */
const download = (token: string, as: string | null = employer.token) =>
  call('employer', 'GET', `files/download/${encodeURIComponent(token)}`, {
    token: as ?? undefined,
  });

interface ApplicationInput {
  email: string;
  salutation?: string;
  given_name: string;
  family_name: string;
  phone?: string;
  phone_country?: string;
  motivation_text?: string;
  cv?: { name: string; bytes: Uint8Array };
  motivation: { name: string; bytes: Uint8Array };
}

/**
 * Applies to a job through the real calls, as the signed-in candidate of `token` or as a guest
 * through the public family: uploads the files, then sends the application.
 */
async function apply(job: TestJob, input: ApplicationInput, token?: string): Promise<Sent> {
  const family = token === undefined ? 'public' : 'candidate';
  const upload = async (file: { name: string; bytes: Uint8Array }) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
    form.append('name', file.name);
    const answer = await answerOf(
      await call(family, 'POST', `jobs/${job.id}/apply/file-upload`, { token, body: form }),
    );
    expect(answer.status, `upload: ${answer.text}`).toBe(201);
    return { token: dataOf<{ token: string }>(answer).token, bytes: file.bytes };
  };
  const cv = input.cv && (await upload(input.cv));
  const motivation = await upload(input.motivation);
  const { cv: _cv, motivation: _motivation, ...details } = input;
  const answer = await answerOf(
    await call(family, 'POST', `jobs/${job.uuid}/apply`, {
      token,
      body: {
        ...details,
        job_board_id: board.jobBoardId,
        ...(cv ? { cv: cv.token } : {}),
        motivation: motivation.token,
      },
    }),
  );
  expect(answer.status, `apply to ${job.slug}: ${answer.text}`).toBe(201);
  const { uuid } = dataOf<{ uuid: string }>(answer);
  return { uuid, ...(cv ? { cv } : {}), motivation };
}

/** The answer's `data`, as the step expects it to be. */
function dataOf<T>(answer: Answer): T {
  return answer.body?.data as unknown as T;
}

const uuidsOf = (answer: Answer) => answer.body?.data?.map((application) => application.uuid);

const jobOf = (job: TestJob) => ({
  uuid: job.uuid,
  slug: job.slug,
  title: job.title,
  status: 'active',
});

describe("an employer's applicants (GET /api/employer/v1/applications)", () => {
  it('lists the applications to the employer’s jobs newest first, with the files', async () => {
    const answer = await list();
    expect(answer.status, answer.text).toBe(200);
    const pdf = { type: 'application/pdf', size: pdfFile().length };
    expect(answer.body).toEqual({
      data: [
        {
          uuid: third.uuid,
          created_at: expect.any(String),
          status: 'new',
          salutation: null,
          given_name: 'Kandi',
          family_name: 'Daat',
          email: 'kandi@example.com',
          phone: null,
          phone_country: 'NL',
          motivation_text: null,
          cv: { token: third.cv?.token, name: 'kandi.pdf', ...pdf },
          motivation: { token: third.motivation.token, name: 'kandi-motivatie.pdf', ...pdf },
          job: jobOf(jobOne),
        },
        {
          uuid: second.uuid,
          created_at: expect.any(String),
          status: 'new',
          salutation: null,
          given_name: 'Gast',
          family_name: 'Sollicitant',
          email: 'guest@example.com',
          phone: null,
          phone_country: 'NL',
          motivation_text: null,
          cv: null,
          motivation: {
            token: second.motivation.token,
            name: 'letter.doc',
            type: 'application/msword',
            size: docFile().length,
          },
          job: jobOf(jobTwo),
        },
        {
          uuid: first.uuid,
          created_at: expect.any(String),
          status: 'new',
          salutation: 'miss',
          given_name: 'Noor',
          family_name: 'de Vries',
          email: 'noor@example.com',
          phone: '+31612345678',
          phone_country: 'NL',
          motivation_text: 'I would love to build this.',
          cv: { token: first.cv?.token, name: 'CV Noor é.pdf', ...pdf },
          motivation: { token: first.motivation.token, name: 'motivatie.pdf', ...pdf },
          job: jobOf(jobOne),
        },
      ],
      total: 3,
      page: 1,
      limit: 10,
    });
    const times = (answer.body?.data ?? []).map((application) => application.created_at);
    for (const time of times) expect(new Date(time).toISOString()).toBe(time);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('narrows to one job with match[job_uuid]', async () => {
    const one = await list(`?match[job_uuid]=${jobOne.uuid}`);
    expect(one.status, one.text).toBe(200);
    expect(uuidsOf(one)).toEqual([third.uuid, first.uuid]);
    expect(one.body).toMatchObject({ total: 2, page: 1, limit: 10 });
    // Upper case is the same uuid.
    const two = await list(`?match%5Bjob_uuid%5D=${jobTwo.uuid.toUpperCase()}`);
    expect(uuidsOf(two)).toEqual([second.uuid]);
    expect(two.body?.total).toBe(1);
  });

  it('answers an empty list for a job uuid that is not one of the employer’s jobs', async () => {
    for (const uuid of [rivalJob.uuid, randomUUID(), 'not-a-uuid']) {
      const answer = await list(`?match[job_uuid]=${uuid}`);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body).toEqual({ data: [], total: 0, page: 1, limit: 10 });
    }
  });

  it('never holds another employer’s applications', async () => {
    expect(uuidsOf(await list())).not.toContain(rivals.uuid);
    const theirs = await list('', rival.token);
    expect(theirs.status, theirs.text).toBe(200);
    expect(uuidsOf(theirs)).toEqual([rivals.uuid]);
    expect(theirs.body?.data?.[0]?.job).toEqual(jobOf(rivalJob));
    const mine = await list(`?match[job_uuid]=${jobOne.uuid}`, rival.token);
    expect(mine.body).toEqual({ data: [], total: 0, page: 1, limit: 10 });
  });

  it('shows the job’s status as it reads now', async () => {
    // An employer of their own, so the other steps' lists stay as they are.
    const late = await signInEmployer();
    const [ended] = await insertClientJobs(late, ['Ended job']);
    if (!ended) throw new Error('The ended job was not inserted.');
    const sent = await apply(ended, {
      email: 'late@example.com',
      given_name: 'Laat',
      family_name: 'Komer',
      motivation: { name: 'late.pdf', bytes: pdfFile() },
    });
    await server.db
      .updateTable('jobs')
      .set({ till_at: new Date(Date.now() - 1000) })
      .where('id', '=', ended.id)
      .execute();
    const answer = await list('', late.token);
    expect(uuidsOf(answer)).toEqual([sent.uuid]);
    expect(answer.body?.data?.[0]?.job.status).toBe('expired');
  });

  it('pages with page and limit, a page past the end being empty', async () => {
    const pageOne = await list('?page=1&limit=2');
    expect(pageOne.status, pageOne.text).toBe(200);
    expect(uuidsOf(pageOne)).toEqual([third.uuid, second.uuid]);
    expect(pageOne.body).toMatchObject({ total: 3, page: 1, limit: 2 });
    const pageTwo = await list('?page=2&limit=2');
    expect(uuidsOf(pageTwo)).toEqual([first.uuid]);
    expect(pageTwo.body).toMatchObject({ total: 3, page: 2, limit: 2 });
    const narrowed = await list(`?page=2&limit=1&match[job_uuid]=${jobOne.uuid}`);
    expect(uuidsOf(narrowed)).toEqual([first.uuid]);
    expect(narrowed.body).toMatchObject({ total: 2, page: 2, limit: 1 });
    const past = await list('?page=3&limit=2');
    expect(past.status).toBe(200);
    expect(past.body).toEqual({ data: [], total: 3, page: 3, limit: 2 });
    const largest = await list('?limit=50');
    expect(largest.body).toMatchObject({ total: 3, page: 1, limit: 50 });
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=51', 'limit'],
    ['limit=x', 'limit'],
    ['limit=1.5', 'limit'],
    ['page=0', 'page'],
    ['page=x', 'page'],
    ['page=10001', 'page'],
    ['match[job_uuid]=a&match[job_uuid]=b', 'match[job_uuid]'],
  ])('answers 400 on %s', async (query, field) => {
    const answer = await list(`?${query}`);
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body?.message).toEqual(expect.any(String));
    expect(answer.body?.errors?.[field]).toEqual([expect.any(String)]);
  });

  it('answers 401 without an employer token of the site', async () => {
    const elsewhere = await insertSignedInUser(server.db, {
      siteId: other.siteId,
      role: 'employer',
    });
    for (const token of [null, 'not-a-token', candidateToken, elsewhere]) {
      const answer = await list('', token);
      expect(answer.status, answer.text).toBe(401);
      expect(answer.body?.data).toBeUndefined();
    }
  });

  it('answers 400 Employer account required to an employer without a client', async () => {
    const lone = await signInEmployer({ client: false });
    const answer = await list('', lone.token);
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body?.message).toBe(ERROR_TEXTS.employerAccountRequired);
  });
});

describe("an applicant's file (GET /api/employer/v1/files/download/{token})", () => {
  async function expectFile(response: Response, bytes: Uint8Array, name: string, type: string) {
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe(type);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const disposition = response.headers.get('Content-Disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array(bytes));
  }

  it('serves the CV and the motivation of an application to the employer’s job', async () => {
    if (!first.cv) throw new Error('The first application sent a CV.');
    const cv = await download(first.cv.token);
    await expectFile(cv, first.cv.bytes, 'CV Noor é.pdf', 'application/pdf');
    // The non-ASCII name: a plain fallback and the UTF-8 name, never raw bytes in the header.
    expect(cv.headers.get('Content-Disposition')).toBe(
      `attachment; filename="CV Noor e.pdf"; filename*=UTF-8''CV%20Noor%20%C3%A9.pdf`,
    );
    await expectFile(
      await download(first.motivation.token),
      first.motivation.bytes,
      'motivatie.pdf',
      'application/pdf',
    );
    await expectFile(
      await download(second.motivation.token),
      second.motivation.bytes,
      'letter.doc',
      'application/msword',
    );
  });

  it('answers 404 to another employer, for a file no application sent and an unknown token', async () => {
    const stray = await answerOf(
      await call('public', 'POST', `jobs/${jobOne.id}/apply/file-upload`, {
        body: (() => {
          const form = new FormData();
          form.append('file', new Blob([new Uint8Array(pdfFile())]), 'stray.pdf');
          return form;
        })(),
      }),
    );
    expect(stray.status, stray.text).toBe(201);
    const strayToken = dataOf<{ token: string }>(stray).token;
    const cases: [string, string][] = [
      [first.cv?.token ?? '', rival.token],
      [first.motivation.token, rival.token],
      [rivals.motivation.token, employer.token],
      [strayToken, employer.token],
      ['A'.repeat(43), employer.token],
      ['not-a-token', employer.token],
    ];
    for (const [token, as] of cases) {
      const answer = await answerOf(await download(token, as));
      expect(answer.status, `${token}: ${answer.text}`).toBe(404);
      expect(answer.body).toEqual({ message: 'File not found' });
    }
    // The rival downloads their own applicant's file.
    const own = await download(rivals.motivation.token, rival.token);
    expect(own.status).toBe(200);
    await own.body?.cancel();
  });

  it('answers 404 to an employer without a client', async () => {
    const lone = await signInEmployer({ client: false });
    const answer = await answerOf(await download(first.motivation.token, lone.token));
    expect(answer.status, answer.text).toBe(404);
    expect(answer.body).toEqual({ message: 'File not found' });
  });

  it('answers 401 to a candidate, the applicant too, and without a token', async () => {
    for (const token of [null, candidateToken]) {
      const answer = await answerOf(await download(third.motivation.token, token));
      expect(answer.status, answer.text).toBe(401);
    }
  });
});
