import { CONTACT_FORM_MAX_LENGTHS, MAX_MOTIVATION_TEXT_LENGTH } from '@jobboard/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_JSON_DEPTH,
  NUL_MESSAGE,
  NUL_PAGE_MESSAGE,
  TOO_DEEP_MESSAGE,
} from '../http/request-guard';
import { insertSignedInUser } from '../testing/insert-signed-in-user';
import { insertTestEmployer } from '../testing/insert-test-employer';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { CONTACT_EMAIL, seedTestContent } from '../testing/seed-test-content';
import { startTestServer, type TestServer } from '../testing/start-test-server';

// The app's requestGuard (body size, NUL characters, JSON depth) and the id bounds, over the
// whole app: each refusal is answered in the spec's shape and changes nothing.

let server: TestServer;
let board: TestBoard;
let jobUuid: string;
let candidate: string;
let employer: string;

beforeAll(async () => {
  server = await startTestServer();
  board = await seedTestBoard(server.db);
  await seedTestContent(server.db, board);
  const job = await server.db
    .selectFrom('jobs')
    .select('uuid')
    .where('slug', '=', 'ontwikkelaar-amsterdam')
    .executeTakeFirstOrThrow();
  jobUuid = job.uuid;
  candidate = await insertSignedInUser(server.db, {
    siteId: board.siteId,
    role: 'candidate',
    email: 'kim@example.com',
  });
  employer = (
    await insertTestEmployer(server.db, { siteId: board.siteId, jobBoardId: board.jobBoardId })
  ).token;
}, 60_000);
afterAll(() => server?.close());

const host = () => ({ 'X-Site-Host': board.host });
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function send(
  method: string,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: { message?: string; errors?: Record<string, string[]> } }> {
  const response = await server.fetch(path, {
    method,
    headers: {
      ...host(),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? {} : JSON.parse(text) };
}

/** How many rows the tables a refused request could have written hold now. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = [
    'users',
    'contact_messages',
    'applications',
    'favourites',
    'job_alerts',
    'orders',
    'client_users',
    'site_tokens',
  ] as const;
  const counts = await Promise.all(
    tables.map((table) =>
      server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ),
  );
  return Object.fromEntries(tables.map((table, i) => [table, Number(counts[i]?.n)]));
}

const contactPath = () => `/api/public/v1/job-boards/${board.jobBoardId}/contact`;

/** The POST routes that had no body limit, with the headers they need. */
const bodyRoutes = (): Array<[string, string, Record<string, string>]> => [
  ['host resolution', '/api/v1/public/host', {}],
  ['the site password', '/api/public/v1/site-auth', {}],
  ['the site token check', '/api/public/v1/validate-token', {}],
  ['the contact form', contactPath(), {}],
  ['a guest application', `/api/public/v1/jobs/${jobUuid}/apply`, {}],
  ["a candidate's application", `/api/candidate/v1/jobs/${jobUuid}/apply`, bearer(candidate)],
  ['a favourite', '/api/candidate/v1/favourites', bearer(candidate)],
];

describe('every JSON body is capped at 64 KB', () => {
  const big = JSON.stringify({ email: 'kim@example.com', padding: 'a'.repeat(70 * 1024) });

  it.each([0, 1, 2, 3, 4, 5, 6])('route %i of the unlimited ones answers 413', async (index) => {
    const [, path, headers] = bodyRoutes()[index] as [string, string, Record<string, string>];
    const before = await rowCounts();
    const answer = await send('POST', path, big, headers);
    expect(answer).toEqual({ status: 413, body: { message: 'The request body is too large.' } });
    expect(await rowCounts()).toEqual(before);
  });

  it('counts a body sent without Content-Length (chunked) too', async () => {
    const chunks = [big.slice(0, 40_000), big.slice(40_000)];
    const response = await server.fetch('/api/v1/public/host', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'The request body is too large.' });
  });

  it('still reads a small chunked body', async () => {
    const response = await server.fetch('/api/v1/public/host', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(JSON.stringify({ host: board.host })));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(200);
  });

  it('refuses a multipart body where JSON is expected without reading it', async () => {
    const form = new FormData();
    form.append('email', 'kim@example.com');
    form.append('password', 'x');
    const response = await server.fetch('/api/candidate/v1/login', {
      method: 'POST',
      headers: host(),
      body: form,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('refuses a multipart body larger than an upload may be on any route', async () => {
    const form = new FormData();
    form.append('email', new Blob([new Uint8Array(11 * 1024 * 1024)]), 'big.bin');
    const response = await server.fetch('/api/candidate/v1/login', {
      method: 'POST',
      headers: host(),
      body: form,
    });
    expect(response.status).toBe(413);
  });
});

describe('free texts are capped', () => {
  const form = { email: 'vera@example.com', name: 'Vera', email_contact_form: CONTACT_EMAIL };

  it.each(['name', 'subject', 'message'] as const)('the contact form %s', async (field) => {
    const max = CONTACT_FORM_MAX_LENGTHS[field];
    const answer = await send(
      'POST',
      contactPath(),
      JSON.stringify({ ...form, [field]: 'a'.repeat(max + 1) }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[field]).toEqual([
      `The ${field} field may have at most ${max} characters.`,
    ]);
    expect((await rowCounts()).contact_messages).toBe(0);
  });

  it("an application's motivation text", async () => {
    const answer = await send(
      'POST',
      `/api/public/v1/jobs/${jobUuid}/apply`,
      JSON.stringify({
        email: 'gijs@example.com',
        given_name: 'Gijs',
        family_name: 'Gast',
        job_board_id: board.jobBoardId,
        motivation: 'token',
        motivation_text: 'a'.repeat(MAX_MOTIVATION_TEXT_LENGTH + 1),
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.motivation_text).toEqual([
      `The motivation text field may have at most ${MAX_MOTIVATION_TEXT_LENGTH} characters.`,
    ]);
    expect((await rowCounts()).applications).toBe(0);
  });
});

describe('a NUL character is a 400', () => {
  const jobs = () => `/api/public/v1/job-boards/${board.jobBoardId}/jobs`;

  it.each([
    ['job search', () => `${jobs()}?search=%00abc`],
    ['job search place', () => `${jobs()}?location_name=%00`],
    ['candidate list', () => '/api/public/v1/candidates?search=%00'],
    ['organisation list', () => '/api/public/v1/organisations?search=%00'],
    ['a host in the query', () => '/api/public/v1/configuration?host=%00'],
    ['a NUL in a query key', () => `${jobs()}?a%00=1`],
    ['a NUL in the path', () => '/api/public/v1/jobs/slug/a%00b'],
  ])('%s', async (_name, path) => {
    expect(await send('GET', path())).toEqual({ status: 400, body: { message: NUL_MESSAGE } });
  });

  it.each([
    ['employer job list', '/api/employer/v1/jobs?search=%00'],
    ['employer resume search', '/api/employer/v1/resumes?location_name=%00'],
  ])('%s', async (_name, path) => {
    const answer = await send('GET', path, undefined, bearer(employer));
    expect(answer).toEqual({ status: 400, body: { message: NUL_MESSAGE } });
  });

  it.each([
    ['a NUL host', '/?host=%00'],
    ['a NUL in the path', '/vacatures/a%00b'],
  ])('a board page with %s answers an HTML page, not JSON', async (_name, path) => {
    const response = await server.fetch(path);
    expect(response.status).toBe(400);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<h1>400</h1>');
    expect(html).toContain(NUL_PAGE_MESSAGE);
  });

  it.each([
    [
      'registration',
      'POST',
      '/api/candidate/v1/register',
      {
        given_name: 'a\u0000b',
        family_name: 'de Vries',
        email: 'nul@example.com',
        password: 'correct horse',
        password_confirmation: 'correct horse',
        newsletters: [],
      },
      {},
    ],
    [
      'a profile',
      'PUT',
      '/api/candidate/v1/profile',
      { given_name: 'a\u0000b', family_name: 'x', email: 'kim@example.com' },
      { candidate: true },
    ],
    [
      'a job alert',
      'POST',
      '/api/candidate/v1/job-alerts',
      { search: '\u0000', frequency: 'daily' },
      { candidate: true },
    ],
    ['a login', 'POST', '/api/employer/v1/login', { email: 'a\u0000@b.nl', password: 'x' }, {}],
    ['a reset mail', 'POST', '/api/employer/v1/password', { email: 'a\u0000@b.nl' }, {}],
    ['an order', 'POST', '/api/public/v1/orders', { email: 'a\u0000@b.nl' }, {}],
    [
      'an invitation',
      'POST',
      '/api/employer/v1/client/users',
      { email: 'a\u0000@b.nl' },
      { employer: true },
    ],
    ['a key', 'POST', '/api/v1/public/host', { 'host\u0000': 'x' }, {}],
    ['a nested string', 'POST', '/api/v1/public/host', { host: ['x', { y: '\u0000' }] }, {}],
  ])(
    '%s body',
    async (_name, method, path, body, as: { candidate?: boolean; employer?: boolean }) => {
      const before = await rowCounts();
      const token = as.candidate ? candidate : as.employer ? employer : undefined;
      const answer = await send(method, path, JSON.stringify(body), token ? bearer(token) : {});
      expect(answer).toEqual({ status: 400, body: { message: NUL_MESSAGE } });
      expect(await rowCounts()).toEqual(before);
      const kim = await server.db
        .selectFrom('users')
        .select('given_name')
        .where('email', '=', 'kim@example.com')
        .executeTakeFirstOrThrow();
      expect(kim.given_name ?? '').not.toContain('\u0000');
    },
  );

  it.each(['name', 'subject', 'message', 'email', 'phone'])('a contact form %s', async (field) => {
    const form = { email: 'v@example.com', name: 'Vera', email_contact_form: CONTACT_EMAIL };
    const answer = await send(
      'POST',
      contactPath(),
      JSON.stringify({ ...form, [field]: 'a\u0000' }),
    );
    expect(answer).toEqual({ status: 400, body: { message: NUL_MESSAGE } });
    expect((await rowCounts()).contact_messages).toBe(0);
  });

  it('a raw NUL in a body that is not JSON', async () => {
    const answer = await send('POST', '/api/v1/public/host', '{"host":"a\u0000"}');
    expect(answer).toEqual({ status: 400, body: { message: NUL_MESSAGE } });
  });

  it('leaves other control characters to the fields', async () => {
    const answer = await send('POST', '/api/v1/public/host', JSON.stringify({ host: 'a\u0001' }));
    expect(answer.status).not.toBe(500);
    expect(answer.body.message).not.toBe(NUL_MESSAGE);
  });

  it('does not scan uploads', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 0, 0])]), 'a.txt');
    const response = await server.fetch('/api/public/v1/files/upload', {
      method: 'POST',
      body: form,
    });
    const body = (await response.json()) as { message?: string };
    expect(body.message).not.toBe(NUL_MESSAGE);
  });
});

describe('ids past the database range', () => {
  const big = '2147483648';
  const huge = '99999999999999999999';

  it.each([
    ['jobs', `/api/public/v1/job-boards/${big}/jobs`],
    ['landing pages', `/api/public/v1/job-boards/${big}/landing-pages`],
    ['products', `/api/public/v1/job-boards/${big}/products`],
    ['organisations', `/api/public/v1/job-boards/${big}/organisations`],
    ['suggestions', `/api/public/v1/job-boards/${big}/suggestions?search=a`],
    ['forward', `/api/public/v1/job-boards/${big}/forward?url=/a`],
    ['a site', `/api/public/v1/job-board-builder/sites/${huge}`],
  ])('a path id: %s is not found', async (_name, path) => {
    const answer = await send('GET', path);
    expect(answer.status).toBe(404);
    expect(typeof answer.body.message).toBe('string');
  });

  it('the largest id is not found either, as any unknown id', async () => {
    const answer = await send('GET', '/api/public/v1/job-boards/2147483647/jobs');
    expect(answer.status).toBe(404);
  });

  it.each([
    ['segment ids', `in[segment_ids]=${huge}`, 'in[segment_ids]'],
    ['segment ids of zero', 'in[segment_ids]=0', 'in[segment_ids]'],
    ['an organisation id', `match[organisation_id]=${huge}`, 'match[organisation_id]'],
    ['product ids', `in[product_id]=1,${big}`, 'in[product_id]'],
  ])('a query filter: %s is a 400', async (_name, query, field) => {
    const answer = await send('GET', `/api/public/v1/job-boards/${board.jobBoardId}/jobs?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[field]?.[0]).toContain('Expected an id from 1 to 2147483647');
  });

  it('a candidate search segment filter is a 400', async () => {
    const answer = await send('GET', `/api/public/v1/candidates?in[segment_ids]=${huge}`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.['in[segment_ids]']).toBeDefined();
  });

  it('valid ids still filter', async () => {
    const answer = await send(
      'GET',
      `/api/public/v1/job-boards/${board.jobBoardId}/jobs?in[segment_ids]=${board.segment('industry.ict')}&match[organisation_id]=${board.organisationId}`,
    );
    expect(answer.status).toBe(200);
  });
});

describe('deeply nested JSON', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it('is a 400, not a stack overflow', async () => {
    const body = `{"email":${nested(5000)},"password":"x"}`;
    const answer = await send('POST', '/api/employer/v1/login', body);
    expect(answer).toEqual({ status: 400, body: { message: TOO_DEEP_MESSAGE } });
  });

  it(`allows ${MAX_JSON_DEPTH} levels`, async () => {
    // The body object is level 1; the email's arrays the rest.
    const body = `{"email":${nested(MAX_JSON_DEPTH - 1)},"password":"x"}`;
    const answer = await send('POST', '/api/employer/v1/login', body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).not.toBe(TOO_DEEP_MESSAGE);
    expect(answer.body.errors?.email).toBeDefined();
  });
});
