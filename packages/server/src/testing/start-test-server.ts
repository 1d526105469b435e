import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../app';
import type { AppDeps } from '../app-env';
import { createDatabase, dropSchema } from '../db/create-database';
import type { Db } from '../db/database';
import { migrate } from '../db/migrate';

export interface TestServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  db: Db;
  dataDir: string;
  engine: 'pglite' | 'postgres';
  /** Sends a request to the server over HTTP. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * A migrated database and the app on a real HTTP port of 127.0.0.1. With TEST_DATABASE_URL set
 * it runs on that PostgreSQL server in a schema of its own (dropped on close), else on an
 * in-memory PGlite.
 */
export async function startTestServer(extra: Partial<AppDeps> = {}): Promise<TestServer> {
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const handle = await createDatabase({ databaseUrl, schema });
  await migrate(handle.db);
  const dataDir = mkdtempSync(join(tmpdir(), 'jobboard-test-'));
  const app = createApp({ db: handle.db, dataDir, ...extra });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    db: handle.db,
    dataDir,
    engine: handle.engine,
    fetch: (path, init) => fetch(`${origin}${path}`, init),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await handle.close();
      if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
