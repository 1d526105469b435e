import { type RawBuilder, sql } from 'kysely';
import { foldLetters } from '../text/fold-letters';

/**
 * The text search configuration of each locale; the jobs table builds its generated
 * search_vector with the same mapping (migrations 001 and 009), other locales use english.
 */
export const TEXT_SEARCH_CONFIGS = { nl: 'dutch', 'en-US': 'english', ro: 'romanian' } as const;

/**
 * Typed words as the database folds them (`fold_accents`, migration 009): the jobs' search and
 * title vectors hold folded words, so the typed ones are folded by the same function and
 * `sanatate`, `Sănătate` and `coördinator`/`coordinator` meet. The input is composed first (NFC):
 * a decomposed `ș` (s + comma below) folds only in its one-character form.
 */
function folded(search: string): RawBuilder<string> {
  return sql<string>`fold_accents(${search.normalize('NFC')})`;
}

/**
 * The keyword query against job texts. Each job's vector is stemmed in the job's own language,
 * so the keywords are parsed by all three configurations and OR-ed: a Dutch "ontwikkelaars" then
 * meets the Dutch stem and an English "developers" the English one, with the GIN index in use
 * (a per-row configuration would defeat the index). Accents do not matter (see {@link folded}).
 */
export function keywordQuery(search: string): RawBuilder<string> {
  const words = folded(search);
  return sql<string>`(websearch_to_tsquery('dutch', ${words}) || websearch_to_tsquery('english', ${words}) || websearch_to_tsquery('romanian', ${words}))`;
}

/**
 * A prefix query over unstemmed words for suggestions: every typed word must start a word of the
 * title (`ontw ams` -> `ontw:* & ams:*`). Null when nothing searchable is left. Match it with
 * {@link titlePrefixQuery}, which folds accents as the title vector does.
 */
export function prefixQuery(search: string): string | null {
  // Folded first (`İstanbul` lower-cased is `i` and a combining dot, which split the word).
  const words = foldLetters(search)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}

/** The `tsquery` of a {@link prefixQuery} against `jobs.title_vector`, accents folded. */
export function titlePrefixQuery(prefix: string): RawBuilder<string> {
  return sql<string>`to_tsquery('simple', ${folded(prefix)})`;
}

/**
 * A text for matching without regard to case and accents, in JavaScript (segment names are
 * matched here rather than in SQL): lower case, marks dropped (`Construcții` -> `constructii`).
 */
export const foldForMatching = foldLetters;
