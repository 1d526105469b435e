import { type Kysely, sql } from 'kysely';

/**
 * Runs a migration's SQL one statement at a time: PGlite's extended query protocol takes a single
 * statement per call. Statements end with a semicolon at the end of a line.
 */
export async function runStatements(db: Kysely<unknown>, text: string): Promise<void> {
  const statements = text
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter((statement) => statement.replace(/--.*$/gm, '').trim() !== '');
  for (const statement of statements) await sql.raw(statement).execute(db);
}
