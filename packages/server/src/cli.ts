import { parseArgs } from 'node:util';
import { parseTrustProxy } from './http/rate-limit';
import { startServer } from './start-server';

const HELP = `Jobboard reference API server

Usage: npm start -- [options]

  --port <n>            port to listen on (PORT, default 8080)
  --host <address>      address to bind (HOST, default 127.0.0.1)
  --data-dir <path>     data folder for PGlite, uploads and mail (DATA_DIR, default ./data)
  --database-url <url>  PostgreSQL server instead of PGlite (DATABASE_URL)
  --default-site <id>   site answering localhost without ?host= (DEFAULT_SITE_ID)
  --public-url <url>    public base URL of this server (PUBLIC_URL)
  --smtp-url <url>      send mail over SMTP instead of files (SMTP_URL)
  --trust-proxy <n>     proxies in front whose X-Forwarded-For is trusted (TRUST_PROXY, default 0)
  --job-alert-minutes <n>  minutes between the job alert mail runs, 0 for none, at most
                        35000 (JOB_ALERT_MINUTES, default 5)
  --no-seed             do not seed the demo board into an empty database
  --help                show this text
`;

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    'default-site': { type: 'string' },
    'public-url': { type: 'string' },
    'smtp-url': { type: 'string' },
    'trust-proxy': { type: 'string' },
    'job-alert-minutes': { type: 'string' },
    'no-seed': { type: 'boolean' },
    help: { type: 'boolean' },
  },
});

if (values.help) {
  console.log(HELP);
  process.exit(0);
}

const env = process.env;
const port = Number(values.port ?? env.PORT ?? 8080);
const defaultSite = values['default-site'] ?? env.DEFAULT_SITE_ID;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid port: ${values.port ?? env.PORT}`);
  process.exit(2);
}

const alertMinutes = Number(values['job-alert-minutes'] ?? env.JOB_ALERT_MINUTES ?? 5);
// A timer holds at most about 24.8 days (2^31 - 1 ms).
if (!Number.isFinite(alertMinutes) || alertMinutes < 0 || alertMinutes > 35_000) {
  console.error(
    `Invalid job alert minutes: ${values['job-alert-minutes'] ?? env.JOB_ALERT_MINUTES}`,
  );
  process.exit(2);
}

const server = await startServer({
  port,
  host: values.host ?? env.HOST ?? '127.0.0.1',
  dataDir: values['data-dir'] ?? env.DATA_DIR ?? './data',
  databaseUrl: values['database-url'] ?? env.DATABASE_URL,
  defaultSiteId: defaultSite ? Number(defaultSite) : undefined,
  publicUrl: values['public-url'] ?? env.PUBLIC_URL,
  smtpUrl: values['smtp-url'] ?? env.SMTP_URL,
  trustProxy: parseTrustProxy(values['trust-proxy'] ?? env.TRUST_PROXY),
  seedWhenEmpty: !values['no-seed'],
  jobAlertIntervalMs: alertMinutes * 60_000,
});

const board = await server.database.db
  .selectFrom('job_boards')
  .select('id')
  .orderBy('id')
  .executeTakeFirst();
console.log(`Jobboard on ${server.url} (${server.database.engine})`);
console.log(`  demo board:    ${server.url}/  (English: ${server.url}/en-US)`);
console.log(`  script tag:    ${server.url}/sdk/loader.js`);
console.log(`  configuration: ${server.url}/api/public/v1/configuration`);
if (board)
  console.log(
    `  job search:    ${server.url}/api/public/v1/job-boards/${board.id}/jobs?search=ontwikkelaar`,
  );
console.log(`  geo search:    ${server.url}/geo/search?location=utr&countries=NL`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: finishing requests and closing the database...`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
