import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBoard } from '../seed/insert-board';
import { insertSignedInUser } from '../testing/insert-signed-in-user';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { pdfFile } from '../uploads/testing/sample-files';

let server: TestServer;
let board: TestBoard;
let candidate: string;

beforeAll(async () => {
  server = await startTestServer();
  board = await seedTestBoard(server.db);
  candidate = await insertSignedInUser(server.db, { siteId: board.siteId, role: 'candidate' });
}, 60_000);
afterAll(() => server?.close());

function get(path: string, token?: string) {
  return server.fetch(`/api/candidate/v1/${path}`, {
    headers: {
      'X-Site-Host': board.host,
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
    },
  });
}

describe("a candidate's job (GET /api/candidate/v1/jobs/slug/{slug})", () => {
  it('answers the job with its organisation, as the public read does', async () => {
    const response = await get('jobs/slug/ontwikkelaar-amsterdam?with=organisation', candidate);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: { slug: string; organisation?: { name: string } };
    };
    expect(data.slug).toBe('ontwikkelaar-amsterdam');
    expect(data.organisation?.name).toBe('Acme BV');
    const publicRead = await server.fetch(
      '/api/public/v1/jobs/slug/ontwikkelaar-amsterdam?with=organisation',
      { headers: { 'X-Site-Host': board.host } },
    );
    expect(await publicRead.json()).toEqual({ data });
  });

  it.each(['bestaat-niet', 'draft-job', 'expired-job'])('answers 404 for %s', async (slug) => {
    expect((await get(`jobs/slug/${slug}`, candidate)).status).toBe(404);
  });
});

describe('the anonymous job search (GET /api/candidate/v1/jobs)', () => {
  it("searches the board's jobs with facets", async () => {
    const response = await get('jobs?search=developers', candidate);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as {
      data: { slug: string }[];
      total: number;
      aggregations: { segment_ids: Record<string, number> };
    };
    expect(answer.data.map((job) => job.slug)).toEqual(['developer-rotterdam']);
    expect(answer.total).toBe(1);
    expect(answer.aggregations.segment_ids[String(board.segment('industry.ict'))]).toBe(1);
  });
});

describe('related jobs (GET /api/candidate/v1/jobs/{uuid}/related)', () => {
  it('answers the related jobs as the public call does (spec §7, public and candidate)', async () => {
    const job = await server.db
      .selectFrom('jobs')
      .select('uuid')
      .where('slug', '=', 'ontwikkelaar-amsterdam')
      .executeTakeFirstOrThrow();
    const response = await get(`jobs/${job.uuid}/related?limit=2`, candidate);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { data: { uuid: string }[]; total: number };
    expect(answer.data.length).toBeGreaterThan(0);
    expect(answer.data.map((related) => related.uuid)).not.toContain(job.uuid);
    const publicRead = await server.fetch(`/api/public/v1/jobs/${job.uuid}/related?limit=2`, {
      headers: { 'X-Site-Host': board.host },
    });
    expect(await publicRead.json()).toEqual(answer);
  });
});

function post(path: string, body: FormData | object, token?: string) {
  return server.fetch(`/api/candidate/v1/${path}`, {
    method: 'POST',
    headers: {
      'X-Site-Host': board.host,
      ...(body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
    },
    body: body instanceof FormData ? body : JSON.stringify(body),
  });
}

function pdfForm(name: string): FormData {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(pdfFile())]), name);
  body.append('name', name);
  return body;
}

describe("a candidate's application (POST /api/candidate/v1/jobs/{uuid}/apply)", () => {
  it('uploads the files and stores the application as the candidate’s', async () => {
    const job = await server.db
      .selectFrom('jobs')
      .select(['id', 'uuid'])
      .where('slug', '=', 'ontwikkelaar-amsterdam')
      .executeTakeFirstOrThrow();
    const upload = async (name: string) => {
      const response = await post(`jobs/${job.id}/apply/file-upload`, pdfForm(name), candidate);
      expect(response.status).toBe(201);
      return ((await response.json()) as { data: { token: string } }).data.token;
    };
    const response = await post(
      `jobs/${job.uuid}/apply`,
      {
        email: 'candidate-applies@example.com',
        given_name: 'Cas',
        family_name: 'Kandidaat',
        job_board_id: board.jobBoardId,
        cv: await upload('cv.pdf'),
        motivation: await upload('motivation.pdf'),
      },
      candidate,
    );
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { uuid: string } };
    const stored = await server.db
      .selectFrom('applications')
      .innerJoin('users', 'users.id', 'applications.user_id')
      .innerJoin('user_tokens', 'user_tokens.user_id', 'users.id')
      .select(['applications.uuid', 'users.role'])
      .where('applications.uuid', '=', data.uuid)
      .executeTakeFirst();
    expect(stored).toEqual({ uuid: data.uuid, role: 'candidate' });
    const files = await server.db
      .selectFrom('files')
      .select('user_id')
      .where('kind', '=', 'resume')
      .execute();
    expect(files.length).toBe(2);
    expect(files.every((file) => file.user_id === files[0]?.user_id && file.user_id !== null)).toBe(
      true,
    );
  });

  it("answers 404 for another site's job, storing nothing (a guest may apply there, not this account)", async () => {
    const other = await seedTestBoard(server.db, {
      name: 'Other site',
      hosts: ['elsewhere.example.com'],
    });
    const job = await server.db
      .selectFrom('jobs')
      .select(['id', 'uuid'])
      .where('job_board_id', '=', other.jobBoardId)
      .executeTakeFirstOrThrow();
    const [files, applications] = await Promise.all([
      server.db.selectFrom('files').select('id').execute(),
      server.db.selectFrom('applications').select('id').execute(),
    ]);
    const upload = await post(`jobs/${job.id}/apply/file-upload`, pdfForm('cv.pdf'), candidate);
    expect(upload.status).toBe(404);
    const application = await post(
      `jobs/${job.uuid}/apply`,
      {
        email: 'candidate-applies@example.com',
        given_name: 'Cas',
        family_name: 'Kandidaat',
        job_board_id: other.jobBoardId,
      },
      candidate,
    );
    expect(application.status).toBe(404);
    expect(await server.db.selectFrom('files').select('id').execute()).toEqual(files);
    expect(await server.db.selectFrom('applications').select('id').execute()).toEqual(applications);
  });

  it('answers 401 without a candidate token, storing nothing', async () => {
    const before = await server.db.selectFrom('files').select('id').execute();
    const response = await post('jobs/1/apply/file-upload', pdfForm('cv.pdf'));
    expect(response.status).toBe(401);
    expect((await post('jobs/x/apply', { email: 'a@example.com' })).status).toBe(401);
    expect(await server.db.selectFrom('files').select('id').execute()).toEqual(before);
  });
});

describe('candidate job calls without a live candidate token of the board', () => {
  it.each([
    ['no token', async () => undefined],
    ['an unknown token', async () => 'not-a-token'],
    [
      'an expired token',
      () =>
        insertSignedInUser(server.db, {
          siteId: board.siteId,
          role: 'candidate',
          expiresAt: new Date(Date.now() - 1000),
        }),
    ],
    [
      'an employer token',
      () => insertSignedInUser(server.db, { siteId: board.siteId, role: 'employer' }),
    ],
    [
      "another board's candidate token",
      async () => {
        const other = await insertBoard(server.db, { name: 'Other', hosts: ['other.example.com'] });
        return insertSignedInUser(server.db, { siteId: other.siteId, role: 'candidate' });
      },
    ],
  ])('answer 401 with %s', async (_name, token) => {
    const value = await token();
    const related = 'jobs/00000000-0000-4000-8000-000000000000/related';
    for (const path of ['jobs/slug/ontwikkelaar-amsterdam', 'jobs', related]) {
      const response = await get(path, value);
      expect(response.status).toBe(401);
      expect(((await response.json()) as { message: string }).message).not.toBe('');
    }
  });
});
