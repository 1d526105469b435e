import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJobs } from '../seed/insert-job';
import { insertSignedInUser } from '../testing/insert-signed-in-user';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';

// The employer API places a job's city with the server's geo data (the GeoNames cities of the
// location autocomplete), so the public search's distance filter finds the job there.

interface JobAnswer {
  id: number;
  uuid: string;
  city: string | null;
  country_code: string | null;
  location_name: string | null;
  lat: number | null;
  lon: number | null;
}

interface Point {
  lat: number;
  lon: number;
}

let server: TestServer;
let board: TestBoard;
let token = '';
let clientId = 0;
let utrecht: Point;
let zwolle: Point;
let delft: Point;

beforeAll(async () => {
  server = await startTestServer();
  board = await seedTestBoard(server.db);
  const email = 'placing-employer@example.com';
  token = await insertSignedInUser(server.db, { siteId: board.siteId, role: 'employer', email });
  const user = await server.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const client = await server.db
    .insertInto('clients')
    .values({ uuid: crypto.randomUUID(), job_board_id: board.jobBoardId, name: 'Acme', email })
    .returning('id')
    .executeTakeFirstOrThrow();
  clientId = client.id;
  await server.db
    .insertInto('client_users')
    .values({ client_id: client.id, user_id: user.id, is_owner: true, is_current: true })
    .execute();
  // Where the board's location field puts a candidate (this also builds the geo index).
  utrecht = await autocomplete('Utrecht');
  zwolle = await autocomplete('Zwolle');
  delft = await autocomplete('Delft');
}, 60_000);
afterAll(() => server?.close());

/** The first place the geo search service suggests for `location` in NL, as the board picks it. */
async function autocomplete(location: string): Promise<Point> {
  const response = await server.fetch(
    `/geo/search?location=${encodeURIComponent(location)}&countries=NL`,
  );
  const { data } = (await response.json()) as { data: (Point & { name: string })[] };
  const [first] = data;
  expect(first?.name).toBe(location);
  return { lat: first?.lat ?? 0, lon: first?.lon ?? 0 };
}

async function call(
  method: 'POST' | 'PUT',
  path: string,
  body: Record<string, unknown>,
): Promise<JobAnswer> {
  const response = await server.fetch(`/api/employer/v1/${path}`, {
    method,
    headers: {
      'X-Site-Host': board.host,
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: JobAnswer };
  expect(response.status, JSON.stringify(answer)).toBe(method === 'POST' ? 201 : 200);
  return answer.data;
}

const createDraft = (body: Record<string, unknown>) => call('POST', 'jobs/draft', body);
const updateJob = (id: number, body: Record<string, unknown>) => call('PUT', `jobs/${id}`, body);
const publish = (id: number, body: Record<string, unknown> = {}) =>
  call('PUT', `jobs/${id}/publish/draft`, body);

/** The uuids the board's public search finds for `search` within `km` of `point`. */
async function searchNear(search: string, point: Point, km: number): Promise<string[]> {
  const query = new URLSearchParams({
    search,
    lat: String(point.lat),
    lon: String(point.lon),
    distance: String(km),
  });
  const response = await server.fetch(
    `/api/public/v1/job-boards/${board.jobBoardId}/jobs?${query}`,
    { headers: { 'X-Site-Host': board.host } },
  );
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { uuid: string }[] };
  return data.map((job) => job.uuid);
}

const storedJob = (id: number) =>
  server.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

function expectAt(job: Pick<JobAnswer, 'lat' | 'lon'>, point: Point) {
  expect(job.lat).toBeCloseTo(point.lat, 4);
  expect(job.lon).toBeCloseTo(point.lon, 4);
}

describe('employer jobs: the city places the job', () => {
  it('gives a draft in Utrecht, NL the coordinates of Utrecht', async () => {
    const job = await createDraft({ title: 'Domtorengids', city: 'Utrecht', country_code: 'nl' });
    expect(job).toMatchObject({ city: 'Utrecht', country_code: 'NL', location_name: null });
    expect(job.lat).toBeCloseTo(52.09, 2);
    expect(job.lon).toBeCloseTo(5.12, 2);
    expectAt(await storedJob(job.id), utrecht);
  });

  it('is found by the public search within 25 km of Utrecht once published', async () => {
    const job = await createDraft({
      title: 'Grachtenschipper',
      city: 'utrecht',
      country_code: 'NL',
      location_name: 'Utrecht (centrum)',
    });
    await publish(job.id);
    expect(await searchNear('grachtenschipper', utrecht, 25)).toEqual([job.uuid]);
    expect(await searchNear('grachtenschipper', zwolle, 25)).toEqual([]);
    // The body's location name is kept.
    expect((await storedJob(job.id)).location_name).toBe('Utrecht (centrum)');
  });

  it('moves the job when its city changes, on an update and on publishing', async () => {
    const job = await createDraft({ title: 'Verhuizer', city: 'Utrecht', country_code: 'NL' });
    expectAt(await updateJob(job.id, { city: 'Zwolle' }), zwolle);
    const published = await publish(job.id, { city: 'Delft' });
    expectAt(published, delft);
    expect(await searchNear('verhuizer', delft, 25)).toEqual([job.uuid]);
    expect(await searchNear('verhuizer', utrecht, 25)).toEqual([]);
    expect(await searchNear('verhuizer', zwolle, 25)).toEqual([]);
    // An active job moves as well, and the search follows at once.
    expectAt(await updateJob(job.id, { city: 'Zwolle', country_code: 'NL' }), zwolle);
    expect(await searchNear('verhuizer', zwolle, 25)).toEqual([job.uuid]);
    expect(await searchNear('verhuizer', delft, 25)).toEqual([]);
  });

  it('clears the coordinates for a city the geo data does not know, in the job’s country', async () => {
    const job = await createDraft({ title: 'Zoeker', city: 'Utrecht', country_code: 'NL' });
    expectAt(job, utrecht);
    expect(await updateJob(job.id, { city: 'Nergenshuizen' })).toMatchObject({
      city: 'Nergenshuizen',
      lat: null,
      lon: null,
    });
    // Zwolle is no place of Romania.
    const abroad = await updateJob(job.id, { city: 'Zwolle', country_code: 'RO' });
    expect(abroad).toMatchObject({ lat: null, lon: null });
    expect(await createDraft({ title: 'Nergens', city: 'Nergenshuizen' })).toMatchObject({
      lat: null,
      lon: null,
    });
  });

  it('takes the coordinates the body gives over the city’s', async () => {
    const job = await createDraft({
      title: 'Landmeter',
      city: 'Utrecht',
      country_code: 'NL',
      lat: 52.01,
      lon: 5.01,
    });
    expect(job).toMatchObject({ lat: 52.01, lon: 5.01 });
    expectAt(await updateJob(job.id, { city: 'Zwolle' }), zwolle);
    expect(await updateJob(job.id, { city: 'Delft', lat: 51.9, lon: 4.3 })).toMatchObject({
      city: 'Delft',
      lat: 51.9,
      lon: 4.3,
    });
    // Sent again with the same city (as the job form sends a whole job), they stay.
    expect(await updateJob(job.id, { city: 'delft', country_code: 'NL' })).toMatchObject({
      lat: 51.9,
      lon: 4.3,
    });
  });

  it('clears the coordinates with the city', async () => {
    const job = await createDraft({ title: 'Thuiswerker', city: 'Utrecht', country_code: 'NL' });
    expectAt(job, utrecht);
    expect(await updateJob(job.id, { city: null })).toMatchObject({
      city: null,
      lat: null,
      lon: null,
    });
    const again = await updateJob(job.id, { city: 'Zwolle' });
    expectAt(again, zwolle);
    // The job form sends a cleared input as an empty text.
    expect(await publish(job.id, { city: '' })).toMatchObject({ city: null, lat: null, lon: null });
  });

  it('places a stored job without coordinates when its city is sent again', async () => {
    const [id = 0] = await insertJobs(server.db, board.jobBoardId, [
      {
        slug: 'oude-kaasboer',
        title: 'Kaasboer',
        status: 'draft',
        city: 'Utrecht',
        country_code: 'NL',
        client_id: clientId,
      },
    ]);
    expectAt(
      await updateJob(id, { title: 'Kaasboer', city: 'Utrecht', country_code: 'NL' }),
      utrecht,
    );
  });
});
