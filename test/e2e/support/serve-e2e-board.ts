import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import type { Db } from '../../../packages/server/src/db/database';
import { prepareJob } from '../../../packages/server/src/seed/insert-job';
import { startServer } from '../../../packages/server/src/start-server';
import { HOSTILE } from './hostile-content';

// The demo board for the end-to-end tests with hostile HTML written straight into its tables, the
// way old or imported rows would arrive (the API sanitizes what it is sent, so these rows could
// not be made through it). The server migrates and seeds the demo into the fresh data folder,
// the rows are planted, then it listens.
// Usage: tsx --conditions=source test/e2e/support/serve-e2e-board.ts --data-dir <dir> --port <n>

const { values } = parseArgs({
  // --job-alert-minutes is the CLI's, which serve-demo.sh passes to either: none run here.
  options: {
    'data-dir': { type: 'string' },
    port: { type: 'string' },
    'job-alert-minutes': { type: 'string' },
  },
});
const dataDir = values['data-dir'];
if (!dataDir) throw new Error('serve-e2e-board needs --data-dir');

const server = await startServer({
  dataDir,
  port: Number(values.port ?? 8787),
  // No job alert mails (the server's tests cover them): the tests read the mailbox, and a run
  // would write mails into it, and hold the embedded database, at a time of its own.
  jobAlertIntervalMs: 0,
  prepareDatabase: async (db) => {
    const board = await db
      .selectFrom('job_boards')
      .select(['id', 'site_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await plantHostileContent(db, board.id, board.site_id);
  },
});
console.log(`Jobboard API on ${server.url} (${server.database.engine}), with hostile content`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

async function plantHostileContent(db: Db, jobBoardId: number, siteId: number): Promise<void> {
  const template = await db
    .selectFrom('jobs')
    .selectAll()
    .where('job_board_id', '=', jobBoardId)
    .where('status', '=', 'active')
    .where('locale', '=', 'nl')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const old = new Date(Date.now() - 20 * 24 * 60 * 60 * 1000);
  const base = {
    status: 'active',
    locale: 'nl',
    description: 'Een vacature met onveilige HTML in de tekst.',
    organisation_id: template.organisation_id,
    organisation_name: template.organisation_name,
    logo: template.logo,
    from_at: old,
    till_at: new Date(Date.now() + 60 * 24 * 60 * 60 * 1000),
    created_at: old,
    country_code: 'NL',
    location_name: 'Utrecht',
    city: 'Utrecht',
    lat: 52.0907,
    lon: 5.1214,
    segment_ids: template.segment_ids,
    premium: false,
    featured: false,
  };
  // prepareJob sanitizes; the hostile texts are put back after it, as raw rows.
  const own = prepareJob(jobBoardId, {
    ...base,
    slug: HOSTILE.jobOwnSlug,
    title: 'E2E onveilige vacature',
    text_type: 'own',
    text_own: '<p>placeholder</p>',
  });
  const platform = prepareJob(jobBoardId, {
    ...base,
    slug: HOSTILE.jobPlatformSlug,
    title: 'E2E onveilige platformtekst',
    text_type: 'platform',
    text_own: null,
  });
  await db
    .insertInto('jobs')
    .values([
      { ...own, text_own: HOSTILE.html('job') },
      {
        ...platform,
        text_platform: JSON.stringify({
          job: HOSTILE.html('platform-job'),
          function: HOSTILE.html('platform-function'),
          company: HOSTILE.html('platform-company'),
          offer: HOSTILE.html('platform-offer'),
        }),
      },
    ])
    .execute();

  await db
    .insertInto('articles')
    .values({
      job_board_id: jobBoardId,
      locale: 'nl',
      slug: HOSTILE.articleSlug,
      title: 'E2E onveilig artikel',
      description: 'Een artikel met onveilige HTML.',
      text: HOSTILE.html('article'),
      thumbnail: null,
      image: null,
      created_at: old,
    })
    .execute();

  // The privacy page's html block, in Dutch.
  const privacyBlock = (name: string) =>
    db
      .selectFrom('blocks')
      .innerJoin('pages', 'pages.id', 'blocks.page_id')
      .select('blocks.id')
      .where('blocks.site_id', '=', siteId)
      .where('pages.key', '=', 'p-privacy')
      .where('blocks.name', '=', name)
      .executeTakeFirstOrThrow();
  const block = await privacyBlock('html');
  await db
    .updateTable('block_settings')
    .set({ settings: JSON.stringify({ html: HOSTILE.html('html-block') }) })
    .where('block_id', '=', block.id)
    .where(sql<string>`upper(locale)`, '=', 'NL')
    .execute();
  // Its custom styles, and its navbar's, which try to end their rule and hide the board.
  const styles = [
    { id: block.id, custom_styles: HOSTILE.customStyles },
    { id: (await privacyBlock('navbar')).id, custom_styles: HOSTILE.breakingCustomStyles },
  ];
  for (const { id, custom_styles } of styles) {
    await db.updateTable('blocks').set({ custom_styles }).where('id', '=', id).execute();
  }
}
