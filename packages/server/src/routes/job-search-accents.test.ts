import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBoard } from '../seed/insert-board';
import { insertJobs, type JobSeed } from '../seed/insert-job';
import { insertSegments } from '../seed/insert-segments';
import { startTestServer, type TestServer } from '../testing/start-test-server';

// Suggestions and the keyword search match whatever the accents and case typed: visitors often
// type Romanian without diacritics ("sanatate", "Constructii") and Dutch without the diaeresis
// ("coordinator"). Runs on PGlite, or on TEST_DATABASE_URL's PostgreSQL server.

let server: TestServer;
let jobBoardId: number;
let segment: (key: string) => number;

beforeAll(async () => {
  server = await startTestServer();
  const board = await insertBoard(server.db, { name: 'Accent board', hosts: ['accents.example'] });
  jobBoardId = board.jobBoardId;
  const segments = await insertSegments(server.db, jobBoardId, [
    {
      key: 'industry',
      names: { nl: 'Branche', 'en-US': 'Industry', ro: 'Industrie' },
      segments: [
        { key: 'zorg', names: { nl: 'Zorg', 'en-US': 'Healthcare', ro: 'Sănătate' } },
        { key: 'bouw', names: { nl: 'Bouw', 'en-US': 'Construction', ro: 'Construcții' } },
        { key: 'onderwijs', names: { nl: 'Onderwijs', 'en-US': 'Teaching', ro: 'Învățământ' } },
        { key: 'logistiek', names: { nl: 'Logistiek', 'en-US': 'Logistics', ro: 'Logistică' } },
      ],
    },
  ]);
  segment = (key) => {
    const id = segments.get(key);
    if (id === undefined) throw new Error(`No segment ${key}`);
    return id;
  };
  const job = (seed: Partial<JobSeed> & Pick<JobSeed, 'slug' | 'title'>): JobSeed => ({
    status: 'active',
    from_at: new Date(Date.now() - 24 * 60 * 60 * 1000),
    ...seed,
  });
  await insertJobs(server.db, jobBoardId, [
    job({
      slug: 'asistenta-medicala',
      title: 'Asistentă medicală',
      description: 'Îngrijire și sănătate publică în Cluj',
      locale: 'ro',
      segment_ids: [segment('industry.zorg')],
    }),
    job({
      slug: 'profesor-educatie-fizica',
      title: 'Profesor educație fizică',
      description: 'Predare în învățământul gimnazial',
      locale: 'ro',
      segment_ids: [segment('industry.onderwijs')],
    }),
    job({
      slug: 'inginer-constructii',
      title: 'Inginer construcții civile',
      description: 'Șantiere de construcții în București',
      locale: 'ro',
      segment_ids: [segment('industry.bouw')],
    }),
    job({
      slug: 'coordinator-logistiek',
      title: 'Coördinator logistiek',
      description: 'Je coördineert het magazijn in Tilburg',
      locale: 'nl',
      segment_ids: [segment('industry.logistiek')],
    }),
    job({
      slug: 'financieel-coordinator',
      title: 'Financieel coördinator',
      description: 'Coördinatie van de financiële administratie',
      locale: 'nl',
      segment_ids: [segment('industry.logistiek')],
    }),
    job({
      slug: 'cafe-medewerker',
      title: 'Café medewerker',
      description: 'Werken in een café in Utrecht',
      locale: 'nl',
      segment_ids: [],
    }),
    // Words joined by a slash or a dot, and letters typed as two.
    job({ slug: 'sap-abap-consultant', title: 'SAP/ABAP consultant', locale: 'en-US' }),
    job({ slug: 'node-js-developer', title: 'Node.js developer', locale: 'en-US' }),
    job({ slug: 'strassenbauer', title: 'Straßenbauer Größe', locale: 'en-US' }),
    job({ slug: 'istanbul-sofor', title: 'İstanbul şoför', locale: 'en-US' }),
  ]);
}, 60_000);
afterAll(() => server?.close());

interface Suggestion {
  type: 'keyword' | 'segment';
  name: string;
  search: string;
  segment_ids: number[];
  count: number;
}

async function suggest(search: string, locale: string): Promise<Suggestion[]> {
  const response = await server.fetch(
    `/api/public/v1/job-boards/${jobBoardId}/suggestions?search=${encodeURIComponent(search)}`,
    { headers: { 'X-Locale': locale } },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Suggestion[] }).data;
}

async function searchSlugs(search: string): Promise<string[]> {
  const response = await server.fetch(
    `/api/public/v1/job-boards/${jobBoardId}/jobs?search=${encodeURIComponent(search)}`,
  );
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { slug: string }[] };
  return data.map((item) => item.slug).sort();
}

const names = (suggestions: Suggestion[]) => suggestions.map((item) => `${item.type}:${item.name}`);

describe('suggestions without accents or case', () => {
  it.each([
    ['Sănăt', 'segment:Sănătate'],
    ['sanat', 'segment:Sănătate'],
    ['SANATATE', 'segment:Sănătate'],
    ['Constructii', 'segment:Construcții'],
    ['construcții', 'segment:Construcții'],
    ['invatamant', 'segment:Învățământ'],
    ['logistica', 'segment:Logistică'],
  ])('finds the Romanian segment for %s', async (typed, expected) => {
    expect(names(await suggest(typed, 'ro'))).toContain(expected);
  });

  it('answers a segment found without accents with its name, ids and count', async () => {
    const [found] = (await suggest('sanat', 'ro')).filter((item) => item.type === 'segment');
    expect(found).toEqual({
      type: 'segment',
      name: 'Sănătate',
      search: '',
      segment_ids: [segment('industry.zorg')],
      count: 1,
    });
  });

  it.each([
    ['educatie', 'keyword:Profesor educație fizică'],
    ['Educatie', 'keyword:Profesor educație fizică'],
    ['EDUCAȚIE fiz', 'keyword:Profesor educație fizică'],
    ['asistenta med', 'keyword:Asistentă medicală'],
    ['constructii', 'keyword:Inginer construcții civile'],
  ])('finds the Romanian title for %s', async (typed, expected) => {
    expect(names(await suggest(typed, 'ro'))).toContain(expected);
  });

  it('finds a title typed with decomposed diacritics (s + comma below)', async () => {
    const decomposed = 'construc\u0163ii'.replace('\u0163', 't\u0326');
    expect(names(await suggest(decomposed, 'ro'))).toContain('keyword:Inginer construcții civile');
  });

  it.each(['coordinator', 'Coördinator', 'COORD', 'coörd'])(
    'finds the Dutch titles with and without the diaeresis for %s',
    async (typed) => {
      expect(names(await suggest(typed, 'nl')).sort()).toEqual([
        'keyword:Coördinator logistiek',
        'keyword:Financieel coördinator',
      ]);
    },
  );

  it('finds the Dutch title "Café medewerker" for cafe', async () => {
    expect(names(await suggest('cafe', 'nl'))).toEqual(['keyword:Café medewerker']);
  });

  it('still finds nothing for words that are not there', async () => {
    expect(await suggest('sanatorium', 'ro')).toEqual([]);
  });
});

describe('keyword search without accents or case', () => {
  it.each([
    ['sanatate', ['asistenta-medicala']],
    ['Sănătate', ['asistenta-medicala']],
    ['asistenta medicala', ['asistenta-medicala']],
    ['educatie', ['profesor-educatie-fizica']],
    ['EDUCAȚIE', ['profesor-educatie-fizica']],
    ['invatamantul', ['profesor-educatie-fizica']],
    ['constructii', ['inginer-constructii']],
    ['santiere', ['inginer-constructii']],
    ['bucuresti', ['inginer-constructii']],
  ])('finds the Romanian job for %s', async (typed, expected) => {
    expect(await searchSlugs(typed)).toEqual(expected);
  });

  it.each([
    ['coordinator', ['coordinator-logistiek', 'financieel-coordinator']],
    ['coördinator', ['coordinator-logistiek', 'financieel-coordinator']],
    ['financiele', ['financieel-coordinator']],
    ['cafe', ['cafe-medewerker']],
    ['CAFÉ', ['cafe-medewerker']],
  ])('finds the Dutch jobs for %s', async (typed, expected) => {
    expect(await searchSlugs(typed)).toEqual(expected);
  });
});

describe('words joined by punctuation, and letters typed as two', () => {
  it.each([
    ['ABAP', ['sap-abap-consultant']],
    ['SAP/ABAP', ['sap-abap-consultant']],
    ['node.js', ['node-js-developer']],
    ['strasse', ['strassenbauer']],
    ['STRASSENBAUER', ['strassenbauer']],
    ['grosse', ['strassenbauer']],
  ])('the keyword search finds %s', async (typed, expected) => {
    expect(await searchSlugs(typed)).toEqual(expected);
  });

  it.each([
    ['Node.js', 'keyword:Node.js developer'],
    ['SAP/ABAP', 'keyword:SAP/ABAP consultant'],
    ['abap', 'keyword:SAP/ABAP consultant'],
    ['strasse', 'keyword:Straßenbauer Größe'],
    ['İstanbul', 'keyword:İstanbul şoför'],
  ])('suggestions find %s', async (typed, expected) => {
    expect(names(await suggest(typed, 'en-US'))).toContain(expected);
  });
});
