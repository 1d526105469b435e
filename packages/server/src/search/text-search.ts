import { type RawBuilder, sql } from 'kysely';

/**
 * The text search configuration of each locale; the jobs table builds its generated
 * search_vector with the same mapping (migration 001), other locales use english.
 */
export const TEXT_SEARCH_CONFIGS = { nl: 'dutch', 'en-US': 'english', ro: 'romanian' } as const;

/**
 * The keyword query against job texts. Each job's vector is stemmed in the job's own language,
 * so the keywords are parsed by all three configurations and OR-ed: a Dutch "ontwikkelaars" then
 * meets the Dutch stem and an English "developers" the English one, with the GIN index in use
 * (a per-row configuration would defeat the index).
 */
export function keywordQuery(search: string): RawBuilder<string> {
  return sql<string>`(websearch_to_tsquery('dutch', ${search}) || websearch_to_tsquery('english', ${search}) || websearch_to_tsquery('romanian', ${search}))`;
}

/**
 * A prefix query over unstemmed words for suggestions: every typed word must start a word of the
 * title (`ontw ams` -> `ontw:* & ams:*`). Null when nothing searchable is left.
 */
export function prefixQuery(search: string): string | null {
  const words = search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}
