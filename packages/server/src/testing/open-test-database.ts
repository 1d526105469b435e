import { randomBytes } from 'node:crypto';
import {
  createDatabase,
  type DatabaseHandle,
  dropSchema,
  takeSchemaChangeLock,
  withSchemaChangeLock,
} from '../db/create-database';
import { migrate } from '../db/migrate';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Runs the migrations again (a second run must change nothing), under the lock too. */
  migrate(): Promise<void>;
  /**
   * On a PostgreSQL server, waits for and takes the lock that test schemas migrate and drop under,
   * until the function it answers is called: for a test that changes its schema itself (a
   * migration's `down` and `up`). Kysely's migrator reads every schema's columns, and that read
   * fails when a column or table of another schema goes away meanwhile. Nothing on PGlite.
   */
  lockSchemaChanges(): Promise<() => Promise<void>>;
  /** Closes the database, and drops its schema on a PostgreSQL server. */
  close(): Promise<void>;
}

/**
 * A migrated database for one test file: with TEST_DATABASE_URL set, a schema of its own on that
 * PostgreSQL server (migrated under the schema-change lock, since test files run side by side),
 * else an in-memory PGlite.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  if (!databaseUrl) {
    const handle = await createDatabase({});
    await migrate(handle.db);
    return {
      handle,
      migrate: () => migrate(handle.db),
      lockSchemaChanges: async () => async () => undefined,
      close: () => handle.close(),
    };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const handle = await withSchemaChangeLock(databaseUrl, async () => {
    const opened = await createDatabase({ databaseUrl, schema });
    await migrate(opened.db);
    return opened;
  });
  return {
    handle,
    migrate: () => withSchemaChangeLock(databaseUrl, () => migrate(handle.db)),
    lockSchemaChanges: () => takeSchemaChangeLock(databaseUrl),
    async close() {
      await handle.close();
      await dropSchema(databaseUrl, schema);
    },
  };
}
