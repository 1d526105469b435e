export { createApp, GEO_API, PUBLIC_API } from './app';
export type { AppDeps } from './app-env';
export { createDatabase, type DatabaseHandle, type DatabaseOptions } from './db/create-database';
export type { Database, Db } from './db/database';
export { migrate } from './db/migrate';
export { type DemoSeedOptions, seedDemo } from './seed/seed-demo';
export { type RunningServer, type StartServerOptions, startServer } from './start-server';
