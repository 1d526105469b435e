import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/open-test-database';
import type { Db } from './database';
import { migrate } from './migrate';
import * as jobUpsells from './migrations/005-job-upsells';
import * as jobIntroductions from './migrations/006-job-introductions';
import * as jobSlots from './migrations/007-job-slots';
import * as clientMemberships from './migrations/008-client-memberships';
import * as accentInsensitiveSearch from './migrations/009-accent-insensitive-search';
import * as localizedCommerceNames from './migrations/010-localized-commerce-names';
import * as searchWordForms from './migrations/011-search-word-forms';
import * as jobAlertLocale from './migrations/013-job-alert-locale';
import * as anonymousSearchVector from './migrations/014-anonymous-search-vector';

// The migrations on an empty database (PGlite, or a schema of TEST_DATABASE_URL's server).

let database: TestDatabase;
let db: Db;

// The tests below take migrations down and up again outside the migrator: other files' schemas
// must not migrate meanwhile, so the file holds the schema-change lock once its own schema has
// migrated (openTestDatabase).
let unlockSchemaChanges: (() => Promise<void>) | undefined;

beforeAll(async () => {
  // Migrates (src/db/migrate.ts) an empty database.
  database = await openTestDatabase();
  db = database.handle.db;
  unlockSchemaChanges = await database.lockSchemaChanges();
}, 60_000);
afterAll(async () => {
  await unlockSchemaChanges?.();
  await database?.close();
});

/** The columns of a table of the current schema, by name. */
async function columns(table: string): Promise<string[]> {
  const { rows } = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}
    order by column_name
  `.execute(db);
  return rows.map((row) => row.column_name);
}

/** A site with one job board, for rows a migration reads or changes. */
async function insertSiteAndBoard(name: string) {
  const site = await db
    .insertInto('sites')
    .values({ name: `${name} site` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const board = await db
    .insertInto('job_boards')
    .values({
      site_id: site.id,
      name: `${name} board`,
      placeholders: '[]',
      settings: '{}',
      languages: '[]',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { site, board };
}

describe('migrate', () => {
  it('applies every migration in order, once', async () => {
    // The file holds the schema-change lock already (database.migrate() would wait for it).
    await migrate(db);
    const { rows } = await sql<{ name: string }>`
      select name from kysely_migration order by name
    `.execute(db);
    expect(rows.map((row) => row.name)).toEqual([
      '001-sites-and-content',
      '002-accounts',
      '003-optional-cv',
      '004-account-indexes',
      '005-job-upsells',
      '006-job-introductions',
      '007-job-slots',
      '008-client-memberships',
      '009-accent-insensitive-search',
      '010-localized-commerce-names',
      '011-search-word-forms',
      '012-upsells-of-bought-orders',
      '013-job-alert-locale',
      '014-anonymous-search-vector',
    ]);
  });

  it('adds the job up-sells and the jobs end of their lift (005)', async () => {
    expect(await columns('job_upsells')).toEqual([
      'created_at',
      'id',
      'job_id',
      'order_id',
      'product_id',
      'till',
    ]);
    expect(await columns('jobs')).toContain('upsold_till');
    const { rows } = await sql<{ indexname: string }>`
      select indexname from pg_indexes
      where schemaname = current_schema() and tablename = 'job_upsells'
      order by indexname
    `.execute(db);
    expect(rows.map((row) => row.indexname)).toEqual(['job_upsells_job', 'job_upsells_pkey']);
  });

  it('takes 005 down and up again', async () => {
    // Migrations see the database untyped, as the migrator hands it to them.
    const untyped = db as unknown as Kysely<unknown>;
    await jobUpsells.down(untyped);
    expect(await columns('job_upsells')).toEqual([]);
    expect(await columns('jobs')).not.toContain('upsold_till');
    await jobUpsells.up(untyped);
    expect(await columns('job_upsells')).toHaveLength(6);
    expect(await columns('jobs')).toContain('upsold_till');
  });

  it('adds the job introductions, one per job and resume (006)', async () => {
    expect(await columns('job_introductions')).toEqual([
      'client_id',
      'created_at',
      'id',
      'job_id',
      'message',
      'resume_id',
      'user_id',
    ]);
    const { rows } = await sql<{ indexname: string }>`
      select indexname from pg_indexes
      where schemaname = current_schema() and tablename = 'job_introductions'
      order by indexname
    `.execute(db);
    expect(rows.map((row) => row.indexname)).toEqual([
      'job_introductions_job_id_resume_id_key',
      'job_introductions_pkey',
      'job_introductions_resume',
    ]);
  });

  it('takes 006 down and up again', async () => {
    const untyped = db as unknown as Kysely<unknown>;
    await jobIntroductions.down(untyped);
    expect(await columns('job_introductions')).toEqual([]);
    await jobIntroductions.up(untyped);
    expect(await columns('job_introductions')).toHaveLength(7);
  });

  it('adds the jobs slot, one job per slot order (007)', async () => {
    expect(await columns('jobs')).toContain('slot_order_id');
    const { rows } = await sql<{ indexdef: string }>`
      select indexdef from pg_indexes
      where schemaname = current_schema() and indexname = 'jobs_slot_order'
    `.execute(db);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.indexdef).toMatch(/^CREATE UNIQUE INDEX .* \(slot_order_id\)$/);
  });

  it('takes 007 down and up again', async () => {
    const untyped = db as unknown as Kysely<unknown>;
    await jobSlots.down(untyped);
    expect(await columns('jobs')).not.toContain('slot_order_id');
    await jobSlots.up(untyped);
    expect(await columns('jobs')).toContain('slot_order_id');
  });

  it('numbers the client memberships and keeps one current client per user (008)', async () => {
    expect(await columns('client_users')).toEqual([
      'client_id',
      'id',
      'is_current',
      'is_owner',
      'user_id',
    ]);
    const { rows } = await sql<{ indexdef: string }>`
      select indexdef from pg_indexes
      where schemaname = current_schema() and indexname = 'client_users_current'
    `.execute(db);
    expect(rows[0]?.indexdef).toMatch(/^CREATE UNIQUE INDEX .* \(user_id\) WHERE is_current$/);
  });

  it('takes 008 down and up again, leaving the owned client current where several were', async () => {
    const untyped = db as unknown as Kysely<unknown>;
    await clientMemberships.down(untyped);
    expect(await columns('client_users')).not.toContain('id');
    const { site, board } = await insertSiteAndBoard('Migration');
    const user = await db
      .insertInto('users')
      .values({
        uuid: randomUUID(),
        site_id: site.id,
        role: 'employer',
        email: 'migrated@example.com',
        newsletters: '[]',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const clients = await db
      .insertInto('clients')
      .values(
        ['Joined', 'Owned', 'Idle'].map((name) => ({
          uuid: randomUUID(),
          job_board_id: board.id,
          name,
        })),
      )
      .returning('id')
      .execute();
    const [joined, owned, idle] = clients.map((client) => client.id) as [number, number, number];
    // Before 008 a membership was current by default: several could be.
    await sql`
      insert into client_users (client_id, user_id, is_owner, is_current) values
        (${joined}, ${user.id}, false, true),
        (${owned}, ${user.id}, true, true),
        (${idle}, ${user.id}, false, false)
    `.execute(db);

    await clientMemberships.up(untyped);
    const rows = await db
      .selectFrom('client_users')
      .select(['id', 'client_id', 'is_current'])
      .where('user_id', '=', user.id)
      .orderBy('client_id')
      .execute();
    expect(rows.map(({ client_id, is_current }) => [client_id, is_current])).toEqual([
      [joined, false],
      [owned, true],
      [idle, false],
    ]);
    expect(new Set(rows.map((row) => row.id)).size).toBe(3);
    const second = db
      .updateTable('client_users')
      .set({ is_current: true })
      .where('client_id', '=', joined)
      .execute();
    await expect(second).rejects.toThrow();
  });

  /** The search and title vectors of a job titled `title` in `locale`, and its id. */
  async function jobVectors(title: string, locale: string) {
    const { board } = await insertSiteAndBoard(`Vector ${title}`);
    const job = await db
      .insertInto('jobs')
      .values({
        uuid: randomUUID(),
        job_board_id: board.id,
        slug: randomUUID(),
        title,
        locale,
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return vectorsOf(job.id);
  }

  async function vectorsOf(id: number) {
    const { rows } = await sql<{ search: string; title: string }>`
      select search_vector::text as search, title_vector::text as title from jobs where id = ${id}
    `.execute(db);
    return { id, ...rows[0] };
  }

  it('folds accents in SQL and in the jobs text search vectors (009, 011)', async () => {
    const { rows } = await sql<{ folded: string }>`
      select fold_accents('Sănătate ȘCOALĂ coördinator Čeština Łódź Ÿ İ ß SAP/ABAP Node.js') as folded
    `.execute(db);
    // Upper case letters fold to the lower case plain letter; the vectors lowercase the rest.
    // Letters typed as two are spelled out, and a slash or a dot parts words (011).
    expect(rows[0]?.folded).toBe(
      'Sanatate sCOALa coordinator cestina lodz y i ss SAP ABAP Node js',
    );
    const vectors = await jobVectors('Asistentă în construcții', 'ro');
    expect(vectors.title).toBe("'asistenta':1 'constructii':3 'in':2");
    expect(vectors.search).toContain("'construct':3A");
    const { rows: indexes } = await sql<{ indexname: string }>`
      select indexname from pg_indexes
      where schemaname = current_schema() and tablename = 'jobs'
        and indexname in ('jobs_search', 'jobs_title_prefix')
      order by indexname
    `.execute(db);
    expect(indexes.map((row) => row.indexname)).toEqual(['jobs_search', 'jobs_title_prefix']);
  });

  it('takes 011 down and up again, rebuilding the vectors of the jobs there are', async () => {
    const untyped = db as unknown as Kysely<unknown>;
    const { id } = await jobVectors('SAP/ABAP Straße', 'nl');
    expect((await vectorsOf(id)).title).toBe("'abap':2 'sap':1 'strasse':3");
    // Down in the migrator's order: 014's vector is built over 011's fold_accents.
    await anonymousSearchVector.down(untyped);
    await searchWordForms.down(untyped);
    expect((await vectorsOf(id)).title).toBe("'sap/abap':1 'straße':2");
    await searchWordForms.up(untyped);
    await anonymousSearchVector.up(untyped);
    expect((await vectorsOf(id)).title).toBe("'abap':2 'sap':1 'strasse':3");
  });

  it('takes 009 down and up again, rebuilding the vectors of the jobs there are', async () => {
    const untyped = db as unknown as Kysely<unknown>;
    const { id } = await jobVectors('Coördinator', 'nl');
    // 014's vector is built over fold_accents, which 009's down drops: it goes down first.
    await anonymousSearchVector.down(untyped);
    await accentInsensitiveSearch.down(untyped);
    expect((await vectorsOf(id)).title).toBe("'coördinator':1");
    await accentInsensitiveSearch.up(untyped);
    await anonymousSearchVector.up(untyped);
    expect((await vectorsOf(id)).title).toBe("'coordinator':1");
  });

  it('adds names per locale to products and payment types (010), and takes them away again', async () => {
    expect(await columns('products')).toContain('names');
    expect(await columns('payment_types')).toContain('names');
    const untyped = db as unknown as Kysely<unknown>;
    await localizedCommerceNames.down(untyped);
    expect(await columns('products')).not.toContain('names');
    expect(await columns('payment_types')).not.toContain('names');
    await localizedCommerceNames.up(untyped);
    expect(await columns('payment_types')).toContain('names');
  });

  it('adds the job alert language and last try (013), and mails alerts made before it from then on', async () => {
    expect(await columns('job_alerts')).toEqual(expect.arrayContaining(['locale', 'tried_at']));
    const untyped = db as unknown as Kysely<unknown>;
    await jobAlertLocale.down(untyped);
    expect(await columns('job_alerts')).not.toContain('tried_at');
    const { site, board } = await insertSiteAndBoard('Alert');
    // Alerts as the server before 013 kept them: one never mailed, one mailed a week ago.
    const weekAgo = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000);
    const { rows } = await sql<{ id: number; last_sent_at: Date | null }>`
      with account as (
        insert into users (uuid, site_id, role, email)
        values (${randomUUID()}, ${site.id}, 'candidate', 'alerts@example.com')
        returning id
      )
      insert into job_alerts (uuid, user_id, email, job_board_id, frequency, last_sent_at, created_at)
      select uuid, account.id, 'alerts@example.com', ${board.id}, 'daily', last_sent_at, ${weekAgo}
      from account, (values
        (${randomUUID()}::uuid, null::timestamptz),
        (${randomUUID()}::uuid, ${weekAgo}::timestamptz)
      ) as alerts(uuid, last_sent_at)
      returning id, last_sent_at
    `.execute(db);
    const before = Date.now();
    await jobAlertLocale.up(untyped);
    const after = await db
      .selectFrom('job_alerts')
      .select(['id', 'last_sent_at', 'locale', 'tried_at'])
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('id')
      .execute();
    // The alert never mailed counts its new jobs from the update, not from when it was made.
    expect(new Date(after[0]?.last_sent_at ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(after[1]?.last_sent_at ?? 0).getTime()).toBe(weekAgo.getTime());
    expect(after.map((row) => [row.locale, row.tried_at])).toEqual([
      [null, null],
      [null, null],
    ]);
  });

  it('adds the jobs search vector without the organisation name (014), and takes it away again', async () => {
    const untyped = db as unknown as Kysely<unknown>;
    const { board } = await insertSiteAndBoard('Anonymous vector');
    const job = await db
      .insertInto('jobs')
      .values({
        uuid: randomUUID(),
        job_board_id: board.id,
        slug: randomUUID(),
        title: 'Verpleegkundige',
        organisation_name: 'Zorggroep Zonnehof',
        description: 'Zorg in Utrecht',
        locale: 'nl',
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const anonymous = async () => {
      const { rows } = await sql<{ search: string; anonymous: string }>`
        select search_vector::text as search, anonymous_search_vector::text as anonymous
        from jobs where id = ${job.id}
      `.execute(db);
      return rows[0];
    };
    const indexes = async () => {
      const { rows } = await sql<{ indexname: string }>`
        select indexname from pg_indexes
        where schemaname = current_schema() and indexname = 'jobs_anonymous_search'
      `.execute(db);
      return rows.map((row) => row.indexname);
    };
    const before = await anonymous();
    expect(before?.search).toMatch(/'zonnehof':\d+A/);
    expect(before?.anonymous).not.toMatch(/zorggroep|zonnehof/);
    expect(before?.anonymous).toMatch(/'verpleegkund':1A/);
    expect(before?.anonymous).toMatch(/'utrecht':\d+B/);
    expect(await indexes()).toEqual(['jobs_anonymous_search']);
    await anonymousSearchVector.down(untyped);
    expect(await columns('jobs')).not.toContain('anonymous_search_vector');
    expect(await indexes()).toEqual([]);
    // Up again, the vector is built for the jobs there are.
    await anonymousSearchVector.up(untyped);
    expect(await anonymous()).toEqual(before);
    expect(await indexes()).toEqual(['jobs_anonymous_search']);
  });
});
