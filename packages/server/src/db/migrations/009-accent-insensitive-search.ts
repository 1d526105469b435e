import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Letters with diacritics and the plain letter each stands for, lower case; the upper case forms
 * are added below. `translate` maps one character to one, so letters that fold to two (ß, æ, œ)
 * stay as they are. Kept here rather than imported: a migration must not change after it ran.
 */
const FOLDS: readonly [string, string][] = [
  ['àáâãäåāăą', 'a'],
  ['çćĉċč', 'c'],
  ['ďđ', 'd'],
  ['èéêëēĕėęě', 'e'],
  ['ĝğġģ', 'g'],
  ['ĥħ', 'h'],
  ['ìíîïĩīĭįı', 'i'],
  ['ĵ', 'j'],
  ['ķ', 'k'],
  ['ĺļľŀł', 'l'],
  ['ñńņň', 'n'],
  ['òóôõöøōŏő', 'o'],
  ['ŕŗř', 'r'],
  ['śŝşšș', 's'],
  ['ţťŧț', 't'],
  ['ùúûüũūŭůűų', 'u'],
  ['ŵ', 'w'],
  ['ýÿŷ', 'y'],
  ['źżž', 'z'],
];

function foldTables(): { from: string; to: string } {
  let from = '';
  let to = '';
  for (const [letters, plain] of FOLDS) {
    for (const letter of letters) {
      from += letter;
      to += plain;
      const upper = letter.toUpperCase();
      // ı's upper case is the plain I, which needs no folding.
      if (upper !== letter && upper.length === 1 && upper.charCodeAt(0) > 127) {
        from += upper;
        to += plain;
      }
    }
  }
  from += 'İ';
  to += 'i';
  return { from, to };
}

const { from, to } = foldTables();

/** The jobs' text search columns as migration 001 made them (for `down`). */
const SEARCH_VECTOR_001 = `
  setweight(to_tsvector(
    case locale when 'nl' then 'dutch'::regconfig when 'ro' then 'romanian'::regconfig
    else 'english'::regconfig end,
    coalesce(title, '') || ' ' || coalesce(organisation_name, '')), 'A') ||
  setweight(to_tsvector(
    case locale when 'nl' then 'dutch'::regconfig when 'ro' then 'romanian'::regconfig
    else 'english'::regconfig end,
    coalesce(description, '') || ' ' || coalesce(location_name, '')), 'B') ||
  setweight(to_tsvector(
    case locale when 'nl' then 'dutch'::regconfig when 'ro' then 'romanian'::regconfig
    else 'english'::regconfig end,
    coalesce(text_own, '')), 'C')`;

/**
 * Accent-insensitive search: `fold_accents(text)` replaces letters with diacritics by their plain
 * letter (`Sănătate` -> `Sanatate`, `coördinator` -> `coordinator`), in SQL so that PGlite (which
 * has no `unaccent` extension) and PostgreSQL fold alike. The jobs' keyword vector and their
 * title vector for suggestions are rebuilt over the folded texts, with their GIN indexes; the
 * searches fold the typed words with the same function (`search/text-search.ts`), so
 * `sanatate`, `Sănătate` and `SĂNĂTATE` meet the same words. Stemming then sees folded words on
 * both sides (the Romanian stemmer stems `educatie` and a folded `educație` alike).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create function fold_accents(text) returns text
      language sql immutable strict parallel safe
      as $$ select pg_catalog.translate($1, '${from}', '${to}') $$;
    alter table jobs drop column search_vector, drop column title_vector;
    alter table jobs
      add column search_vector tsvector generated always as (
        setweight(to_tsvector(
          case locale when 'nl' then 'dutch'::regconfig when 'ro' then 'romanian'::regconfig
          else 'english'::regconfig end,
          fold_accents(coalesce(title, '') || ' ' || coalesce(organisation_name, ''))), 'A') ||
        setweight(to_tsvector(
          case locale when 'nl' then 'dutch'::regconfig when 'ro' then 'romanian'::regconfig
          else 'english'::regconfig end,
          fold_accents(coalesce(description, '') || ' ' || coalesce(location_name, ''))), 'B') ||
        setweight(to_tsvector(
          case locale when 'nl' then 'dutch'::regconfig when 'ro' then 'romanian'::regconfig
          else 'english'::regconfig end,
          fold_accents(coalesce(text_own, ''))), 'C')
      ) stored,
      add column title_vector tsvector
        generated always as (to_tsvector('simple', fold_accents(coalesce(title, '')))) stored;
    create index jobs_search on jobs using gin(search_vector);
    create index jobs_title_prefix on jobs using gin(title_vector);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table jobs drop column search_vector, drop column title_vector;
    alter table jobs
      add column search_vector tsvector generated always as (${SEARCH_VECTOR_001}) stored,
      add column title_vector tsvector
        generated always as (to_tsvector('simple', coalesce(title, ''))) stored;
    create index jobs_search on jobs using gin(search_vector);
    create index jobs_title_prefix on jobs using gin(title_vector);
    drop function fold_accents(text);
  `,
  );
}
