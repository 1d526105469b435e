import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSignedInUser } from '../testing/insert-signed-in-user';
import { insertTestCandidate, type TestCandidate } from '../testing/insert-test-candidate';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';

// The public candidate search (GET /api/public/v1/candidates) over real HTTP: filters, paging,
// the site's available resumes only, and never anything that tells who a candidate is.

interface Answer {
  status: number;
  body: {
    data?: Record<string, unknown>[];
    total?: number;
    message?: string;
    errors?: Record<string, string[]>;
  };
}

/** Every key of a public resume, and nothing else. */
const PUBLIC_KEYS = [
  'city',
  'country',
  'education',
  'employer_history',
  'info',
  'open_to_relocate',
  'position',
  'salary_min',
  'salary_type',
  'segments',
  'status',
  'travel_distance',
  'updated_at',
  'uuid',
];

const DAY = 24 * 60 * 60 * 1000;
const UTRECHT = { lat: 52.0907, lon: 5.1214 };

let server: TestServer;
let board: TestBoard;
let other: TestBoard;
/** Frontend developer in Amsterdam, full time ICT, updated a day ago. */
let frontend: TestCandidate;
/** Nurse in Utrecht, part time care, two days ago. */
let nurse: TestCandidate;
/** Backend developer in Rotterdam, full time ICT and care, three days ago. */
let backend: TestCandidate;
let unavailable: TestCandidate;
let elsewhere: TestCandidate;
let deleted: TestCandidate;
let unverified: TestCandidate;
let employerOwned: TestCandidate;

beforeAll(async () => {
  server = await startTestServer();
  board = await seedTestBoard(server.db);
  other = await seedTestBoard(server.db, { name: 'Other board', hosts: ['other.example.com'] });
  const seg = board.segment;
  const ago = (days: number) => new Date(Date.now() - days * DAY);
  frontend = await insertTestCandidate(server.db, {
    siteId: board.siteId,
    given_name: 'Fleur',
    family_name: 'Geheim',
    resume: {
      position: 'Frontend developer',
      info: 'Bouwt interfaces in React en TypeScript.',
      city: 'Amsterdam',
      country: 'NL',
      postal_code: '1012 AB',
      lat: 52.3676,
      lon: 4.9041,
      phone_number: '+31 6 11111111',
      salary_type: 'month',
      salary_min: 4500,
      travel_distance: 20,
      segment_ids: [seg('time.fulltime'), seg('industry.ict')],
      education: [{ type: 'hbo', name: 'HBO-ICT', institution: 'HvA', from: '2010-09-01' }],
      employer_history: [{ name: 'Developer', institution: 'Webbureau', till: null }],
      updated_at: ago(1),
    },
  });
  nurse = await insertTestCandidate(server.db, {
    siteId: board.siteId,
    resume: {
      position: 'Verpleegkundige',
      info: 'Zorg met 100% inzet.',
      city: 'Utrecht',
      ...UTRECHT,
      segment_ids: [seg('time.parttime'), seg('industry.zorg')],
      updated_at: ago(2),
    },
  });
  backend = await insertTestCandidate(server.db, {
    siteId: board.siteId,
    resume: {
      position: 'Backend developer',
      info: 'APIs in Node_js voor de zorg.',
      city: 'Rotterdam',
      lat: 51.9244,
      lon: 4.4777,
      segment_ids: [seg('time.fulltime'), seg('industry.ict'), seg('industry.zorg')],
      updated_at: ago(3),
    },
  });
  unavailable = await insertTestCandidate(server.db, {
    siteId: board.siteId,
    resume: { position: 'Verpleegkundige', city: 'Utrecht', ...UTRECHT, status: 'not_available' },
  });
  deleted = await insertTestCandidate(server.db, {
    siteId: board.siteId,
    deleted: true,
    resume: { position: 'Verpleegkundige', city: 'Utrecht', ...UTRECHT },
  });
  unverified = await insertTestCandidate(server.db, {
    siteId: board.siteId,
    verified: false,
    resume: { position: 'Verpleegkundige', city: 'Utrecht', ...UTRECHT },
  });
  employerOwned = await insertTestCandidate(server.db, {
    siteId: board.siteId,
    role: 'employer',
    resume: { position: 'Verpleegkundige', city: 'Utrecht', ...UTRECHT },
  });
  elsewhere = await insertTestCandidate(server.db, {
    siteId: other.siteId,
    resume: { position: 'Frontend developer', city: 'Amsterdam', lat: 52.3676, lon: 4.9041 },
  });
}, 60_000);
afterAll(() => server?.close());

async function search(query = '', options: { host?: string; token?: string } = {}) {
  const response = await server.fetch(`/api/public/v1/candidates${query}`, {
    headers: {
      'X-Site-Host': options.host ?? board.host,
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    },
  });
  return { status: response.status, body: await response.json() } as Answer;
}

/** The uuids a search answers, in order; fails on anything but 200. */
async function found(query: string): Promise<string[]> {
  const answer = await search(query);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.data ?? []).map((resume) => resume.uuid as string);
}

describe('GET /api/public/v1/candidates', () => {
  it("lists the site's available resumes of candidates, newest updated first", async () => {
    const answer = await search();
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(3);
    expect(answer.body.data?.map((resume) => resume.uuid)).toEqual([
      frontend.uuid,
      nurse.uuid,
      backend.uuid,
    ]);
    const hidden = [unavailable, deleted, unverified, employerOwned, elsewhere].map(
      (item) => item.uuid,
    );
    expect(answer.body.data?.some((resume) => hidden.includes(resume.uuid as string))).toBe(false);
  });

  it('answers the public fields only, segments grouped by their group key', async () => {
    const [first] = (await search('?limit=1')).body.data ?? [];
    expect(Object.keys(first ?? {}).sort()).toEqual(PUBLIC_KEYS);
    expect(first).toEqual({
      uuid: frontend.uuid,
      position: 'Frontend developer',
      info: 'Bouwt interfaces in React en TypeScript.',
      city: 'Amsterdam',
      country: 'NL',
      travel_distance: 20,
      open_to_relocate: false,
      salary_type: 'month',
      salary_min: 4500,
      status: 'available',
      segments: {
        time: [board.segment('time.fulltime')],
        industry: [board.segment('industry.ict')],
      },
      education: [{ type: 'hbo', name: 'HBO-ICT', institution: 'HvA', from: '2010-09-01' }],
      employer_history: [{ name: 'Developer', institution: 'Webbureau', till: null }],
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const text = JSON.stringify((await search()).body);
    for (const secret of ['Fleur', 'Geheim', '1012 AB', '+31 6 11111111', frontend.email]) {
      expect(text).not.toContain(secret);
    }
  });

  it('answers the same to a signed-in candidate or employer', async () => {
    const anonymous = await search();
    for (const role of ['candidate', 'employer'] as const) {
      const token = await insertSignedInUser(server.db, { siteId: board.siteId, role });
      expect(await search('', { token })).toEqual(anonymous);
    }
  });

  it("never shows another site's resumes, and shows that site its own", async () => {
    expect(await found(`?match[uuid]=${elsewhere.uuid}`)).toEqual([]);
    const answer = await search('', { host: 'other.example.com' });
    expect(answer.body).toMatchObject({ total: 1, data: [{ uuid: elsewhere.uuid }] });
  });

  it('pages with page and limit', async () => {
    expect(await found('?limit=2')).toEqual([frontend.uuid, nurse.uuid]);
    expect(await found('?limit=2&page=2')).toEqual([backend.uuid]);
    const past = await search('?limit=2&page=3');
    expect(past.body).toEqual({ data: [], total: 3 });
    expect(await found('?limit=500')).toHaveLength(3);
  });

  it.each([
    ['page=0', 'page'],
    ['page=x', 'page'],
    ['limit=0', 'limit'],
    ['limit=1.5', 'limit'],
    ['lat=100&lon=5', 'lat'],
    ['lat=52', 'lon'],
    ['lat=abc&lon=5', 'lat'],
    ['distance=-1&lat=52&lon=5', 'distance'],
    ['in[segment_ids]=x', 'in[segment_ids]'],
    ['search=a&search=b', 'search'],
    ['match[uuid]=a&match[uuid]=b', 'match[uuid]'],
    [`search=${'a'.repeat(201)}`, 'search'],
  ])('answers 400 to %s', async (query, field) => {
    const answer = await search(`?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toEqual(expect.any(String));
    // A list's field is named with the failing item's index (`in[segment_ids].0`).
    const fields = Object.keys(answer.body.errors ?? {});
    expect(fields.some((name) => name === field || name.startsWith(`${field}.`))).toBe(true);
  });

  it('finds words in the position, the info and the city, in any case', async () => {
    expect(await found('?search=developer')).toEqual([frontend.uuid, backend.uuid]);
    expect(await found('?search=VERPLEEG')).toEqual([nurse.uuid]);
    expect(await found('?search=rotterdam')).toEqual([backend.uuid]);
    expect(await found('?search=react%20typescript')).toEqual([frontend.uuid]);
    expect(await found('?search=react%20rotterdam')).toEqual([]);
    expect(await found('?search=%20%20')).toHaveLength(3);
  });

  it('takes % and _ in the search as themselves', async () => {
    expect(await found('?search=100%25')).toEqual([nurse.uuid]);
    expect(await found('?search=%25')).toEqual([nurse.uuid]);
    expect(await found('?search=node_js')).toEqual([backend.uuid]);
    expect(await found('?search=de_v')).toEqual([]);
  });

  it('filters on location_name by the city', async () => {
    expect(await found('?location_name=rotter')).toEqual([backend.uuid]);
    expect(await found('?location_name=Den%20Haag')).toEqual([]);
  });

  it('filters on a radius around lat and lon, 25 km by default', async () => {
    const at = `lat=${UTRECHT.lat}&lon=${UTRECHT.lon}`;
    expect(await found(`?${at}`)).toEqual([nurse.uuid]);
    expect(await found(`?${at}&distance=40`)).toEqual([frontend.uuid, nurse.uuid]);
    expect(await found(`?${at}&distance=60`)).toEqual([frontend.uuid, nurse.uuid, backend.uuid]);
    // Coordinates win over the place name, as in the job search.
    expect(await found(`?${at}&location_name=Rotterdam`)).toEqual([nurse.uuid]);
  });

  it('searches at least 5 km around a place, so a radius cannot pin a candidate down', async () => {
    // About 3 km north of the nurse.
    const near = `lat=${UTRECHT.lat + 0.027}&lon=${UTRECHT.lon}`;
    expect(await found(`?${near}&distance=1&match[uuid]=${nurse.uuid}`)).toEqual([nurse.uuid]);
    expect(await found(`?${near}&distance=0&match[uuid]=${nurse.uuid}`)).toEqual([nurse.uuid]);
  });

  it('finds a resume without coordinates by its city in a radius search', async () => {
    const cityOnly = await insertTestCandidate(server.db, {
      siteId: board.siteId,
      resume: { position: 'Logistiek planner', city: 'Tilburg' },
    });
    try {
      const tilburg = 'lat=51.5555&lon=5.0913';
      expect(await found(`?${tilburg}&location_name=Tilburg`)).toEqual([cityOnly.uuid]);
      expect(await found(`?${tilburg}`)).toEqual([]);
    } finally {
      // The other tests count the site's resumes.
      await server.db.deleteFrom('resumes').where('id', '=', cityOnly.resumeId).execute();
    }
  });

  it('filters on segments: any of a group, every group', async () => {
    const seg = board.segment;
    const ict = seg('industry.ict');
    const zorg = seg('industry.zorg');
    const fulltime = seg('time.fulltime');
    expect(await found(`?in[segment_ids]=${ict}`)).toEqual([frontend.uuid, backend.uuid]);
    expect(await found(`?in[segment_ids]=${ict},${zorg}`)).toHaveLength(3);
    expect(await found(`?in[segment_ids]=${fulltime}&in[segment_ids]=${zorg}`)).toEqual([
      backend.uuid,
    ]);
    expect(await found(`?in[segment_ids][]=${fulltime}&in[segment_ids][]=${ict}`)).toEqual([
      frontend.uuid,
      backend.uuid,
    ]);
    expect(await found('?in[segment_ids]=999999')).toEqual([]);
  });

  it('finds one resume by match[uuid], never an unavailable one', async () => {
    expect(await found(`?match[uuid]=${nurse.uuid}`)).toEqual([nurse.uuid]);
    expect(await found(`?match[uuid]=${nurse.uuid.toUpperCase()}`)).toEqual([nurse.uuid]);
    expect(await found(`?match[uuid]=${unavailable.uuid}`)).toEqual([]);
    expect(await found(`?match[uuid]=${deleted.uuid}`)).toEqual([]);
    // A candidate who never confirmed their email is not found either.
    expect(await found(`?match[uuid]=${unverified.uuid}`)).toEqual([]);
    expect(await found('?match[uuid]=not-a-uuid')).toEqual([]);
    const answer = await search(`?match[uuid]=${nurse.uuid}&search=developer`);
    expect(answer.body).toEqual({ data: [], total: 0 });
  });
});
