import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database, Db } from './database';
import { createPgliteDialect } from './pglite-dialect';

export interface DatabaseOptions {
  /** A PostgreSQL server (`postgres://...`); without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /**
   * The data folder for the embedded PGlite (kept in `<dataDir>/pglite`); without it PGlite runs
   * in memory.
   */
  dataDir?: string | undefined;
  /**
   * A PostgreSQL schema to work in on a server, created when missing (test runs use their own).
   * @default 'public'
   */
  schema?: string | undefined;
}

export interface DatabaseHandle {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Waits for running queries, then closes the pool or PGlite (which flushes it to disk). */
  close(): Promise<void>;
}

const { Client, Pool } = pg;

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Opens the database: PGlite in the data folder, or a PostgreSQL server for `databaseUrl`. */
export async function createDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.schema);
  let dataPath = 'memory://';
  if (options.dataDir) {
    dataPath = join(options.dataDir, 'pglite');
    mkdirSync(dataPath, { recursive: true });
  }
  const pglite = await PGlite.create(dataPath);
  const db = new Kysely<Database>({ dialect: createPgliteDialect(pglite) });
  return { db, engine: 'pglite', close: () => db.destroy() };
}

async function openPostgres(url: string, schema: string | undefined): Promise<DatabaseHandle> {
  const config: pg.PoolConfig = { connectionString: url, max: 10 };
  if (schema && schema !== 'public') {
    if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`create schema if not exists ${schema}`);
    } finally {
      await client.end();
    }
    config.options = `-c search_path=${schema}`;
  }
  const pool = new Pool(config);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: 'postgres', close: () => db.destroy() };
}

/**
 * The advisory lock every test schema's migration and drop take on a shared PostgreSQL server.
 * Kysely's migrator reads the tables of every schema before it takes its own lock, and that read
 * fails when another test file drops or migrates its schema at the same moment (seen with two
 * test workers: "schema test_… does not exist" for another file's schema).
 */
const SCHEMA_CHANGE_LOCK = 7_302_001;

/** Runs `work` holding {@link SCHEMA_CHANGE_LOCK}: one schema migrates or drops at a time. */
export async function withSchemaChangeLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const release = await takeSchemaChangeLock(url);
  try {
    return await work();
  } finally {
    await release();
  }
}

/**
 * Takes {@link SCHEMA_CHANGE_LOCK} in a session of its own, waiting for it; the function it
 * answers releases it. For a test that changes its schema over several steps (migrations taken
 * down and up again).
 */
export async function takeSchemaChangeLock(url: string): Promise<() => Promise<void>> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_CHANGE_LOCK]);
  } catch (error) {
    await client.end();
    throw error;
  }
  // Ending the session releases the lock.
  return () => client.end();
}

/** Drops a schema made by {@link createDatabase} (test clean-up). */
export async function dropSchema(url: string, schema: string): Promise<void> {
  if (!SCHEMA_NAME.test(schema) || schema === 'public')
    throw new Error(`Refusing to drop ${schema}`);
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_CHANGE_LOCK]);
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}
