import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSignedInUser } from '../testing/insert-signed-in-user';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';

interface FavouriteAnswer {
  id: number;
  uuid: string;
  job_id: number | null;
  organisation_id: number | null;
  job?: { id: number; uuid: string; title: string } | null;
  organisation?: { id: number; name: string } | null;
}
interface Answer {
  status: number;
  body: {
    data?: FavouriteAnswer & FavouriteAnswer[] & Record<string, unknown>;
    total?: number;
    message?: string;
    errors?: Record<string, string[]>;
  } | null;
}

let server: TestServer;
let board: TestBoard;
let other: TestBoard;
let jobId: number;
let jobUuid: string;
let draftJobId: number;

beforeAll(async () => {
  server = await startTestServer();
  board = await seedTestBoard(server.db);
  other = await seedTestBoard(server.db, { name: 'Other board', hosts: ['other.example.com'] });
  const job = await server.db
    .selectFrom('jobs')
    .select(['id', 'uuid'])
    .where('job_board_id', '=', board.jobBoardId)
    .where('slug', '=', 'ontwikkelaar-amsterdam')
    .executeTakeFirstOrThrow();
  jobId = job.id;
  jobUuid = job.uuid;
  const draft = await server.db
    .selectFrom('jobs')
    .select('id')
    .where('job_board_id', '=', board.jobBoardId)
    .where('slug', '=', 'draft-job')
    .executeTakeFirstOrThrow();
  draftJobId = draft.id;
}, 60_000);
afterAll(() => server?.close());

const signIn = (role: 'candidate' | 'employer' = 'candidate') =>
  insertSignedInUser(server.db, { siteId: board.siteId, role });

async function call(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  token: string | undefined,
  body?: unknown,
  family = 'candidate',
): Promise<Answer> {
  const response = await server.fetch(`/api/${family}/v1/${path}`, {
    method,
    headers: {
      'X-Site-Host': board.host,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : JSON.parse(text) };
}

const add = (token: string, body: unknown, query = '') =>
  call('POST', `favourites${query}`, token, body);
const list = (token: string, query = '?with=job,organisation&limit=50') =>
  call('GET', `favourites${query}`, token);

describe('a candidate adds, lists and removes favourites', () => {
  let token: string;
  let jobFavourite: FavouriteAnswer;
  let organisationFavourite: FavouriteAnswer;

  beforeAll(async () => {
    token = await signIn();
  });

  it('adds a job (201), and adding it again answers the same favourite (200)', async () => {
    const added = await add(token, { job_id: jobId });
    expect(added.status).toBe(201);
    jobFavourite = added.body?.data as FavouriteAnswer;
    expect(jobFavourite).toMatchObject({
      id: expect.any(Number),
      job_id: jobId,
      organisation_id: null,
    });
    expect(jobFavourite.job).toBeUndefined();
    const again = await add(token, { job_id: jobId });
    expect(again.status).toBe(200);
    expect(again.body?.data?.id).toBe(jobFavourite.id);
  });

  it('adds an organisation, with the organisation when `with` asks', async () => {
    const added = await add(token, { organisation_id: board.organisationId }, '?with=organisation');
    expect(added.status).toBe(201);
    organisationFavourite = added.body?.data as FavouriteAnswer;
    expect(organisationFavourite).toMatchObject({
      job_id: null,
      organisation_id: board.organisationId,
      organisation: { id: board.organisationId, name: 'Acme BV' },
    });
  });

  it('lists both, newest first, with job and organisation, as `{ data, total }`', async () => {
    const answer = await list(token);
    expect(answer.status).toBe(200);
    expect(answer.body?.total).toBe(2);
    const [organisation, job] = answer.body?.data ?? [];
    expect(organisation).toMatchObject({
      id: organisationFavourite.id,
      organisation: { id: board.organisationId, name: 'Acme BV' },
    });
    expect(job).toMatchObject({
      id: jobFavourite.id,
      job_id: jobId,
      job: { id: jobId, uuid: jobUuid, title: 'Software ontwikkelaar' },
    });
    const bare = await list(token, '');
    expect(bare.body?.data?.map((item) => Object.hasOwn(item, 'job'))).toEqual([false, false]);
    const paged = await list(token, '?limit=1&page=2');
    expect(paged.body?.data?.map((item) => item.id)).toEqual([jobFavourite.id]);
    expect(paged.body?.total).toBe(2);
  });

  it('shows them on GET /you', async () => {
    const me = await call('GET', 'you', token);
    expect(me.body?.data).toMatchObject({
      favourite_jobs: [{ job_uuid: jobUuid, uuid: jobFavourite.uuid }],
      favourite_organisations: [{ org_id: board.organisationId, uuid: organisationFavourite.uuid }],
    });
  });

  it('does not let another candidate remove them (404)', async () => {
    const stranger = await signIn();
    const refused = await call('DELETE', `favourites/${jobFavourite.id}`, stranger);
    expect(refused.status).toBe(404);
    expect((await call('DELETE', `favourites/${jobFavourite.uuid}`, stranger)).status).toBe(404);
    expect((await list(stranger)).body?.data).toEqual([]);
    expect((await list(token)).body?.total).toBe(2);
  });

  it('removes its own by id or uuid (204); a second removal is a 404', async () => {
    const removed = await call('DELETE', `favourites/${jobFavourite.id}`, token);
    expect(removed.status).toBe(204);
    expect((await call('DELETE', `favourites/${jobFavourite.id}`, token)).status).toBe(404);
    expect((await call('DELETE', `favourites/${organisationFavourite.uuid}`, token)).status).toBe(
      204,
    );
    expect((await list(token)).body).toEqual({ data: [], total: 0 });
    expect((await call('DELETE', 'favourites/not-an-id', token)).status).toBe(404);
  });
});

describe('favourites refused', () => {
  let token: string;

  beforeAll(async () => {
    token = await signIn();
  });

  it('of a job or organisation on another board, or a job that is not public (400 on the field)', async () => {
    const otherJob = other.jobIds[0] ?? 0;
    for (const [body, field] of [
      [{ job_id: otherJob }, 'job_id'],
      [{ job_id: draftJobId }, 'job_id'],
      [{ job_id: 99_999_999_999 }, 'job_id'],
      [{ organisation_id: other.organisationId }, 'organisation_id'],
    ] as const) {
      const answer = await add(token, body);
      expect(answer.status).toBe(400);
      expect(answer.body?.errors?.[field]).toHaveLength(1);
    }
    expect((await list(token)).body?.total).toBe(0);
  });

  it('without a target, with both targets, or with an unknown `with`', async () => {
    expect((await add(token, {})).status).toBe(400);
    expect(
      (await add(token, { job_id: jobId, organisation_id: board.organisationId })).status,
    ).toBe(400);
    expect((await add(token, { job_id: 'x' })).status).toBe(400);
    expect((await list(token, '?with=resume')).status).toBe(400);
  });

  it.each([['enableFavourites'], ['allowCandidate']])(
    'on a site that switched %s off (400); removing one stays possible',
    async (key) => {
      const saved = await add(token, { organisation_id: board.organisationId });
      expect(saved.status).toBe(201);
      const setting = await server.db
        .insertInto('site_settings')
        .values({ site_id: board.siteId, key, value: JSON.stringify(false) })
        .returning('id')
        .executeTakeFirstOrThrow();
      try {
        const refused = await add(token, { job_id: jobId });
        expect(refused).toEqual({
          status: 400,
          body: { message: 'This site does not offer favourites.' },
        });
        expect((await call('DELETE', `favourites/${saved.body?.data?.id}`, token)).status).toBe(
          204,
        );
        expect((await list(token)).body?.total).toBe(0);
      } finally {
        await server.db.deleteFrom('site_settings').where('id', '=', setting.id).execute();
      }
    },
  );

  it('without a candidate token of the board (401)', async () => {
    const employer = await signIn('employer');
    const otherCandidate = await insertSignedInUser(server.db, {
      siteId: other.siteId,
      role: 'candidate',
    });
    for (const value of [undefined, employer, otherCandidate]) {
      expect((await call('GET', 'favourites', value)).status).toBe(401);
      expect((await call('POST', 'favourites', value, { job_id: jobId })).status).toBe(401);
      expect((await call('DELETE', 'favourites/1', value)).status).toBe(401);
    }
    // The employer family has no favourites.
    expect((await call('GET', 'favourites', employer, undefined, 'employer')).status).toBe(404);
  });
});
