// The demo board's content beyond jobs: news articles, landing pages and a redirect.
import type { Faker } from '@faker-js/faker';
import { SUPPORTED_LOCALES } from '@jobboard/schema';
import type { Db } from '../db/database';
import { demoImage } from './demo-image';
import { slugify } from './slugify';

const DAY = 24 * 60 * 60 * 1000;

/** Twelve news articles drawn by `faker`, over the three locales in turn, three days apart. */
export async function insertDemoArticles(
  db: Db,
  faker: Faker,
  jobBoardId: number,
  now: number,
): Promise<void> {
  await db
    .insertInto('articles')
    .values(
      Array.from({ length: 12 }, (_, index) => {
        const locale = SUPPORTED_LOCALES[index % 3] ?? 'nl';
        const title = faker.lorem.sentence({ min: 3, max: 7 }).replace(/\.$/, '');
        return {
          job_board_id: jobBoardId,
          locale,
          slug: `${slugify(title)}-${index + 1}`,
          title,
          description: faker.lorem.sentence(),
          text: `<p>${faker.lorem.paragraphs(4, '</p><p>')}</p>`,
          thumbnail: demoImage(index, 400, 250, title),
          image: demoImage(index, 1200, 600, title),
          created_at: new Date(now - index * 3 * DAY),
        };
      }),
    )
    .execute();
}

/**
 * Landing pages (saved job searches) in each locale over the demo's `segments` (ids by
 * `group.segment` key).
 */
export async function insertDemoLandingPages(
  db: Db,
  jobBoardId: number,
  segments: Map<string, number>,
): Promise<void> {
  const landing = (
    slug: string,
    title: string,
    locale: string,
    query: Record<string, unknown>,
  ) => ({
    job_board_id: jobBoardId,
    locale,
    slug,
    title,
    description: title,
    query: JSON.stringify(query),
  });
  const id = (key: string) => segments.get(key) ?? 0;
  await db
    .insertInto('landing_pages')
    .values([
      landing('ict-vacatures', 'ICT vacatures', 'nl', { 'in[segment_ids]': [id('industry.ict')] }),
      landing('zorg-vacatures-utrecht', 'Zorgvacatures in Utrecht', 'nl', {
        'in[segment_ids]': [id('industry.zorg')],
        lat: 52.0907,
        lon: 5.1214,
        distance: 25,
      }),
      landing('parttime-amsterdam', 'Parttime werken in Amsterdam', 'nl', {
        'in[segment_ids]': [id('time.parttime')],
        location_name: 'Amsterdam',
      }),
      landing('it-jobs', 'IT jobs', 'en-US', {
        'in[segment_ids]': [id('industry.ict')],
        sort: 'newest',
      }),
      landing('locuri-de-munca-it', 'Locuri de muncă IT', 'ro', {
        'in[segment_ids]': [id('industry.ict')],
      }),
    ])
    .execute();
}

/** The board's old `/jobs` address, moved to the Dutch `/vacatures` for good. */
export async function insertDemoRedirects(db: Db, jobBoardId: number): Promise<void> {
  await db
    .insertInto('redirects')
    .values([{ job_board_id: jobBoardId, source: '/jobs', target: '/vacatures', status: 301 }])
    .execute();
}
