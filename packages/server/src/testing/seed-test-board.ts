import type { Db } from '../db/database';
import { type BoardSeed, insertBoard } from '../seed/insert-board';
import { insertJobs, type JobSeed } from '../seed/insert-job';
import { insertSegments } from '../seed/insert-segments';

export interface TestBoard {
  siteId: number;
  jobBoardId: number;
  host: string;
  /** Segment ids by `group.segment`, e.g. `time.fulltime`. */
  segment: (key: string) => number;
  organisationId: number;
  jobIds: number[];
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * A small board for integration tests: two segment groups, one organisation and five jobs in
 * Amsterdam, Utrecht and Rotterdam, plus one draft and one expired job that must stay hidden.
 */
export async function seedTestBoard(
  db: Db,
  overrides: Partial<BoardSeed> = {},
): Promise<TestBoard> {
  const host = overrides.hosts?.[0] ?? 'board.example.com';
  const board = await insertBoard(db, { name: 'Test board', hosts: [host], ...overrides });
  const segments = await insertSegments(db, board.jobBoardId, [
    {
      key: 'time',
      names: { nl: 'Dienstverband', 'en-US': 'Hours', ro: 'Program' },
      segments: [
        { key: 'fulltime', names: { nl: 'Fulltime', 'en-US': 'Full time', ro: 'Normă întreagă' } },
        { key: 'parttime', names: { nl: 'Parttime', 'en-US': 'Part time', ro: 'Part-time' } },
      ],
    },
    {
      key: 'industry',
      names: { nl: 'Branche', 'en-US': 'Industry', ro: 'Industrie' },
      segments: [
        { key: 'ict', names: { nl: 'ICT', 'en-US': 'IT', ro: 'IT' } },
        { key: 'zorg', names: { nl: 'Zorg', 'en-US': 'Healthcare', ro: 'Sănătate' } },
      ],
    },
  ]);
  const segment = (key: string) => {
    const id = segments.get(key);
    if (id === undefined) throw new Error(`No test segment ${key}`);
    return id;
  };
  const organisation = await db
    .insertInto('organisations')
    .values({
      job_board_id: board.jobBoardId,
      slug: 'acme',
      name: 'Acme BV',
      premium: true,
      email: 'jobs@acme.example',
      segment_ids: [segment('industry.ict')],
      text_about: '<p>About Acme</p>',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const now = Date.now();
  const base = (
    days: number,
  ): Pick<
    JobSeed,
    'status' | 'from_at' | 'created_at' | 'organisation_id' | 'organisation_name' | 'apply_email'
  > => ({
    status: 'active',
    from_at: new Date(now - days * DAY),
    created_at: new Date(now - days * DAY),
    organisation_id: organisation.id,
    organisation_name: 'Acme BV',
    apply_email: 'hr@acme.example',
  });
  const jobIds = await insertJobs(db, board.jobBoardId, [
    {
      ...base(1),
      slug: 'ontwikkelaar-amsterdam',
      title: 'Software ontwikkelaar',
      description: 'Wij zoeken ontwikkelaars voor ons team',
      locale: 'nl',
      location_name: 'Amsterdam',
      city: 'Amsterdam',
      lat: 52.3676,
      lon: 4.9041,
      salary_min: 4000,
      salary_max: 5000,
      salary_type: 'month',
      segment_ids: [segment('time.fulltime'), segment('industry.ict')],
      premium: true,
      featured: true,
      text_own: '<p>Hello</p><script>alert(1)</script>',
    },
    {
      ...base(2),
      slug: 'verpleegkundige-utrecht',
      title: 'Verpleegkundige',
      description: 'Zorg voor patiënten in Utrecht',
      location_name: 'Utrecht',
      city: 'Utrecht',
      lat: 52.0907,
      lon: 5.1214,
      salary_min: 36000,
      salary_max: 42000,
      salary_type: 'year',
      segment_ids: [segment('time.parttime'), segment('industry.zorg')],
    },
    {
      ...base(3),
      slug: 'developer-rotterdam',
      title: 'Backend developer',
      description: 'We are looking for developers',
      locale: 'en-US',
      location_name: 'Rotterdam',
      city: 'Rotterdam',
      lat: 51.9244,
      lon: 4.4777,
      salary_min: 60000,
      salary_max: 70000,
      salary_type: 'year',
      segment_ids: [segment('time.fulltime'), segment('industry.ict')],
      upsells: ['highlight'],
    },
    {
      ...base(4),
      slug: 'programator-utrecht',
      title: 'Programator',
      description: 'Căutăm programatori',
      locale: 'ro',
      location_name: 'Utrecht',
      city: 'Utrecht',
      lat: 52.09,
      lon: 5.12,
      segment_ids: [segment('time.parttime'), segment('industry.ict')],
      till_at: new Date(now + 30 * DAY),
    },
    {
      ...base(5),
      slug: 'ontwikkelaar-zonder-org',
      title: 'Ontwikkelaar data',
      description: 'Data ontwikkelaar',
      organisation_id: null,
      organisation_name: null,
      location_name: 'Amsterdam',
      lat: 52.37,
      lon: 4.89,
      segment_ids: [segment('time.fulltime')],
    },
    {
      ...base(1),
      status: 'draft',
      slug: 'draft-job',
      title: 'Ontwikkelaar concept',
      segment_ids: [],
    },
    {
      ...base(40),
      slug: 'expired-job',
      title: 'Ontwikkelaar verlopen',
      till_at: new Date(now - DAY),
      segment_ids: [segment('industry.ict')],
    },
  ]);
  return { ...board, host, segment, organisationId: organisation.id, jobIds };
}
