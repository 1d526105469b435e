import { ERROR_TEXTS, Job } from '@jobboard/schema';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PUBLISH_DAYS } from '../employer-jobs/employer-jobs';
import { COORDINATES_TOGETHER, HOURS_RANGE_ERROR } from '../employer-jobs/job-fields';
import { ORGANISATION_NOT_CLIENTS } from '../orders/order-refusals';
import { insertJobs } from '../seed/insert-job';
import { insertSignedInUser } from '../testing/insert-signed-in-user';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';

type JobAnswer = Record<string, unknown> & {
  id: number;
  uuid: string;
  slug: string;
  title: string;
  status: string;
  from: string | null;
  till: string | null;
  created_at: string;
};

interface Answer {
  status: number;
  body: {
    data?: JobAnswer & JobAnswer[];
    total?: number;
    message?: string;
    errors?: Record<string, string[]>;
  };
}

interface Employer {
  token: string;
  userId: number;
  clientId: number;
  orgId: number;
}

const DAY = 24 * 60 * 60 * 1000;
const OTHER_HOST = 'other.example.com';

let server: TestServer;
let board: TestBoard;
let other: TestBoard;
/** The main employer (the test board's Acme is its client's organisation). */
let employer: Employer;
/** An employer of another client of the same board. */
let rival: Employer;
let rivalJobId = 0;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
  board = await seedTestBoard(server.db);
  other = await seedTestBoard(server.db, { name: 'Other board', hosts: [OTHER_HOST] });
  employer = await signInEmployer();
  rival = await signInEmployer();
  [rivalJobId = 0] = await insertJobs(server.db, board.jobBoardId, [
    {
      slug: 'rival-job',
      title: 'Rival developer',
      status: 'active',
      client_id: rival.clientId,
      organisation_id: rival.orgId,
    },
  ]);
}, 60_000);
afterAll(() => server?.close());

/** A signed-in employer of the test board whose current client manages one organisation. */
async function signInEmployer(options: { client?: boolean } = {}): Promise<Employer> {
  const email = `employer-${++counter}@example.com`;
  const token = await insertSignedInUser(server.db, {
    siteId: board.siteId,
    role: 'employer',
    email,
  });
  const user = await server.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  if (options.client === false) return { token, userId: user.id, clientId: 0, orgId: 0 };
  const client = await server.db
    .insertInto('clients')
    .values({
      uuid: crypto.randomUUID(),
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
  const organisation = await server.db
    .insertInto('organisations')
    .values({
      job_board_id: board.jobBoardId,
      client_id: client.id,
      slug: `client-org-${counter}`,
      name: `Client org ${counter}`,
      logo: `https://img.example/logo-${counter}.png`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, userId: user.id, clientId: client.id, orgId: organisation.id };
}

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { body?: unknown; token?: string | undefined; host?: string } = {},
): Promise<Answer> {
  const token = 'token' in options ? options.token : employer.token;
  const response = await server.fetch(`/api/employer/v1/${path}`, {
    method,
    headers: {
      'X-Site-Host': options.host ?? board.host,
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? {} : (JSON.parse(text) as Answer['body']) };
}

async function createDraft(body: Record<string, unknown>, as: Employer = employer) {
  const answer = await call('POST', 'jobs/draft', { body, token: as.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as JobAnswer;
}

/** The public search of the board for `search`: the uuids found. */
async function publicSearch(search: string): Promise<string[]> {
  const response = await server.fetch(
    `/api/public/v1/job-boards/${board.jobBoardId}/jobs?search=${encodeURIComponent(search)}`,
    { headers: { 'X-Site-Host': board.host } },
  );
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { uuid: string }[] };
  return data.map((job) => job.uuid);
}

async function publicPage(slug: string): Promise<number> {
  const response = await server.fetch(`/api/public/v1/jobs/slug/${slug}`, {
    headers: { 'X-Site-Host': board.host },
  });
  await response.body?.cancel();
  return response.status;
}

const storedJob = (id: number) =>
  server.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('employer job routes: access', () => {
  it('answers 401 without a token and to a candidate’s token', async () => {
    const candidate = await insertSignedInUser(server.db, {
      siteId: board.siteId,
      role: 'candidate',
    });
    for (const token of [undefined, candidate]) {
      for (const [method, path, body] of [
        ['GET', 'jobs', undefined],
        ['GET', `jobs/${rivalJobId}`, undefined],
        ['POST', 'jobs/draft', { title: 'Sneaky' }],
        ['PUT', `jobs/${rivalJobId}`, { title: 'Sneaky' }],
        ['PUT', `jobs/${rivalJobId}/publish/draft`, {}],
        ['PUT', `jobs/${rivalJobId}/status`, { status: 'paused' }],
        ['DELETE', `jobs/${rivalJobId}`, undefined],
      ] as const) {
        const answer = await call(method, path, { token, body });
        expect(answer.status, `${method} ${path}`).toBe(401);
      }
    }
    expect((await storedJob(rivalJobId)).status).toBe('active');
  });

  it('answers 401 to an employer of another site', async () => {
    const elsewhere = await insertSignedInUser(server.db, {
      siteId: other.siteId,
      role: 'employer',
    });
    expect((await call('GET', 'jobs', { token: elsewhere })).status).toBe(401);
  });

  it('answers 400 Employer account required to an employer without a client', async () => {
    const lone = await signInEmployer({ client: false });
    const list = await call('GET', 'jobs', { token: lone.token });
    expect(list).toMatchObject({
      status: 400,
      body: { message: ERROR_TEXTS.employerAccountRequired },
    });
    const create = await call('POST', 'jobs/draft', { token: lone.token, body: { title: 'X' } });
    expect(create.status).toBe(400);
  });
});

describe('POST /jobs/draft', () => {
  it('creates a draft of the employer’s client on the host’s board', async () => {
    const answer = await call('POST', 'jobs/draft', {
      body: {
        title: '  Ervaren Zeppelinpiloot  ',
        text_own: '<p onclick="steal()">Vliegen</p><script>alert(1)</script><ul><li>Hoog</li></ul>',
        organisation_id: employer.orgId,
        city: 'Utrecht',
        location_name: 'Utrecht',
        country_code: 'nl',
        lat: 52.09,
        lon: 5.12,
        remote: true,
        salary_min: 3000,
        salary_max: 4000,
        salary_type: 'month',
        hours_min: 32,
        hours_max: 37.5,
        apply_url: 'https://apply.example/zeppelin',
        apply_email: 'jobs@zeppelin.example',
        segment_ids: [board.segment('time.fulltime'), board.segment('industry.ict')],
        external_reference: 'REF-1',
        // Not taken from the body: the server sets these.
        id: 999_999,
        uuid: '00000000-0000-4000-8000-000000000000',
        status: 'active',
        slug: 'chosen',
        client_id: rival.clientId,
        from: '2020-01-01T00:00:00.000Z',
        premium: true,
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const job = answer.body.data as JobAnswer;
    assert(job, Job);
    expect(job).toMatchObject({
      status: 'draft',
      title: 'Ervaren Zeppelinpiloot',
      slug: 'ervaren-zeppelinpiloot',
      text_type: 'own',
      organisation_id: employer.orgId,
      organisation_name: 'Client org 1',
      logo: 'https://img.example/logo-1.png',
      client: { name: 'Client org 1' },
      city: 'Utrecht',
      country_code: 'NL',
      lat: 52.09,
      lon: 5.12,
      remote: true,
      salary_min: 3000,
      salary_max: 4000,
      salary_type: 'month',
      salary_year: 42000,
      hours_min: 32,
      hours_max: 38,
      apply_url: 'https://apply.example/zeppelin',
      apply_email: 'jobs@zeppelin.example',
      segment_ids: [board.segment('time.fulltime'), board.segment('industry.ict')],
      segments: {
        time: [board.segment('time.fulltime')],
        industry: [board.segment('industry.ict')],
      },
      external_reference: 'REF-1',
      premium: false,
      from: null,
      till: null,
      product_id: null,
      product: null,
      job_boards: [{ id: board.jobBoardId, name: 'Test board' }],
      locale: 'nl',
    });
    expect(job.id).not.toBe(999_999);
    expect(job.uuid).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(job.text_own).toBe('<p>Vliegen</p><ul><li>Hoog</li></ul>');
    expect(Date.now() - Date.parse(job.created_at)).toBeLessThan(60_000);
    expect(job).not.toHaveProperty('client_id');
    const row = await storedJob(job.id);
    expect(row).toMatchObject({
      client_id: employer.clientId,
      job_board_id: board.jobBoardId,
      status: 'draft',
    });
    // A draft is not public.
    expect(await publicSearch('zeppelinpiloot')).not.toContain(job.uuid);
    expect(await publicPage(job.slug)).toBe(404);
  });

  it('needs only a title; without an organisation the client’s name shows', async () => {
    const job = await createDraft({ title: 'Alleen een titel' });
    expect(job).toMatchObject({
      title: 'Alleen een titel',
      organisation_id: null,
      organisation_name: 'Client 1',
      remote: false,
      segment_ids: [],
      text_own: null,
      salary_year: null,
    });
  });

  it('makes the slug unique on the board and takes the request’s locale', async () => {
    const first = await createDraft({ title: 'Kok (m/v) — Café' });
    const response = await server.fetch('/api/employer/v1/jobs/draft', {
      method: 'POST',
      headers: {
        'X-Site-Host': board.host,
        'X-Locale': 'en-US',
        'Content-Type': 'application/json',
        Authorization: `Bearer ${rival.token}`,
      },
      body: JSON.stringify({ title: 'Kok (m/v) — Café' }),
    });
    const second = ((await response.json()) as { data: JobAnswer }).data;
    expect(first.slug).toBe('kok-m-v-cafe');
    expect(second.slug).toBe('kok-m-v-cafe-2');
    expect(second.locale).toBe('en-US');
    // A title with no Latin letters still gets a slug.
    expect((await createDraft({ title: 'Программист' })).slug).toMatch(/^job(-\d+)?$/);
  });

  it('stores the recruiter, the logo choice and custom fields, and the public job shows them', async () => {
    const fields = { contract_code: 'C-12', fte: 0.8, car: true, notes: null };
    const job = await createDraft({
      title: 'Recruiter velden',
      recruiter_name: '  Sam Recruiter ',
      recruiter_phone: '+31 (0)20-123 4567 ext. 12',
      recruiter_email: 'sam@recruit.example',
      show_logo: false,
      custom_fields: fields,
    });
    expect(job).toMatchObject({
      recruiter_name: 'Sam Recruiter',
      recruiter_phone: '+31 (0)20-123 4567 ext. 12',
      recruiter_email: 'sam@recruit.example',
      show_logo: false,
      custom_fields: fields,
    });
    const cleared = await call('PUT', `jobs/${job.id}`, {
      body: { recruiter_phone: '', recruiter_email: null, custom_fields: {}, show_logo: true },
    });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.data).toMatchObject({
      recruiter_name: 'Sam Recruiter',
      recruiter_phone: null,
      recruiter_email: null,
      show_logo: true,
      custom_fields: null,
    });
    // Without show_logo a new job shows its logo (the column's default).
    expect(await createDraft({ title: 'Standaard logo' })).toMatchObject({ show_logo: true });
  });

  it('stores a job text of four parts (text_type platform), sanitized, and the public job shows it', async () => {
    const job = await createDraft({
      title: 'Platformtekst',
      text_platform: {
        job: '<p>De baan</p><script>alert(1)</script>',
        function: '<p onclick="alert(1)">De functie</p>',
        company: '<p><br></p><p>&nbsp;</p>',
        offer: '<ul><li>Een auto</li></ul>',
      },
    });
    // Without text_type, the kind of text sent decides.
    expect(job).toMatchObject({
      text_type: 'platform',
      text_own: null,
      text_platform: {
        job: '<p>De baan</p>',
        function: '<p>De functie</p>',
        offer: '<ul><li>Een auto</li></ul>',
      },
    });
    expect((job.text_platform as Record<string, unknown>).company).toBeUndefined();
    assert(job, Job);
    // text_type switches between the two texts; each is kept.
    const own = await call('PUT', `jobs/${job.id}`, {
      body: { text_own: '<p>Eigen tekst</p>', text_type: 'own' },
    });
    expect(own.body.data).toMatchObject({ text_type: 'own', text_own: '<p>Eigen tekst</p>' });
    expect(own.body.data?.text_platform).toMatchObject({ job: '<p>De baan</p>' });
    const back = await call('PUT', `jobs/${job.id}`, { body: { text_type: 'platform' } });
    expect(back.body.data).toMatchObject({ text_type: 'platform', text_own: '<p>Eigen tekst</p>' });
    const cleared = await call('PUT', `jobs/${job.id}`, { body: { text_platform: null } });
    expect(cleared.body.data?.text_platform).toBeNull();
  });

  it('refuses a job text type or parts of another form', async () => {
    const answer = await call('POST', 'jobs/draft', {
      body: {
        title: 'Verkeerde tekst',
        text_type: 'external',
        text_platform: { intro: '<p>x</p>' },
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      text_type: ['The text type must be one of own, platform.'],
      text_platform: [
        'The job text parts must be an object of job, function, company and offer, each text (HTML) of at most 60000 characters.',
      ],
    });
  });

  it('answers the location type by whether the job has a place, and a project’s pay', async () => {
    const remote = await createDraft({ title: 'Overal', remote: true });
    expect(remote.location_type).toBe('none');
    const placed = await call('PUT', `jobs/${remote.id}`, { body: { city: 'Utrecht' } });
    expect(placed.body.data?.location_type).toBe('fixed');
    const project = await createDraft({
      title: 'Project',
      salary_type: 'project',
      salary_min: 1000,
      salary_max: 2000,
    });
    expect(project).toMatchObject({ salary_project: 1500, salary_year: null });
    const monthly = await createDraft({ title: 'Maand', salary_type: 'month', salary_min: 3000 });
    expect(monthly).toMatchObject({ salary_project: null, salary_month: 3000 });
  });

  it('treats empty optional fields as not given', async () => {
    const job = await createDraft({
      title: 'Lege velden',
      city: '',
      apply_url: '',
      apply_email: ' ',
      salary_min: '',
      country_code: null,
    });
    expect(job).toMatchObject({ city: null, apply_url: null, apply_email: null, salary_min: null });
  });

  it.each<[string, Record<string, unknown>, string, string | RegExp]>([
    ['no title', { title: undefined }, 'title', 'The title field is required.'],
    ['an empty title', { title: '   ' }, 'title', 'The title field is required.'],
    ['an invisible title', { title: '\u200b\u2060' }, 'title', 'The title field is required.'],
    ['a title of two lines', { title: 'Een\nTwee' }, 'title', /title must be one line/],
    ['a long title', { title: 'x'.repeat(201) }, 'title', /1 to 200 characters/],
    ['a title that is no text', { title: 42 }, 'title', /title must be one line/],
    ['a country of three letters', { country_code: 'NLD' }, 'country_code', /two letters/],
    ['a negative salary', { salary_min: -1 }, 'salary_min', /number from 0/],
    ['a salary that is no number', { salary_max: 'veel' }, 'salary_max', /number from 0/],
    [
      'a maximum salary below the minimum',
      { salary_min: 5000, salary_max: 4000 },
      'salary_max',
      'The maximum salary must be at least the minimum salary.',
    ],
    ['an unknown salary type', { salary_type: 'week' }, 'salary_type', /hour, day, month/],
    ['more than 80 hours', { hours_max: 81 }, 'hours_max', /from 0 to 80/],
    ['negative hours', { hours_min: -2 }, 'hours_min', /from 0 to 80/],
    [
      'maximum hours below minimum',
      { hours_min: 40, hours_max: 20 },
      'hours_max',
      HOURS_RANGE_ERROR,
    ],
    ['a javascript: address', { apply_url: 'javascript:alert(1)' }, 'apply_url', /http/],
    ['an ftp address', { apply_url: 'ftp://files.example/x' }, 'apply_url', /http/],
    ['an invalid e-mail', { apply_email: 'not-an-email' }, 'apply_email', /e-mail/],
    ['a latitude beyond 90', { lat: 91, lon: 5 }, 'lat', /-90 to 90/],
    ['a latitude without longitude', { lat: 52 }, 'lon', COORDINATES_TOGETHER],
    ['remote that is no boolean', { remote: 'yes' }, 'remote', /true or false/],
    ['segments that are no ids', { segment_ids: ['ict'] }, 'segment_ids', /segment ids/],
    ['a long search description', { description: 'x'.repeat(201) }, 'description', /200/],
    ['a recruiter name of two lines', { recruiter_name: 'Sam\nX' }, 'recruiter_name', /one line/],
    ['a phone number of letters', { recruiter_phone: 'bel me' }, 'recruiter_phone', /digits/],
    ['an invalid recruiter e-mail', { recruiter_email: 'sam@' }, 'recruiter_email', /e-mail/],
    ['show_logo that is no boolean', { show_logo: 'yes' }, 'show_logo', /true or false/],
    ['show_logo null', { show_logo: null }, 'show_logo', /true or false/],
    ['custom fields that are a list', { custom_fields: ['a'] }, 'custom_fields', /object/],
    ['a nested custom field', { custom_fields: { a: { b: 1 } } }, 'custom_fields', /object/],
    [
      'more than 50 custom fields',
      { custom_fields: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`f${i}`, i])) },
      'custom_fields',
      /at most 50/,
    ],
  ])('refuses %s with 400 on the field', async (_case, fields, field, text) => {
    const body = { title: 'Geldige titel', ...fields };
    const before = await jobCount();
    const answer = await call('POST', 'jobs/draft', { body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    const errors = answer.body.errors?.[field];
    expect(errors, JSON.stringify(answer.body)).toHaveLength(1);
    if (typeof text === 'string') expect(errors?.[0]).toBe(text);
    else expect(errors?.[0]).toMatch(text);
    expect(answer.body.message).toBe(Object.values(answer.body.errors ?? {})[0]?.[0]);
    expect(await jobCount()).toBe(before);
  });

  it('answers every refused field at once', async () => {
    const answer = await call('POST', 'jobs/draft', {
      body: { title: '', salary_type: 'week', apply_email: 'x' },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors ?? {}).sort()).toEqual([
      'apply_email',
      'salary_type',
      'title',
    ]);
  });

  it('answers the refused fields with the checks over several fields and of the ids, at once', async () => {
    const before = await jobCount();
    const answer = await call('POST', 'jobs/draft', {
      body: {
        title: 'Alles fout',
        country_code: 'NLD',
        lat: 100,
        lon: 5,
        hours_max: 200,
        salary_min: 5000,
        salary_max: 1000,
        segment_ids: [999_999],
        organisation_id: rival.orgId,
      },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors ?? {}).sort()).toEqual([
      'country_code',
      'hours_max',
      'lat',
      'organisation_id',
      'salary_max',
      'segment_ids',
    ]);
    expect(await jobCount()).toBe(before);
  });

  it('refuses another client’s organisation, an unknown one and another board’s segments', async () => {
    for (const organisationId of [rival.orgId, board.organisationId, 2_147_483_648]) {
      const answer = await call('POST', 'jobs/draft', {
        body: { title: 'Met organisatie', organisation_id: organisationId },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ organisation_id: [ORGANISATION_NOT_CLIENTS] });
    }
    const segments = await call('POST', 'jobs/draft', {
      body: {
        title: 'Met segmenten',
        segment_ids: [board.segment('time.fulltime'), other.segment('time.fulltime'), 999_999],
      },
    });
    expect(segments.status).toBe(400);
    expect(segments.body.errors).toEqual({
      segment_ids: [
        `These segments are not on this job board: ${other.segment('time.fulltime')}, 999999.`,
      ],
    });
  });

  it('refuses a product the board does not offer for jobs', async () => {
    const product = await insertProduct(other.jobBoardId, 30);
    const answer = await call('POST', 'jobs/draft', {
      body: { title: 'Met product', product_id: product },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toHaveProperty('product_id');
  });

  it('answers 400 to a body that is not a JSON object', async () => {
    const response = await server.fetch('/api/employer/v1/jobs/draft', {
      method: 'POST',
      headers: {
        'X-Site-Host': board.host,
        'Content-Type': 'application/json',
        Authorization: `Bearer ${employer.token}`,
      },
      body: '[1]',
    });
    expect(response.status).toBe(400);
  });
});

describe('GET /jobs', () => {
  let lister: Employer;
  const ids: number[] = [];

  beforeAll(async () => {
    lister = await signInEmployer();
    const now = Date.now();
    const statuses = ['active', 'draft', 'paused', 'expired', 'deleted'] as const;
    ids.push(
      ...(await insertJobs(
        server.db,
        board.jobBoardId,
        Array.from({ length: 12 }, (_, index) => ({
          slug: `lister-job-${index + 1}`,
          title: index % 3 === 0 ? `Senior Lasser ${index + 1}` : `Monteur ${index + 1}`,
          status: statuses[index % statuses.length],
          client_id: lister.clientId,
          organisation_id: lister.orgId,
          created_at: new Date(now - (12 - index) * DAY),
        })),
      )),
    );
  });

  const list = (query: string, token = lister.token) => call('GET', `jobs?${query}`, { token });

  it('pages the client’s jobs but the deleted ones, oldest first for sort=+created_at', async () => {
    const first = await list('page=1&limit=4&sort=%2Bcreated_at');
    expect(first.status).toBe(200);
    // 12 jobs, of which index 4 and 9 are deleted.
    expect(first.body.total).toBe(10);
    expect(first.body.data?.map((job) => job.id)).toEqual([ids[0], ids[1], ids[2], ids[3]]);
    const third = await list('page=3&limit=4&sort=%2Bcreated_at');
    expect(third.body.data?.map((job) => job.id)).toEqual([ids[10], ids[11]]);
    const newest = await list('limit=2&sort=-created_at');
    expect(newest.body.data?.map((job) => job.id)).toEqual([ids[11], ids[10]]);
    // An unencoded plus reads as a space; it still means ascending.
    const spaced = await list('limit=1&sort=+created_at');
    expect(spaced.body.data?.[0]?.id).toBe(ids[0]);
  });

  it('answers 10 a page by default and at most 100', async () => {
    // More jobs than the cap: a client of its own, so the other lists keep their counts.
    const bulk = await signInEmployer();
    await insertJobs(
      server.db,
      board.jobBoardId,
      Array.from({ length: 130 }, (_, index) => ({
        slug: `bulk-job-${index + 1}`,
        title: `Bulk ${index + 1}`,
        status: 'draft',
        client_id: bulk.clientId,
      })),
    );
    const byDefault = await list('', bulk.token);
    expect(byDefault.status).toBe(200);
    expect(byDefault.body.data).toHaveLength(10);
    expect(byDefault.body.total).toBe(130);
    for (const limit of [101, 500]) {
      const capped = await list(`limit=${limit}`, bulk.token);
      expect(capped.status).toBe(200);
      expect(capped.body.data).toHaveLength(100);
      expect(capped.body.total).toBe(130);
    }
    // The cap is the page size: page 2 holds the rest.
    const second = await list('limit=500&page=2', bulk.token);
    expect(second.body.data).toHaveLength(30);
  });

  it('finds by title, case-insensitively, and filters by status', async () => {
    const found = await list('search=lasser');
    // Senior Lasser 10 is deleted.
    expect(found.body.data?.map((job) => job.title).sort()).toEqual([
      'Senior Lasser 1',
      'Senior Lasser 4',
      'Senior Lasser 7',
    ]);
    expect(found.body.total).toBe(3);
    expect((await list('search=100%25')).body.total).toBe(0);
    const paused = await list('match[status]=paused');
    expect(paused.body.data?.map((job) => job.status)).toEqual(['paused', 'paused']);
    const deleted = await list('match[status]=deleted');
    expect(deleted.body.data?.map((job) => job.id)).toEqual([ids[4], ids[9]]);
    expect((await list('match[status]=deleted&search=lasser')).body.total).toBe(1);
    const bad = await list('match[status]=gone');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      'match[status]': [
        'The match[status] field must be one of: draft, active, paused, expired, deleted.',
      ],
    });
    // A form's unset filter: no filter.
    const unfiltered = await list('search=lasser&match[status]=');
    expect(unfiltered.status).toBe(200);
    expect(unfiltered.body.total).toBe(3);
  });

  it('loads job_boards and product when asked, and never lists another client’s jobs', async () => {
    const answer = await list('limit=100&with=job_boards,product&sort=%2Bcreated_at');
    for (const job of answer.body.data ?? []) {
      assert(job, Job);
      expect(job.job_boards).toEqual([{ id: board.jobBoardId, name: 'Test board' }]);
      expect(job.product).toBeNull();
      expect(job).toHaveProperty('created_at');
    }
    const plain = await list('limit=1');
    expect(plain.body.data?.[0]).not.toHaveProperty('job_boards');
    expect(plain.body.data?.[0]).not.toHaveProperty('product');
    expect((await list('with=organisation')).status).toBe(400);
    const rivals = await list('limit=100&search=rival');
    expect(rivals.body.total).toBe(0);
    const all = await list('limit=100');
    expect(all.body.data?.map((job) => job.id)).not.toContain(rivalJobId);
    // The board's own seeded jobs have no client: nobody lists them.
    for (const id of board.jobIds) expect(all.body.data?.map((job) => job.id)).not.toContain(id);
  });

  it('shows the host’s board only', async () => {
    // A second job board of the same site: the token is good there, only the board differs.
    const second = await server.db
      .insertInto('job_boards')
      .values({
        site_id: board.siteId,
        name: 'Second board of the site',
        placeholders: '[]',
        settings: '{}',
        languages: '[]',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [elsewhereId = 0] = await insertJobs(server.db, second.id, [
      {
        slug: 'lister-second-board',
        title: 'Senior Lasser op het tweede bord',
        status: 'active',
        client_id: lister.clientId,
        organisation_id: lister.orgId,
      },
    ]);
    const all = await list('limit=100');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(10);
    expect(all.body.data?.map((job) => job.id)).not.toContain(elsewhereId);
    expect((await list('search=tweede%20bord')).body.total).toBe(0);
    const active = await list('match[status]=active&limit=100');
    expect(active.body.data?.map((job) => job.id)).toEqual([ids[0], ids[5], ids[10]]);
    for (const [method, path, body] of [
      ['GET', `jobs/${elsewhereId}`, undefined],
      ['PUT', `jobs/${elsewhereId}`, { title: 'Verhuisd' }],
      ['PUT', `jobs/${elsewhereId}/status`, { status: 'paused' }],
      ['DELETE', `jobs/${elsewhereId}`, undefined],
    ] as const) {
      const answer = await call(method, path, { token: lister.token, body });
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
    const stored = await storedJob(elsewhereId);
    expect(stored).toMatchObject({ status: 'active', title: 'Senior Lasser op het tweede bord' });
    // Another site's host refuses the token altogether.
    const otherSite = await call('GET', 'jobs', { token: lister.token, host: OTHER_HOST });
    expect(otherSite.status).toBe(401);
  });
});

describe('GET /jobs/{id}', () => {
  it('answers an own job by id or uuid with its relations', async () => {
    const created = await createDraft({ title: 'Los te lezen' });
    for (const id of [created.id, created.uuid]) {
      const answer = await call('GET', `jobs/${id}?with=job_boards,product`);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({
        id: created.id,
        title: 'Los te lezen',
        job_boards: [{ id: board.jobBoardId, name: 'Test board' }],
        product: null,
      });
    }
  });

  it('names the job’s product in the request’s locale, the default name without one', async () => {
    const product = await insertProduct(board.jobBoardId, 21);
    await server.db
      .updateTable('products')
      .set({
        names: JSON.stringify({
          nl: 'Vacature 21 dagen',
          'en-US': 'Job posting 21 days',
          ro: 'Anunț 21 de zile',
        }),
      })
      .where('id', '=', product)
      .execute();
    const created = await createDraft({ title: 'Veeltalig', product_id: product });
    const nameIn = async (headers: Record<string, string>, path = `jobs/${created.id}`) => {
      const response = await server.fetch(`/api/employer/v1/${path}?with=product`, {
        headers: {
          'X-Site-Host': board.host,
          Authorization: `Bearer ${employer.token}`,
          ...headers,
        },
      });
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: { product: { name: string } | null } };
      return data.product?.name;
    };
    expect(created.product).toMatchObject({ id: product, name: 'Vacature 21 dagen' });
    expect(await nameIn({ 'Accept-Language': 'en-US,en;q=0.9' })).toBe('Job posting 21 days');
    expect(await nameIn({ 'X-Locale': 'ro' })).toBe('Anunț 21 de zile');
    expect(await nameIn({ 'X-Locale': 'nl' })).toBe('Vacature 21 dagen');
    expect(await nameIn({})).toBe('Vacature 21 dagen');
    // A product without names answers its default name in every locale.
    const plain = await insertProduct(board.jobBoardId, 22);
    const other = await createDraft({ title: 'Eentalig', product_id: plain });
    expect(await nameIn({ 'X-Locale': 'ro' }, `jobs/${other.id}`)).toBe('Vacature 22 dagen');
    // The list names it as the job does.
    const list = await server.fetch('/api/employer/v1/jobs?limit=100&with=product', {
      headers: {
        'X-Site-Host': board.host,
        Authorization: `Bearer ${employer.token}`,
        'X-Locale': 'en-US',
      },
    });
    const listed = ((await list.json()) as { data: JobAnswer[] }).data;
    expect(listed.find((job) => job.id === created.id)?.product).toMatchObject({
      id: product,
      name: 'Job posting 21 days',
    });
  });

  it('answers 404 for another client’s job, an unknown and a malformed id', async () => {
    for (const id of [rivalJobId, board.jobIds[0], 2_000_000_000, 'abc', '1e3', '-1']) {
      const answer = await call('GET', `jobs/${id}`);
      expect(answer.status, String(id)).toBe(404);
      expect(answer.body.message).toBe('Job not found');
    }
  });
});

describe('PUT /jobs/{id}', () => {
  it('changes the given fields, keeps the others and clears with null', async () => {
    const created = await createDraft({
      title: 'Bakker',
      city: 'Delft',
      salary_min: 2000,
      salary_max: 3000,
      salary_type: 'month',
      apply_email: 'bakker@example.com',
      organisation_id: employer.orgId,
    });
    const answer = await call('PUT', `jobs/${created.id}`, {
      body: { title: 'Meesterbakker', salary_max: 3500, apply_email: null, organisation_id: null },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      title: 'Meesterbakker',
      city: 'Delft',
      salary_min: 2000,
      salary_max: 3500,
      salary_year: 33000,
      apply_email: null,
      organisation_id: null,
      organisation_name: 'Client 1',
      status: 'draft',
      // The slug stays: links to it keep working.
      slug: created.slug,
    });
  });

  it('checks ranges against the stored values and stores nothing on a refusal', async () => {
    const created = await createDraft({ title: 'Slager', salary_min: 3000, hours_min: 30 });
    for (const [body, field] of [
      [{ salary_max: 2000 }, 'salary_max'],
      [{ hours_max: 20 }, 'hours_max'],
      [{ title: '' }, 'title'],
      [{ title: null }, 'title'],
    ] as const) {
      const answer = await call('PUT', `jobs/${created.id}`, { body: { ...body, city: 'Ede' } });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toHaveProperty([field]);
    }
    expect((await storedJob(created.id)).city).toBeNull();
  });

  it('keeps an active job active and the public search follows the change', async () => {
    const [id = 0] = await insertJobs(server.db, board.jobBoardId, [
      {
        slug: 'actieve-glazenwasser',
        title: 'Glazenwasser',
        status: 'active',
        from_at: new Date(Date.now() - DAY),
        client_id: employer.clientId,
      },
    ]);
    const { uuid } = await storedJob(id);
    expect(await publicSearch('glazenwasser')).toContain(uuid);
    const answer = await call('PUT', `jobs/${id}`, { body: { title: 'Schoorsteenveger' } });
    expect(answer.body.data).toMatchObject({ status: 'active', title: 'Schoorsteenveger' });
    expect(await publicSearch('schoorsteenveger')).toContain(uuid);
    expect(await publicSearch('glazenwasser')).not.toContain(uuid);
  });

  it('takes a job read with GET back whole, unchanged', async () => {
    const product = await insertProduct(board.jobBoardId, 45);
    const created = await createDraft({
      title: 'Rondreis',
      text_own: '<p>Tekst</p>',
      organisation_id: employer.orgId,
      product_id: product,
      lat: 52.1,
      lon: 5.1,
      salary_min: 10,
      salary_max: 20,
      salary_type: 'hour',
      hours_min: 8,
      hours_max: 16,
      apply_url: 'https://apply.example/rondreis',
      segment_ids: [board.segment('industry.zorg')],
    });
    // The product is no longer sold: the job keeps it.
    await server.db
      .updateTable('products')
      .set({ active: false })
      .where('id', '=', product)
      .execute();
    const read = await call('GET', `jobs/${created.id}?with=job_boards,product`);
    const answer = await call('PUT', `jobs/${created.id}`, { body: read.body.data });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { updated_at: _before, ...before } = await storedJob(created.id);
    expect(answer.body.data).toEqual(read.body.data);
    expect(before).toMatchObject({ product_id: product, status: 'draft' });
  });

  it('answers 404 for another client’s job', async () => {
    const answer = await call('PUT', `jobs/${rivalJobId}`, { body: { title: 'Overgenomen' } });
    expect(answer.status).toBe(404);
    expect((await storedJob(rivalJobId)).title).toBe('Rival developer');
  });
});

describe('PUT /jobs/{id}/publish/draft', () => {
  it('applies the body, then publishes the draft for 30 days; the public search finds it', async () => {
    const created = await createDraft({ title: 'Luchtballonvaarder' });
    expect(await publicSearch('luchtballonvaarder')).not.toContain(created.uuid);
    const before = Date.now();
    const answer = await call('PUT', `jobs/${created.id}/publish/draft`, {
      body: { city: 'Zwolle', status: 'expired' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const job = answer.body.data as JobAnswer;
    expect(job).toMatchObject({ status: 'active', city: 'Zwolle' });
    const from = Date.parse(job.from ?? '');
    const till = Date.parse(job.till ?? '');
    expect(from).toBeGreaterThanOrEqual(before - 1000);
    expect(from).toBeLessThanOrEqual(Date.now() + 1000);
    expect(till - from).toBe(DEFAULT_PUBLISH_DAYS * DAY);
    expect(await publicSearch('luchtballonvaarder')).toContain(created.uuid);
    expect(await publicPage(created.slug)).toBe(200);
  });

  it('runs for the duration of the job’s product', async () => {
    const product = await insertProduct(board.jobBoardId, 60);
    const created = await createDraft({ title: 'Met product', product_id: product });
    const answer = await call('PUT', `jobs/${created.id}/publish/draft`, { body: {} });
    const job = answer.body.data as JobAnswer;
    expect(job.product_id).toBe(product);
    expect(job.product).toMatchObject({ id: product, name: 'Vacature 60 dagen', duration: 60 });
    expect(Date.parse(job.till ?? '') - Date.parse(job.from ?? '')).toBe(60 * DAY);
  });

  it('refuses a job that is not a draft with 400 and changes nothing', async () => {
    const created = await createDraft({ title: 'Tweemaal' });
    await call('PUT', `jobs/${created.id}/publish/draft`, { body: {} });
    const published = await storedJob(created.id);
    const again = await call('PUT', `jobs/${created.id}/publish/draft`, {
      body: { title: 'Driemaal' },
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(
      'Only a draft can be published: this job has been published already.',
    );
    const after = await storedJob(created.id);
    expect(after.title).toBe('Tweemaal');
    expect(after.from_at).toEqual(published.from_at);
  });

  it('refuses an invalid body with 400 and leaves the draft a draft', async () => {
    const created = await createDraft({ title: 'Ongeldig' });
    const answer = await call('PUT', `jobs/${created.id}/publish/draft`, {
      body: { apply_url: 'javascript:alert(1)' },
    });
    expect(answer.status).toBe(400);
    expect((await storedJob(created.id)).status).toBe('draft');
  });

  it('answers 404 for another client’s draft', async () => {
    const draft = await createDraft({ title: 'Niet van jou' }, rival);
    const answer = await call('PUT', `jobs/${draft.id}/publish/draft`, { body: {} });
    expect(answer.status).toBe(404);
    expect((await storedJob(draft.id)).status).toBe('draft');
  });
});

describe('PUT /jobs/{id}/status', () => {
  it('answers 404 for another client’s job and changes nothing', async () => {
    const [rivalPaused = 0] = await insertJobs(server.db, board.jobBoardId, [
      {
        slug: 'rival-paused-job',
        title: 'Rival paused',
        status: 'paused',
        client_id: rival.clientId,
        organisation_id: rival.orgId,
      },
    ]);
    for (const [id, status] of [
      [rivalJobId, 'paused'],
      [rivalPaused, 'active'],
    ] as const) {
      const before = await storedJob(id);
      for (const ref of [id, before.uuid]) {
        const answer = await call('PUT', `jobs/${ref}/status`, { body: { status } });
        expect(answer.status, `${ref} ${status}`).toBe(404);
        expect(answer.body.message).toBe('Job not found');
      }
      expect(await storedJob(id)).toEqual(before);
    }
  });

  it('pauses an active job and resumes it; the public search drops and regains it', async () => {
    const created = await createDraft({ title: 'Kaasmeester' });
    await call('PUT', `jobs/${created.id}/publish/draft`, { body: {} });
    const published = await storedJob(created.id);
    expect(await publicSearch('kaasmeester')).toContain(created.uuid);

    const paused = await call('PUT', `jobs/${created.id}/status`, { body: { status: 'paused' } });
    expect(paused.status).toBe(200);
    expect(paused.body.data?.status).toBe('paused');
    expect(await publicSearch('kaasmeester')).not.toContain(created.uuid);
    expect(await publicPage(created.slug)).toBe(404);
    // Pausing again changes nothing.
    const twice = await call('PUT', `jobs/${created.id}/status`, { body: { status: 'paused' } });
    expect(twice).toMatchObject({ status: 200, body: { data: { status: 'paused' } } });

    const resumed = await call('PUT', `jobs/${created.id}/status`, { body: { status: 'active' } });
    expect(resumed.body.data?.status).toBe('active');
    expect(await publicSearch('kaasmeester')).toContain(created.uuid);
    expect(await publicPage(created.slug)).toBe(200);
    // The dates stay as published.
    expect((await storedJob(created.id)).till_at).toEqual(published.till_at);
  });

  it('refuses other statuses and jobs that are neither active nor paused with 400', async () => {
    const draft = await createDraft({ title: 'Nog concept' });
    const toActive = await call('PUT', `jobs/${draft.id}/status`, { body: { status: 'active' } });
    expect(toActive.status).toBe(400);
    expect(toActive.body.message).toMatch(/this job is draft/);
    const [expired = 0] = await insertJobs(server.db, board.jobBoardId, [
      { slug: 'verlopen-baan', title: 'Verlopen', status: 'expired', client_id: employer.clientId },
    ]);
    const revive = await call('PUT', `jobs/${expired}/status`, { body: { status: 'active' } });
    expect(revive.status).toBe(400);
    expect((await storedJob(expired)).status).toBe('expired');

    const active = await createDraft({ title: 'Actief' });
    await call('PUT', `jobs/${active.id}/publish/draft`, { body: {} });
    for (const [status, text] of [
      ['draft', 'The status can only be set to active or paused.'],
      ['expired', 'The status can only be set to active or paused.'],
      ['deleted', 'The status can only be set to active or paused.'],
      ['gone', 'The status must be one of active, paused.'],
      [undefined, 'The status field is required.'],
    ] as const) {
      const answer = await call('PUT', `jobs/${active.id}/status`, { body: { status } });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ status: [text] });
    }
    expect((await storedJob(active.id)).status).toBe('active');
  });
});

describe('expired jobs (an active or paused job past its till)', () => {
  let owner: Employer;
  let pastActive = 0;
  let pastPaused = 0;
  let storedExpired = 0;
  let running = 0;

  beforeAll(async () => {
    owner = await signInEmployer();
    const now = Date.now();
    const seed = (slug: string, status: string, till: number | null) => ({
      slug,
      title: `Verloop ${slug}`,
      status,
      from_at: new Date(now - 40 * DAY),
      till_at: till === null ? null : new Date(till),
      client_id: owner.clientId,
      created_at: new Date(now - 40 * DAY),
    });
    [pastActive = 0, pastPaused = 0, storedExpired = 0, running = 0] = await insertJobs(
      server.db,
      board.jobBoardId,
      [
        seed('verloop-actief', 'active', now - DAY),
        seed('verloop-gepauzeerd', 'paused', now - 1000),
        seed('verloop-opgeslagen', 'expired', null),
        seed('verloop-lopend', 'active', now + DAY),
      ],
    );
  });

  const list = (query: string) => call('GET', `jobs?limit=100&${query}`, { token: owner.token });
  const statuses = (answer: Answer) =>
    Object.fromEntries((answer.body.data ?? []).map((job) => [job.id, job.status]));

  it('reads as expired in the list, the job and the status filter', async () => {
    expect(statuses(await list(''))).toEqual({
      [pastActive]: 'expired',
      [pastPaused]: 'expired',
      [storedExpired]: 'expired',
      [running]: 'active',
    });
    const expired = await list('match[status]=expired');
    expect(expired.body.total).toBe(3);
    expect(Object.keys(statuses(expired)).map(Number).sort()).toEqual(
      [pastActive, pastPaused, storedExpired].sort(),
    );
    const active = await list('match[status]=active');
    expect(active.body.total).toBe(1);
    expect(active.body.data?.map((job) => job.id)).toEqual([running]);
    expect((await list('match[status]=paused')).body.total).toBe(0);
    for (const id of [pastActive, pastPaused]) {
      const read = await call('GET', `jobs/${id}`, { token: owner.token });
      expect(read.body.data?.status).toBe('expired');
    }
    // Nothing is written: the stored status stays, the read decides.
    expect((await storedJob(pastActive)).status).toBe('active');
  });

  it('refuses to pause or resume it and changes nothing', async () => {
    for (const [id, status, stored] of [
      [pastActive, 'paused', 'active'],
      [pastActive, 'active', 'active'],
      [pastPaused, 'active', 'paused'],
      [pastPaused, 'paused', 'paused'],
    ] as const) {
      const before = await storedJob(id);
      const answer = await call('PUT', `jobs/${id}/status`, {
        body: { status },
        token: owner.token,
      });
      expect(answer.status, `${id} ${status}`).toBe(400);
      expect(answer.body.message).toBe(
        'Only an active job can be paused and only a paused job resumed; this job is expired. Its end date (till) has passed.',
      );
      const after = await storedJob(id);
      expect(after.status).toBe(stored);
      expect(after.updated_at).toEqual(before.updated_at);
    }
    // A job whose till has not passed still pauses.
    const paused = await call('PUT', `jobs/${running}/status`, {
      body: { status: 'paused' },
      token: owner.token,
    });
    expect(paused).toMatchObject({ status: 200, body: { data: { status: 'paused' } } });
  });
});

describe('DELETE /jobs/{id}', () => {
  it('marks the job deleted: gone from the public search and page, 404 to changes after', async () => {
    const created = await createDraft({ title: 'Molenaar' });
    await call('PUT', `jobs/${created.id}/publish/draft`, { body: {} });
    expect(await publicSearch('molenaar')).toContain(created.uuid);

    const answer = await call('DELETE', `jobs/${created.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: created.id, status: 'deleted' });
    expect(await publicSearch('molenaar')).not.toContain(created.uuid);
    expect(await publicPage(created.slug)).toBe(404);

    for (const [method, path, body] of [
      ['PUT', `jobs/${created.id}`, { title: 'Terug' }],
      ['PUT', `jobs/${created.id}/publish/draft`, {}],
      ['PUT', `jobs/${created.id}/status`, { status: 'active' }],
      ['DELETE', `jobs/${created.id}`, undefined],
    ] as const) {
      const again = await call(method, path, { body });
      expect(again.status, `${method} ${path}`).toBe(404);
    }
    // Still readable as deleted, and listed only when deleted jobs are asked for.
    expect((await call('GET', `jobs/${created.id}`)).body.data?.status).toBe('deleted');
    const listed = await call('GET', 'jobs?limit=100&search=molenaar');
    expect(listed.body.total).toBe(0);
    const deleted = await call('GET', 'jobs?limit=100&search=molenaar&match[status]=deleted');
    expect(deleted.body.data?.map((job) => job.id)).toEqual([created.id]);
    expect((await storedJob(created.id)).status).toBe('deleted');
  });

  it('answers 404 for another client’s job and leaves it', async () => {
    expect((await call('DELETE', `jobs/${rivalJobId}`)).status).toBe(404);
    expect((await storedJob(rivalJobId)).status).toBe('active');
  });
});

async function jobCount(): Promise<number> {
  const row = await server.db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function insertProduct(jobBoardId: number, duration: number): Promise<number> {
  const product = await server.db
    .insertInto('products')
    .values({
      name: `Vacature ${duration} dagen`,
      price: 100,
      product_type: 'job_posting',
      purchase_url: null,
      benefits: '[]',
      duration,
      discount: null,
      full_price: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await server.db
    .insertInto('product_job_boards')
    .values({ product_id: product.id, job_board_id: jobBoardId })
    .execute();
  return product.id;
}
