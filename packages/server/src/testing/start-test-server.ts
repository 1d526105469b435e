import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../app';
import type { AppDeps } from '../app-env';
import type { Db } from '../db/database';
import { openTestDatabase } from './open-test-database';

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
  const database = await openTestDatabase();
  const { handle } = database;
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
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
