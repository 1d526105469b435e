import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { AppDeps } from './app-env';
import { createDatabase, type DatabaseHandle } from './db/create-database';
import type { Db } from './db/database';
import { migrate } from './db/migrate';
import { parseTrustProxy, type RateLimitOverrides } from './http/rate-limit';
import { startJobAlertMails } from './job-alerts/start-job-alert-mails';
import { isDatabaseEmpty, seedDemo } from './seed/seed-demo';

export interface StartServerOptions {
  /** @default 8080 */
  port?: number;
  /** @default '127.0.0.1' */
  host?: string;
  /** Data folder for PGlite, uploads and mail. @default './data' */
  dataDir?: string;
  /** A PostgreSQL server; the embedded PGlite in the data folder without it. */
  databaseUrl?: string | undefined;
  /** The site answering test hosts without `?host=`. */
  defaultSiteId?: number | undefined;
  /** The public base URL of this server (host resolution, file URLs). */
  publicUrl?: string | undefined;
  /** Seed the demo board when the database holds no site. @default true */
  seedWhenEmpty?: boolean;
  smtpUrl?: string | undefined;
  /** Changes to the rate limits (see `AppDeps.rateLimits`). */
  rateLimits?: RateLimitOverrides | undefined;
  /**
   * Reverse proxies in front of the server, whose X-Forwarded-For the rate limits trust.
   * @default the TRUST_PROXY environment variable, else 0
   */
  trustProxy?: number | undefined;
  /**
   * Runs on the migrated (and seeded) database before the server listens: the end-to-end tests
   * plant rows there that the API would not accept.
   */
  prepareDatabase?: ((db: Db) => Promise<void>) | undefined;
  /**
   * How often the job alert mails run (`sendJobAlertMails`): due alerts are mailed their new
   * jobs. 0 runs none. @default 5 minutes
   */
  jobAlertIntervalMs?: number | undefined;
}

const JOB_ALERT_INTERVAL_MS = 5 * 60 * 1000;

export interface RunningServer {
  url: string;
  database: DatabaseHandle;
  /** Stops accepting requests, lets running ones finish, then closes the database. */
  close(): Promise<void>;
}

/** Migrates, seeds the demo when empty and serves the API. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  // Before the database opens: a TRUST_PROXY that is not a number stops the start at once.
  const trustProxy = options.trustProxy ?? parseTrustProxy(process.env.TRUST_PROXY);
  const dataDir = options.dataDir ?? './data';
  const database = await createDatabase({ databaseUrl: options.databaseUrl, dataDir });
  await migrate(database.db);
  if ((options.seedWhenEmpty ?? true) && (await isDatabaseEmpty(database.db))) {
    await seedDemo(database.db);
  }
  await options.prepareDatabase?.(database.db);
  const deps: AppDeps = {
    db: database.db,
    dataDir,
    defaultSiteId: options.defaultSiteId,
    publicUrl: options.publicUrl,
    rateLimits: options.rateLimits,
    trustProxy,
  };
  const { createMailer } = await import('./mail/index');
  deps.mailer = createMailer(options.smtpUrl ? { dataDir, smtpUrl: options.smtpUrl } : { dataDir });
  const app = createApp(deps);
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve(
      { fetch: app.fetch, port: options.port ?? 8080, hostname: options.host ?? '127.0.0.1' },
      () => resolve(started),
    );
    started.once('error', reject);
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const alertMails = startJobAlertMails(
    { db: database.db, mailer: deps.mailer },
    { port: address.port, intervalMs: options.jobAlertIntervalMs ?? JOB_ALERT_INTERVAL_MS },
  );
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${address.port}`,
    database,
    close() {
      closing ??= (async () => {
        await alertMails.stop();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await database.close();
      })();
      return closing;
    },
  };
}
