import { base, en, Faker, nl } from '@faker-js/faker';
import type { Db } from '../db/database';
import { insertDemoAccounts, insertDemoEmployerJobs } from './demo-accounts';
import { insertDemoBoard, insertDemoCatalogue } from './demo-board';
import { DEMO_SEGMENT_GROUPS } from './demo-catalogue';
import { insertDemoArticles, insertDemoLandingPages, insertDemoRedirects } from './demo-content';
import { demoJobs } from './demo-jobs';
import { insertDemoOrganisations } from './demo-organisations';
import { insertDemoCandidates } from './demo-resumes';
import type { SeededBoard } from './insert-board';
import { insertJobs } from './insert-job';
import { insertSegments } from './insert-segments';

export { DEMO_ACCOUNTS, DEMO_CLIENT } from './demo-accounts';
export { DEMO_BOARD_EMAIL } from './demo-board';

export interface DemoSeedOptions {
  /** @default 600 */
  jobs?: number;
  /** @default 40 */
  organisations?: number;
  /** Extra host names of the demo board. @default ['demo.localhost'] */
  hosts?: string[];
}

const SEED = 1_30_11;

/**
 * The demo board: a realistic Dutch board in nl, en-US and ro with the default site pages,
 * segments, organisations, jobs over real Dutch cities, news, landing pages, products of every
 * type and countries. Content is deterministic (faker's nl locale with a fixed seed), its
 * organisations named and described in Dutch (demo-organisations.ts); dates are relative to the
 * moment of seeding so the jobs are live.
 */
export async function seedDemo(db: Db, options: DemoSeedOptions = {}): Promise<SeededBoard> {
  const faker = new Faker({ locale: [nl, en, base] });
  faker.seed(SEED);
  const now = Date.now();
  const board = await insertDemoBoard(db, options.hosts ?? ['demo.localhost']);
  const segments = await insertSegments(db, board.jobBoardId, DEMO_SEGMENT_GROUPS);
  await insertDemoCatalogue(db, board.jobBoardId);
  // Every draw from `faker` happens in this order (organisations, jobs, articles): a step moved
  // would change everything drawn after it, the slugs the e2e tests open among them.
  const organisations = await insertDemoOrganisations(db, faker, {
    jobBoardId: board.jobBoardId,
    segments,
    count: options.organisations ?? 40,
    now,
  });
  const firstOrganisation = organisations[0];
  const employerClientId = await insertDemoAccounts(db, board, firstOrganisation);
  await insertDemoCandidates(db, board.siteId, segments, now);
  const jobs = demoJobs(faker, organisations, segments, options.jobs ?? 600, now);
  await insertJobs(db, board.jobBoardId, jobs);
  if (firstOrganisation) {
    await insertDemoEmployerJobs(db, board, firstOrganisation.id, employerClientId);
  }
  await insertDemoArticles(db, faker, board.jobBoardId, now);
  await insertDemoLandingPages(db, board.jobBoardId, segments);
  await insertDemoRedirects(db, board.jobBoardId);
  return board;
}

/** Whether the database holds no board yet (the CLI seeds the demo then). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('sites').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}
