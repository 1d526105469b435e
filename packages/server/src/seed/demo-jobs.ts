// The demo's jobs, drawn by faker over the organisations, Dutch cities and segments.
import type { Faker } from '@faker-js/faker';
import { DUTCH_CITIES, JOB_TITLES } from './demo-catalogue';
import type { JobSeed } from './insert-job';
import { segmentIdsOf } from './insert-segments';
import { slugify } from './slugify';

const DAY = 24 * 60 * 60 * 1000;

/**
 * `count` jobs, one in ten in en-US and one in ten in ro, over the `organisations` with the
 * demo's `segments` (ids by `group.segment` key), published in the 60 days before `now`.
 */
export function demoJobs(
  faker: Faker,
  organisations: { id: number; name: string; logo: string | null }[],
  segments: Map<string, number>,
  count: number,
  now: number,
): JobSeed[] {
  const segmentIds = (group: string) => segmentIdsOf(segments, group);
  /** The segment key (`fulltime`, ...) of each time segment's id. */
  const timeKeys = new Map(
    [...segments.entries()]
      .filter(([key]) => key.startsWith('time.'))
      .map(([key, id]) => [id, key.slice('time.'.length)]),
  );
  const jobs: JobSeed[] = [];
  for (let index = 0; index < count; index++) {
    const locale = index % 10 === 8 ? 'en-US' : index % 10 === 9 ? 'ro' : 'nl';
    const title = faker.helpers.arrayElement(JOB_TITLES[locale]);
    const city = faker.helpers.arrayElement(DUTCH_CITIES);
    const org = faker.helpers.arrayElement(organisations);
    const salaryType = faker.helpers.arrayElement(['month', 'month', 'year', 'hour'] as const);
    const lowest =
      salaryType === 'hour'
        ? faker.number.int({ min: 14, max: 40 })
        : salaryType === 'month'
          ? faker.number.int({ min: 2200, max: 6000 })
          : faker.number.int({ min: 30000, max: 80000 });
    const pick = (group: string) => faker.helpers.arrayElement(segmentIds(group));
    // The hours follow the job's time segment, so that "Hours: Full time" never says 8–16.
    const time = pick('time');
    const from = now - faker.number.int({ min: 0, max: 60 }) * DAY;
    jobs.push({
      status: index % 50 === 49 ? 'draft' : 'active',
      locale,
      slug: `${slugify(title)}-${slugify(city.name)}-${index + 1}`,
      title,
      description: faker.lorem.sentence({ min: 10, max: 20 }).slice(0, 200),
      organisation_id: org.id,
      organisation_name: org.name,
      logo: org.logo,
      from_at: new Date(from),
      till_at: new Date(from + faker.number.int({ min: 30, max: 120 }) * DAY),
      created_at: new Date(from),
      text_type: 'own',
      text_own: `<h2>${title}</h2><p>${faker.lorem.paragraphs(3, '</p><p>')}</p><ul><li>${faker.lorem.sentence()}</li><li>${faker.lorem.sentence()}</li></ul>`,
      remote: index % 7 === 0,
      country_code: 'NL',
      location_name: city.name,
      city: city.name,
      postal_code: `${city.postal} ${faker.string.alpha({ length: 2, casing: 'upper' })}`,
      lat: city.lat + faker.number.float({ min: -0.03, max: 0.03, fractionDigits: 5 }),
      lon: city.lon + faker.number.float({ min: -0.03, max: 0.03, fractionDigits: 5 }),
      apply_email: `sollicitatie@${slugify(org.name)}.example`,
      recruiter_name: faker.person.fullName(),
      recruiter_email: faker.internet.email({ provider: 'recruiter.example' }),
      salary_min: lowest,
      salary_max: Math.round(lowest * 1.25),
      salary_type: salaryType,
      ...demoHours(faker, timeKeys.get(time)),
      segment_ids: [
        time,
        pick('education'),
        pick('career_level'),
        pick('contract'),
        pick('industry'),
      ],
      premium: index % 9 === 0,
      featured: index % 15 === 0,
      boost_factor: index % 9 === 0 ? 1.5 : 1,
      upsells: index % 25 === 0 ? ['spotlight'] : [],
    });
  }
  return jobs;
}

/** Weekly hours (min, max) of a freelance job, or of a time segment without its own list. */
const ANY_HOURS: [number, number][] = [
  [8, 40],
  [16, 32],
  [24, 40],
  [32, 40],
];

/**
 * Weekly hours (min, max) that agree with a job's time segment: full time 32 hours or more, part
 * time under 32.
 */
const DEMO_HOURS: Record<string, [number, number][]> = {
  fulltime: [
    [32, 40],
    [36, 40],
    [32, 36],
    [38, 40],
  ],
  parttime: [
    [8, 16],
    [12, 20],
    [16, 24],
    [20, 28],
  ],
  freelance: ANY_HOURS,
};

/** A job's `hours_min` and `hours_max` for its time segment (`fulltime`, ...), picked by `faker`. */
function demoHours(
  faker: Faker,
  timeKey: string | undefined,
): { hours_min: number; hours_max: number } {
  const [min, max] = faker.helpers.arrayElement(DEMO_HOURS[timeKey ?? ''] ?? ANY_HOURS);
  return { hours_min: min, hours_max: max };
}
