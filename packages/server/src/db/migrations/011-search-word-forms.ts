import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Letters with diacritics and the plain letter each stands for, as migration 009 has them (kept
 * here too: a migration must not change after it ran).
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

/** `fold_accents` as migration 009 made it: one letter for one (for `down`). */
const FOLD_009 = `pg_catalog.translate($1, '${from}', '${to}')`;

/** Letters typed as two or more plain ones, and what they fold to. */
const SPELLED: readonly [string, string][] = [
  ['ß', 'ss'],
  ['ẞ', 'ss'],
  ['æ', 'ae'],
  ['Æ', 'ae'],
  ['œ', 'oe'],
  ['Œ', 'oe'],
  ['þ', 'th'],
  ['Þ', 'th'],
  ['ð', 'd'],
  ['Ð', 'd'],
];

/**
 * `fold_accents` folding more of what people type the plain way (migration 009 mapped one
 * letter to one): `ß` as `ss` (`Straße` meets `strasse` and the capital `STRASSE`), `æ` as
 * `ae`, `œ` as `oe`, `þ` as `th`, and `.` and `/` as spaces, so that the words they join are
 * words of their own (`SAP/ABAP` is found by `ABAP`, `Node.js` suggests itself): PostgreSQL's
 * parser kept `sap/abap` and `node.js` as single tokens, which no typed word met.
 */
const FOLD_011 = SPELLED.reduce(
  (text, [letter, plain]) => `pg_catalog.replace(${text}, '${letter}', '${plain}')`,
  `pg_catalog.translate($1, '${from}./', '${to}  ')`,
);

/** The jobs' search columns over `fold_accents`, as migration 009 defined them. */
const VECTORS = `
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
        generated always as (to_tsvector('simple', fold_accents(coalesce(title, '')))) stored;`;

/** Rebuilds the jobs' search columns with the `fold_accents` of `body`, their rows folded anew. */
function rebuild(body: string): string {
  return `
    alter table jobs drop column search_vector, drop column title_vector;
    create or replace function fold_accents(text) returns text
      language sql immutable strict parallel safe
      as $$ select ${body} $$;
    alter table jobs
    ${VECTORS.trim()}
    create index jobs_search on jobs using gin(search_vector);
    create index jobs_title_prefix on jobs using gin(title_vector);
  `;
}

/**
 * Search folds `ß`, `æ`, `œ` and `þ` to the letters typed for them and splits words joined by
 * `.` or `/` (see {@link FOLD_011}); the search and title vectors are rebuilt, so every job is
 * folded anew. The typed words go through the same function (`search/text-search.ts`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, rebuild(FOLD_011));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, rebuild(FOLD_009));
}
