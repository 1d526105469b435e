import type { Db } from '../db/database';
import { foldLetters } from '../text/fold-letters';

/** The longest slug made from a title, before a `-n` suffix. */
const MAX_BASE_LENGTH = 60;

/**
 * A title as a slug the boards' slug rule accepts (`read-slug.ts`): lower case ASCII letters,
 * digits and dashes, accents dropped and other letters spelled plainly (`Straßenbauer` is
 * `strassenbauer`, `ıslak` `islak`: `foldLetters`). A title with none of those (all other scripts) is `job`.
 */
export function slugOfTitle(title: string): string {
  const slug = foldLetters(title)
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_BASE_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'job' : slug;
}

/**
 * A slug for `title` that no job of the board has yet: the title's slug, else that slug with the
 * first free `-2`, `-3`, ... (deleted jobs keep theirs, so an old link never shows another job).
 * Two creates at once may still pick the same one; the insert's unique index catches that and
 * the caller tries again.
 */
export async function freeSlug(db: Db, jobBoardId: number, title: string): Promise<string> {
  const base = slugOfTitle(title);
  const rows = await db
    .selectFrom('jobs')
    .select('slug')
    .where('job_board_id', '=', jobBoardId)
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const slug = `${base}-${n}`;
    if (!taken.has(slug)) return slug;
  }
}
