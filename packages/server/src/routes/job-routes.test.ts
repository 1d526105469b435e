import { MAX_JOB_SEARCH_LENGTH } from '@jobboard/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';

let server: TestServer;
let board: TestBoard;

beforeAll(async () => {
  server = await startTestServer();
  board = await seedTestBoard(server.db);
}, 60_000);
afterAll(() => server?.close());

interface SearchAnswer {
  data: { slug: string; uuid: string; distance?: number; segments?: Record<string, number[]> }[];
  total: number;
  aggregations: { segment_ids: Record<string, number> };
}

async function search(query: string): Promise<SearchAnswer> {
  const response = await server.fetch(
    `/api/public/v1/job-boards/${board.jobBoardId}/jobs?${query}`,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as SearchAnswer;
}

const slugs = (answer: SearchAnswer) => answer.data.map((job) => job.slug).sort();

describe('job search', () => {
  it('lists only active jobs inside their window, newest first, with facets', async () => {
    const answer = await search('');
    expect(answer.total).toBe(5);
    expect(answer.data[0]?.slug).toBe('ontwikkelaar-amsterdam');
    expect(slugs(answer)).not.toContain('draft-job');
    expect(slugs(answer)).not.toContain('expired-job');
    expect(answer.aggregations.segment_ids[String(board.segment('industry.ict'))]).toBe(3);
    expect(answer.aggregations.segment_ids[String(board.segment('time.fulltime'))]).toBe(3);
  });

  it.each([
    ['ontwikkelaars', ['ontwikkelaar-amsterdam', 'ontwikkelaar-zonder-org']],
    ['developers', ['developer-rotterdam']],
    ['programatori', ['programator-utrecht']],
  ])('finds %s with the stemming of the job language', async (keyword, expected) => {
    expect(slugs(await search(`search=${keyword}`))).toEqual(expected);
  });

  it('finds a keyword that starts words of a title, as the suggestions offered them', async () => {
    // 'ontw' is no word of any text, but the suggestions offer the titles it starts.
    expect(slugs(await search('search=ontw'))).toEqual([
      'ontwikkelaar-amsterdam',
      'ontwikkelaar-zonder-org',
    ]);
    expect(slugs(await search('search=softw%20ontw'))).toEqual(['ontwikkelaar-amsterdam']);
    // The web search syntax keeps to the texts: an excluded word is not found by its prefix.
    expect(slugs(await search('search=%22ontw%22'))).toEqual([]);
    expect(slugs(await search('search=ontwikkelaar%20-software'))).toEqual([
      'ontwikkelaar-zonder-org',
    ]);
  });

  it('filters by radius around a point and sorts by distance', async () => {
    const answer = await search('lat=52.3676&lon=4.9041&distance=10&sort=distance');
    expect(answer.data.map((job) => job.slug)).toEqual([
      'ontwikkelaar-amsterdam',
      'ontwikkelaar-zonder-org',
    ]);
    expect(answer.data[0]?.distance).toBe(0);
  });

  it('ORs segments of a group and ANDs groups; facets follow the filtered set', async () => {
    const fulltime = board.segment('time.fulltime');
    const parttime = board.segment('time.parttime');
    const ict = board.segment('industry.ict');
    expect((await search(`in[segment_ids]=${fulltime},${parttime}`)).total).toBe(5);
    const both = await search(`in[segment_ids]=${parttime},${ict}`);
    expect(slugs(both)).toEqual(['programator-utrecht']);
    expect(both.aggregations.segment_ids[String(ict)]).toBe(1);
  });

  it('counts a chosen group without its own choice, so its other segments show what they add', async () => {
    const fulltime = board.segment('time.fulltime');
    const parttime = board.segment('time.parttime');
    const ict = board.segment('industry.ict');
    const all = (await search('')).aggregations.segment_ids;
    const partOnly = await search(`in[segment_ids]=${parttime}`);
    // The time group's counts are those of the whole set: ticking full time would add its jobs.
    expect(partOnly.aggregations.segment_ids[String(fulltime)]).toBe(all[String(fulltime)]);
    expect(partOnly.aggregations.segment_ids[String(parttime)]).toBe(all[String(parttime)]);
    // Another group's counts are over the part-time jobs.
    expect(partOnly.aggregations.segment_ids[String(ict)]).toBe(
      partOnly.data.filter((job) =>
        Object.values(job.segments ?? {})
          .flat()
          .includes(ict),
      ).length,
    );
    // With both groups chosen, each group is counted with the other's choice applied.
    const both = await search(`in[segment_ids]=${parttime},${ict}`);
    expect(both.aggregations.segment_ids[String(parttime)]).toBe(
      (await search(`in[segment_ids]=${ict}`)).aggregations.segment_ids[String(parttime)],
    );
    expect(both.aggregations.segment_ids[String(ict)]).toBe(
      partOnly.aggregations.segment_ids[String(ict)],
    );
  });

  it.each([
    ['match[organisation_id]', () => `match[organisation_id]=${board.organisationId}`, 4],
    ['organisation_name', () => 'organisation_name=acme', 4],
    ['range[salary_year]', () => 'range[salary_year]=30000,60000', 2],
    ['location_name', () => 'location_name=utrecht', 2],
    ['match[premium]', () => 'match[premium]=1', 1],
    ['premium=0', () => 'premium=0', 4],
  ])('filters by %s', async (_name, query, total) => {
    expect((await search(query())).total).toBe(total);
  });

  it.each([
    ['newest', 'ontwikkelaar-amsterdam'],
    ['-from', 'ontwikkelaar-amsterdam'],
    ['oldest', 'ontwikkelaar-zonder-org'],
    ['featured', 'ontwikkelaar-amsterdam'],
    ['ascendingTillDate', 'programator-utrecht'],
    ['descendingTillDate', 'programator-utrecht'],
    ['newestOrg', 'ontwikkelaar-amsterdam'],
    ['oldestOrg', 'ontwikkelaar-zonder-org'],
  ])('sorts by %s', async (sort, first) => {
    expect((await search(`sort=${sort}`)).data[0]?.slug).toBe(first);
  });

  it('answers random and relevance sorts with every job', async () => {
    expect((await search('sort=random')).total).toBe(5);
    expect((await search('sort=relevance&search=ontwikkelaar')).total).toBe(2);
  });

  it('puts up-sold jobs first when asked', async () => {
    expect((await search('upsells=1')).data[0]?.slug).toBe('developer-rotterdam');
  });

  it('pages with page and limit', async () => {
    const first = await search('limit=2&page=1');
    const third = await search('limit=2&page=3');
    expect(first.data).toHaveLength(2);
    expect(third.data).toHaveLength(1);
    expect(third.total).toBe(5);
  });

  it('groups featured jobs by organisation', async () => {
    const answer = await search('sort=featured&scope=group_organisations&limit=10');
    expect(answer.total).toBe(2);
  });

  it('answers job boards that do not exist with 404', async () => {
    const response = await server.fetch('/api/public/v1/job-boards/999999/jobs');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Job board not found' });
  });
});

describe('job details', () => {
  const headers = () => ({ 'X-Site-Host': board.host });

  it('reads a job by slug with its organisation, HTML sanitized on write', async () => {
    const response = await server.fetch(
      '/api/public/v1/jobs/slug/ontwikkelaar-amsterdam?with=organisation',
      {
        headers: headers(),
      },
    );
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: {
        title: string;
        text_own: string;
        organisation?: { slug: string };
        segments_names: Record<string, string[]>;
      };
    };
    expect(data.title).toBe('Software ontwikkelaar');
    expect(data.text_own).toBe('<p>Hello</p>');
    expect(data.organisation?.slug).toBe('acme');
    expect(data.segments_names.time).toEqual(['Fulltime']);
  });

  it('hides draft and expired jobs', async () => {
    for (const slug of ['draft-job', 'expired-job']) {
      const response = await server.fetch(`/api/public/v1/jobs/slug/${slug}`, {
        headers: headers(),
      });
      expect(response.status).toBe(404);
    }
  });

  it('lists related jobs by shared segments, 10 at most by default', async () => {
    const job = await server.db
      .selectFrom('jobs')
      .select('uuid')
      .where('slug', '=', 'developer-rotterdam')
      .executeTakeFirstOrThrow();
    const response = await server.fetch(`/api/public/v1/jobs/${job.uuid}/related?limit=2`);
    const answer = (await response.json()) as SearchAnswer;
    expect(answer.data.map((item) => item.slug)).toEqual([
      'ontwikkelaar-amsterdam',
      'programator-utrecht',
    ]);
  });
});

describe('suggestions and strategy', () => {
  it('suggests titles and segments by prefix', async () => {
    const response = await server.fetch(
      `/api/public/v1/job-boards/${board.jobBoardId}/suggestions?search=ontw`,
    );
    const { data } = (await response.json()) as { data: { type: string; name: string }[] };
    expect(data.map((item) => item.name)).toEqual(['Ontwikkelaar data', 'Software ontwikkelaar']);
    const segments = await server.fetch(
      `/api/public/v1/job-boards/${board.jobBoardId}/suggestions?search=zo`,
    );
    expect(((await segments.json()) as { data: { type: string; name: string }[] }).data).toEqual([
      expect.objectContaining({ type: 'segment', name: 'Zorg', count: 1 }),
    ]);
  });

  it('reads a keyword as long as the job search takes (the search box allows 200)', async () => {
    const suggest = (search: string) =>
      server.fetch(
        `/api/public/v1/job-boards/${board.jobBoardId}/suggestions?search=${encodeURIComponent(search)}`,
      );
    const long = `ontw ${'x'.repeat(MAX_JOB_SEARCH_LENGTH - 5)}`;
    expect(long.length).toBe(MAX_JOB_SEARCH_LENGTH);
    const response = await suggest(long);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown[] }).data).toEqual([]);
    expect((await suggest(`${long}x`)).status).toBe(400);
  });

  it('names the strategy in use', async () => {
    const response = await server.fetch(
      `/api/public/v1/job-boards/${board.jobBoardId}/jobs/strategy`,
    );
    const { data } = (await response.json()) as { data: { strategy: string } };
    expect(data.strategy).toBe('postgresql-full-text');
  });
});
