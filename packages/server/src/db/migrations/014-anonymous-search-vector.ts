import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The jobs' search vector as migration 011 built `search_vector`, without `organisation_name`
 * (kept here in full: a migration must not change after it ran). A later migration that
 * replaces `fold_accents` must rebuild this column too, as 011 rebuilt the others.
 */
const ANONYMOUS_VECTOR = `
      add column anonymous_search_vector tsvector generated always as (
        setweight(to_tsvector(
          case locale when 'nl' then 'dutch'::regconfig when 'ro' then 'romanian'::regconfig
          else 'english'::regconfig end,
          fold_accents(coalesce(title, ''))), 'A') ||
        setweight(to_tsvector(
          case locale when 'nl' then 'dutch'::regconfig when 'ro' then 'romanian'::regconfig
          else 'english'::regconfig end,
          fold_accents(coalesce(description, '') || ' ' || coalesce(location_name, ''))), 'B') ||
        setweight(to_tsvector(
          case locale when 'nl' then 'dutch'::regconfig when 'ro' then 'romanian'::regconfig
          else 'english'::regconfig end,
          fold_accents(coalesce(text_own, ''))), 'C')
      ) stored;`;

/**
 * A keyword search of a guest on a site that anonymizes jobs (site setting `anonymizeJobs`; spec
 * §6: anonymous jobs need login) matches and ranks the jobs by `anonymous_search_vector`: their
 * texts without the organisation's name, which `search_vector` holds with the title. Searching
 * an employer's name would otherwise find exactly its jobs, which names who posted them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table jobs
    ${ANONYMOUS_VECTOR.trim()}
    create index jobs_anonymous_search on jobs using gin(anonymous_search_vector);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The column's index goes with it.
  await runStatements(db, 'alter table jobs drop column anonymous_search_vector;');
}
