import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJobs } from '../seed/insert-job';
import { insertSignedInUser } from '../testing/insert-signed-in-user';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';

// A site that anonymizes its jobs (site setting anonymizeJobs; spec §6: anonymous jobs need
// login) answers its public jobs without their employer to guests, over real HTTP.

let server: TestServer;
let board: TestBoard;
let other: TestBoard;
let settingId = 0;

type JobAnswer = Record<string, unknown> & { uuid: string };

beforeAll(async () => {
  server = await startTestServer();
  board = await seedTestBoard(server.db);
  other = await seedTestBoard(server.db, { name: 'Other board', hosts: ['other.example.com'] });
  ({ id: settingId } = await server.db
    .insertInto('site_settings')
    .values({ site_id: board.siteId, key: 'anonymizeJobs', value: JSON.stringify(true) })
    .returning('id')
    .executeTakeFirstOrThrow());
  // Landing pages of the board: a keyword, an employer's name as a keyword, and an employer by
  // its id and by its name.
  await server.db
    .insertInto('landing_pages')
    .values(
      [
        {
          slug: 'ontwikkelaars',
          title: 'Vacatures voor ontwikkelaars',
          query: { search: 'ontwikkelaar' },
        },
        { slug: 'bij-acme', title: 'Vacatures bij een werkgever', query: { search: 'Acme' } },
        {
          slug: 'acme-id',
          title: 'Vacatures van een werkgever',
          query: { 'match[organisation_id]': board.organisationId },
        },
        {
          slug: 'acme-naam',
          title: 'Vacatures van een werkgever',
          query: { organisation_name: 'Acme' },
        },
      ].map(({ slug, title, query }) => ({
        job_board_id: board.jobBoardId,
        locale: 'nl',
        slug,
        title,
        query: JSON.stringify(query),
      })),
    )
    .execute();
}, 60_000);
afterAll(() => server?.close());

async function get(path: string, token?: string): Promise<Record<string, unknown>> {
  const response = await server.fetch(`/api/public/v1/${path}`, {
    headers: {
      'X-Site-Host': board.host,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

interface JobList {
  data: JobAnswer[];
  total: number;
  aggregations: { segment_ids: Record<string, number> };
}

/** A job search's whole answer, its total and segment counts with its jobs. */
async function searchAnswer(query: string, token?: string): Promise<JobList> {
  const response = await server.fetch(
    `/api/public/v1/job-boards/${board.jobBoardId}/jobs?${query}`,
    {
      headers: {
        'X-Site-Host': board.host,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as JobList;
}

const jobPage = (token?: string) =>
  get('jobs/slug/ontwikkelaar-amsterdam?with=organisation', token) as Promise<JobAnswer>;

/** Every job a guest (or `token`) gets from the search, related jobs and a landing page. */
async function listedJobs(token?: string): Promise<JobAnswer[]> {
  const { uuid } = await jobPage(token);
  const search = (await get(
    `job-boards/${board.jobBoardId}/jobs?search=ontwikkelaar`,
    token,
  )) as unknown as JobAnswer[];
  const related = (await get(`jobs/${uuid}/related`, token)) as unknown as JobAnswer[];
  const landing = (await get('landing-pages/ontwikkelaars', token)).jobs as JobAnswer[];
  expect(search.length * related.length * landing.length).toBeGreaterThan(0);
  return [...search, ...related, ...landing];
}

const EMPLOYER_FIELDS = {
  organisation_id: null,
  organisation_name: null,
  client: null,
  logo: null,
  show_logo: false,
  recruiter_name: null,
  recruiter_phone: null,
  recruiter_email: null,
  apply_email: null,
  external_reference: null,
};

describe('anonymous jobs', () => {
  it('answer a guest without their employer: the job page, the search, related jobs and landing pages', async () => {
    const job = await jobPage();
    expect(job).toMatchObject({ title: 'Software ontwikkelaar', ...EMPLOYER_FIELDS });
    expect(job.organisation).toBeUndefined();
    for (const listed of await listedJobs()) expect(listed).toMatchObject(EMPLOYER_FIELDS);
    expect(JSON.stringify(await listedJobs())).not.toContain('Acme');
  });

  it('do not let a guest look for an employer’s jobs by its name', async () => {
    const path = `job-boards/${board.jobBoardId}/jobs?organisation_name=Acme`;
    // None for a guest: not the board's every job under the name either.
    expect(await searchAnswer('organisation_name=Acme')).toMatchObject({
      data: [],
      total: 0,
      aggregations: { segment_ids: {} },
    });
    const all = (await get(`job-boards/${board.jobBoardId}/jobs`)) as unknown as JobAnswer[];
    const token = await insertSignedInUser(server.db, { siteId: board.siteId, role: 'candidate' });
    const named = (await get(path, token)) as unknown as JobAnswer[];
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((job) => job.organisation_name === 'Acme BV')).toBe(true);
    expect(named.length).toBeLessThan(all.length);
  });

  it('show a guest an organisation, but none of its jobs: its page’s list, a landing page of it, their counts', async () => {
    const organisation = await get('organisations/acme');
    expect(organisation).toMatchObject({ id: board.organisationId, name: 'Acme BV' });
    const filter = `match[organisation_id]=${board.organisationId}`;
    for (const query of [filter, `${filter}&search=ontwikkelaar`, `${filter}&page=2&limit=1`]) {
      const guest = await searchAnswer(query);
      expect(guest).toMatchObject({ data: [], total: 0, aggregations: { segment_ids: {} } });
    }
    expect(await get('landing-pages/acme-id')).toMatchObject({ jobs: [], total: 0 });
    // Nor does a landing page of the organisation's name (not the board's every job either).
    expect(await get('landing-pages/acme-naam')).toMatchObject({ jobs: [], total: 0 });
    const all = await searchAnswer('');
    // A signed-in candidate gets the organisation's jobs.
    const token = await insertSignedInUser(server.db, { siteId: board.siteId, role: 'candidate' });
    const named = await searchAnswer(filter, token);
    expect(named.total).toBeGreaterThan(0);
    expect(named.total).toBeLessThan(all.total);
    expect(named.data.every((job) => job.organisation_id === board.organisationId)).toBe(true);
    expect(await get('landing-pages/acme-id', token)).toMatchObject({ total: named.total });
    expect(await get('landing-pages/acme-naam', token)).toMatchObject({ total: named.total });
  });

  it('do not group a guest’s search by employer: its totals with and without would tell which jobs share one', async () => {
    const all = await searchAnswer('limit=100');
    const grouped = await searchAnswer('limit=100&scope=group_organisations');
    expect(grouped.total).toBe(all.total);
    expect(grouped.data.map((job) => job.uuid)).toEqual(all.data.map((job) => job.uuid));
    // A signed-in candidate gets one job per employer.
    const token = await insertSignedInUser(server.db, { siteId: board.siteId, role: 'candidate' });
    const theirs = await searchAnswer('limit=100&scope=group_organisations', token);
    expect(theirs.total).toBeGreaterThan(0);
    expect(theirs.total).toBeLessThan(all.total);
    const employers = theirs.data.map((job) => job.organisation_id ?? job.uuid);
    expect(new Set(employers).size).toBe(employers.length);
  });

  it('do not let a guest’s keywords find an employer’s jobs by its name: the search, its counts, a landing page, suggestions', async () => {
    const guest = await searchAnswer('search=Acme');
    expect(guest).toMatchObject({ data: [], total: 0, aggregations: { segment_ids: {} } });
    const landing = await get('landing-pages/bij-acme');
    expect(landing).toMatchObject({ jobs: [], total: 0 });
    // The title's words still find the job, for a guest as for anyone.
    expect((await searchAnswer('search=ontwikkelaar')).total).toBeGreaterThan(0);
    // Suggestions come from titles and segment names only, never the organisation's name.
    const suggestions = await get(`job-boards/${board.jobBoardId}/suggestions?search=Acme`);
    expect(suggestions).toEqual([]);
    // A signed-in candidate finds the employer's jobs by its name.
    const token = await insertSignedInUser(server.db, { siteId: board.siteId, role: 'candidate' });
    const named = await searchAnswer('search=Acme', token);
    expect(named.total).toBeGreaterThan(0);
    expect(named.data.every((job) => job.organisation_name === 'Acme BV')).toBe(true);
    expect(Object.keys(named.aggregations.segment_ids).length).toBeGreaterThan(0);
    expect(await get('landing-pages/bij-acme', token)).toMatchObject({ total: named.total });
  });

  it('do not rank a guest’s keyword search by an employer’s name', async () => {
    const DAY = 24 * 60 * 60 * 1000;
    const ids = await insertJobs(server.db, board.jobBoardId, [
      {
        status: 'active',
        slug: 'kapper-acme',
        title: 'Kapper',
        description: 'Gezocht',
        organisation_id: board.organisationId,
        organisation_name: 'Acme BV',
        from_at: new Date(Date.now() - DAY),
      },
      {
        status: 'active',
        slug: 'kapper-zonder-org',
        title: 'Kapper',
        description: 'Kapper gezocht',
        from_at: new Date(Date.now() - 2 * DAY),
      },
    ]);
    try {
      const ranked = async (token?: string) =>
        (await searchAnswer('search=kapper%20or%20acme&sort=relevance', token)).data
          .map((job) => String(job.slug))
          .filter((slug) => slug.startsWith('kapper'));
      // The job without the name says `kapper` twice: for a guest it comes first (for a
      // candidate, whom `acme` finds every job of the organisation for, the name lifts its job).
      expect(await ranked()).toEqual(['kapper-zonder-org', 'kapper-acme']);
      const token = await insertSignedInUser(server.db, {
        siteId: board.siteId,
        role: 'candidate',
      });
      expect(await ranked(token)).toEqual(['kapper-acme', 'kapper-zonder-org']);
    } finally {
      await server.db.deleteFrom('jobs').where('id', 'in', ids).execute();
    }
  });

  it.each(['candidate', 'employer'] as const)(
    'answer a logged-in %s with their employer',
    async (role) => {
      const token = await insertSignedInUser(server.db, { siteId: board.siteId, role });
      const job = await jobPage(token);
      expect(job).toMatchObject({ organisation_name: 'Acme BV', apply_email: 'hr@acme.example' });
      expect(job.organisation).toMatchObject({ name: 'Acme BV' });
      const named = (await listedJobs(token)).filter((listed) => listed.organisation_name);
      expect(named.length).toBeGreaterThan(0);
    },
  );

  it('answer a guest’s token, an expired one, or one of another site without their employer', async () => {
    const expired = await insertSignedInUser(server.db, {
      siteId: board.siteId,
      role: 'candidate',
      expiresAt: new Date(Date.now() - 1000),
    });
    const elsewhere = await insertSignedInUser(server.db, {
      siteId: other.siteId,
      role: 'candidate',
    });
    const admin = await insertSignedInUser(server.db, { siteId: board.siteId, role: 'admin' });
    for (const token of ['not-a-token', expired, elsewhere, admin]) {
      expect(await jobPage(token)).toMatchObject(EMPLOYER_FIELDS);
    }
  });

  it('answer everyone with their employer on a site that does not anonymize them', async () => {
    await server.db
      .updateTable('site_settings')
      .set({ value: JSON.stringify(false) })
      .where('id', '=', settingId)
      .execute();
    try {
      expect(await jobPage()).toMatchObject({ organisation_name: 'Acme BV' });
      const named = (await listedJobs()).filter((listed) => listed.organisation_name);
      expect(named.length).toBeGreaterThan(0);
    } finally {
      await server.db
        .updateTable('site_settings')
        .set({ value: JSON.stringify(true) })
        .where('id', '=', settingId)
        .execute();
    }
  });
});
