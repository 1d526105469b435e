import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle, dropSchema } from './create-database';
import type { Db } from './database';
import { migrate } from './migrate';
import * as jobUpsells from './migrations/005-job-upsells';
import * as jobIntroductions from './migrations/006-job-introductions';
import * as jobSlots from './migrations/007-job-slots';

// The migrations on an empty database (PGlite, or a schema of TEST_DATABASE_URL's server).

let handle: DatabaseHandle;
let db: Db;
const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;

beforeAll(async () => {
  handle = await createDatabase({ databaseUrl, schema });
  db = handle.db;
  await migrate(db);
}, 60_000);
afterAll(async () => {
  await handle?.close();
  if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
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

describe('migrate', () => {
  it('applies every migration in order, once', async () => {
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
});
