import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSignedInUser } from '../testing/insert-signed-in-user';
import { callJson, insertTestEmployer, type TestEmployer } from '../testing/insert-test-employer';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';

// `GET /api/employer/v1/jobs/{id}/kpi`: a job's applications, recent ones and favourites, for
// the employer whose client owns the job.

const DAY = 24 * 60 * 60 * 1000;

let server: TestServer;
let board: TestBoard;
let acme: TestEmployer;
let globex: TestEmployer;
let jobId = 0;
let quietJobId = 0;

const kpi = (id: number | string, token: string | null = acme.token) =>
  callJson(server, 'GET', `/api/employer/v1/jobs/${id}/kpi`, { host: board.host, token });

async function draft(token: string, title: string): Promise<{ id: number; uuid: string }> {
  const answer = await callJson<{ id: number; uuid: string }>(
    server,
    'POST',
    '/api/employer/v1/jobs/draft',
    { host: board.host, token, body: { title } },
  );
  expect(answer.status).toBe(201);
  return answer.body.data as { id: number; uuid: string };
}

async function apply(id: number, email: string, createdAt: Date) {
  await server.db
    .insertInto('applications')
    .values({
      uuid: randomUUID(),
      job_id: id,
      job_board_id: board.jobBoardId,
      user_id: null,
      email,
      salutation: null,
      given_name: 'Kim',
      family_name: 'Jansen',
      motivation_text: null,
      phone: null,
      cv_token: randomUUID(),
      motivation_token: randomUUID(),
      newsletters: JSON.stringify([]),
      created_at: createdAt,
    })
    .execute();
}

beforeAll(async () => {
  server = await startTestServer();
  board = await seedTestBoard(server.db);
  acme = await insertTestEmployer(server.db, board);
  globex = await insertTestEmployer(server.db, { ...board, name: 'Globex' });
  jobId = (await draft(acme.token, 'Verpleegkundige')).id;
  quietJobId = (await draft(acme.token, 'Boekhouder')).id;
  const now = Date.now();
  await apply(jobId, 'a@example.com', new Date(now - 2 * DAY));
  await apply(jobId, 'b@example.com', new Date(now - 10 * DAY));
  await apply(jobId, 'c@example.com', new Date(now - 30 * DAY));
  for (const email of ['x@example.com', 'y@example.com']) {
    await insertSignedInUser(server.db, { siteId: board.siteId, role: 'candidate', email });
    const user = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('favourites')
      .values({ uuid: randomUUID(), user_id: user.id, job_id: jobId, organisation_id: null })
      .execute();
  }
}, 60_000);
afterAll(() => server?.close());

describe('GET /jobs/{id}/kpi', () => {
  it('counts the applications, those of the last 7 days, and the favourites', async () => {
    expect(await kpi(jobId)).toEqual({
      status: 200,
      body: { data: { applications: 3, recent_applications: 1, favourites: 2 } },
    });
    expect((await kpi(quietJobId)).body.data).toEqual({
      applications: 0,
      recent_applications: 0,
      favourites: 0,
    });
  });

  it("answers only the owning client's employers", async () => {
    expect((await kpi(jobId, globex.token)).status).toBe(404);
    expect((await kpi(jobId, null)).status).toBe(401);
    expect((await kpi(999999)).status).toBe(404);
  });
});
