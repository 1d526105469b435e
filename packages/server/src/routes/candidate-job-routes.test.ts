import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBoard } from '../seed/insert-board';
import { insertSignedInUser } from '../testing/insert-signed-in-user';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';

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
    for (const path of ['jobs/slug/ontwikkelaar-amsterdam', 'jobs']) {
      const response = await get(path, value);
      expect(response.status).toBe(401);
      expect(((await response.json()) as { message: string }).message).not.toBe('');
    }
  });
});
