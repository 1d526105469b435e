import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Db } from './database';
import * as sitesAndContent from './migrations/001-sites-and-content';
import * as accounts from './migrations/002-accounts';
import * as optionalCv from './migrations/003-optional-cv';
import * as accountIndexes from './migrations/004-account-indexes';
import * as jobUpsells from './migrations/005-job-upsells';
import * as jobIntroductions from './migrations/006-job-introductions';
import * as jobSlots from './migrations/007-job-slots';
import * as clientMemberships from './migrations/008-client-memberships';
import * as accentInsensitiveSearch from './migrations/009-accent-insensitive-search';
import * as localizedCommerceNames from './migrations/010-localized-commerce-names';
import * as searchWordForms from './migrations/011-search-word-forms';
import * as upsellsOfBoughtOrders from './migrations/012-upsells-of-bought-orders';
import * as jobAlertLocale from './migrations/013-job-alert-locale';
import * as anonymousSearchVector from './migrations/014-anonymous-search-vector';

/** Migrations in order; names are stored in kysely_migration, so never rename one. */
const migrations: Record<string, Migration> = {
  '001-sites-and-content': sitesAndContent,
  '002-accounts': accounts,
  '003-optional-cv': optionalCv,
  '004-account-indexes': accountIndexes,
  '005-job-upsells': jobUpsells,
  '006-job-introductions': jobIntroductions,
  '007-job-slots': jobSlots,
  '008-client-memberships': clientMemberships,
  '009-accent-insensitive-search': accentInsensitiveSearch,
  '010-localized-commerce-names': localizedCommerceNames,
  '011-search-word-forms': searchWordForms,
  '012-upsells-of-bought-orders': upsellsOfBoughtOrders,
  '013-job-alert-locale': jobAlertLocale,
  '014-anonymous-search-vector': anonymousSearchVector,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the database to the latest migration; throws with the failing migration's error. */
export async function migrate(db: Db): Promise<void> {
  // The migrator looks for its tables across every schema; naming ours keeps a database holding
  // several schemas (one per test run) from seeing another schema's migration table.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrationTableSchema = rows[0]?.schema ?? 'public';
  const migrator = new Migrator({ db, provider, migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Migration failed${name}: ${(error as Error).message ?? String(error)}`);
  }
}
